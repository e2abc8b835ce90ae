package brief

import (
	"fmt"
	"testing"
)

// Full-width digits are numbers: "造成２８人死亡" against "造成29人死亡" is
// 28 against 29, as "28" against "29" is; "２８" was no number at all, so
// the disagreement was missed. The variant quotes the text as written
// ("２８"). A multiplier glued to the digits scales them: "2万" is 20000,
// so "2万人" against "3万人" is 20000 against 30000 and agrees with
// "20,000人". The same count written either way is no disagreement.
func TestFullWidthNumberDisagreement(t *testing.T) {
	const zh = "抗议者连续第三天聚集在哈尔文钢铁厂外。\n\n工会说，自上月罢工开始以来，工厂一直闲置。\n\n工会领导人玛丽亚·科斯塔说，工人们不会复工。"
	const ja = "抗議者たちは製鉄所の外に集まった。\n\n組合によると、先月ストライキが始まって以来、工場は休止している。\n\n組合のリーダーは、労働者は復帰しないと述べた。"
	for _, tc := range []struct{ name, a, b, common, want string }{
		{"chinese", "警方说，周二的爆炸造成２８人死亡。", "警方说，周二的爆炸造成29人死亡。", zh, "number 28 (２８)[1] 29 (29)[2]"},
		{"japanese", "警察によると、火曜日の爆発で２８人が死亡した。", "警察によると、火曜日の爆発で２９人が死亡した。", ja, "number 28 (２８)[1] 29 (２９)[2]"},
		{"same count", "警方说，周二的爆炸造成２８人死亡。", "警方说，周二的爆炸造成28人死亡。", zh, ""},
		{"multiplier", "官员说，约2万人撤离。", "官员说，约３万人撤离。", zh, "number 20000 (2万)[1] 30000 (３万)[2]"},
		{"same multiplied", "官员说，约2万人撤离。", "官员说，约20,000人撤离。", zh, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, tc.common)
			var got []string
			for _, d := range br.Disagreements {
				s := d.Kind
				for _, v := range d.Variants {
					s += fmt.Sprintf(" %s (%s)%s", v.Value, v.Text, Markers(v.Citations))
				}
				got = append(got, s)
			}
			if tc.want == "" && len(got) != 0 || tc.want != "" && (len(got) != 1 || got[0] != tc.want) {
				t.Errorf("disagreements %q, want %q", got, tc.want)
			}
		})
	}
}
