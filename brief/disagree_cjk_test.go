package brief

import (
	"fmt"
	"testing"
)

// Two outlets giving 28 and 27 dead in the same sentence of Chinese,
// Japanese or Korean text disagree, as they do in English: the digits
// glued to the characters ("造成28人死亡") were no number, nor were
// Chinese numerals ("二十八人"), in Japanese text too. The same count
// in both is no disagreement. (Only aligned sentences pair CJK counts:
// the frames that pair counts across sentences know English event words.)
func TestCJKNumberDisagreement(t *testing.T) {
	for _, tc := range []struct{ name, a, b, common string }{
		{"chinese", "警方说，周二的爆炸造成28人死亡。", "警方说，周二的爆炸造成27人死亡。",
			"抗议者连续第三天聚集在哈尔文钢铁厂外。\n\n工会说，自上月罢工开始以来，工厂一直闲置。\n\n工会领导人玛丽亚·科斯塔说，工人们不会复工。"},
		{"japanese", "警察によると、火曜日の爆発で28人が死亡した。", "警察によると、火曜日の爆発で27人が死亡した。",
			"抗議者たちは製鉄所の外に集まった。\n\n組合によると、先月ストライキが始まって以来、工場は休止している。\n\n組合のリーダーは、労働者は復帰しないと述べた。"},
		// Numbers in Chinese numerals: 二十八 is 28 (were no number).
		{"chinese numerals", "警方说，周二的爆炸造成二十八人死亡。", "警方说，周二的爆炸造成二十七人死亡。",
			"抗议者连续第三天聚集在哈尔文钢铁厂外。\n\n工会说，自上月罢工开始以来，工厂一直闲置。\n\n工会领导人玛丽亚·科斯塔说，工人们不会复工。"},
		{"japanese numerals", "警察によると、火曜日の爆発で二十八人が死亡した。", "警察によると、火曜日の爆発で二十七人が死亡した。",
			"抗議者たちは製鉄所の外に集まった。\n\n組合によると、先月ストライキが始まって以来、工場は休止している。\n\n組合のリーダーは、労働者は復帰しないと述べた。"},
		{"korean", "경찰은 화요일 폭발로 28명이 숨졌다고 밝혔다.", "경찰은 화요일 폭발로 27명이 숨졌다고 밝혔다.",
			"시위대는 사흘째 제철소 밖에 모였다.\n\n노조는 지난달 파업이 시작된 이후 공장이 멈춰 있다고 말했다.\n\n노조 지도자는 노동자들이 복귀하지 않을 것이라고 말했다."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			build := func(a, b string) []string {
				br := twoOutlets(a, b, tc.common)
				var out []string
				for _, d := range br.Disagreements {
					s := d.Kind
					for _, v := range d.Variants {
						s += fmt.Sprintf(" %s%s", v.Value, Markers(v.Citations))
					}
					out = append(out, s)
				}
				return out
			}
			if got := build(tc.a, tc.b); len(got) != 1 || got[0] != "number 28[1] 27[2]" {
				t.Errorf("disagreements %q, want [number 28[1] 27[2]]", got)
			}
			if got := build(tc.a, tc.a); len(got) != 0 {
				t.Errorf("one count in both: disagreements %q", got)
			}
		})
	}
}
