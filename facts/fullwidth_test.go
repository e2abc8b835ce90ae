package facts

import (
	"fmt"
	"strings"
	"testing"
)

// numbers describes the Number mentions of text as norm/head[text as
// written], the span cut from text by the mention's offsets.
func numbers(text string) string {
	var out []string
	for _, m := range Mentions(text) {
		if m.Kind == Number {
			out = append(out, fmt.Sprintf("%s/%s[%s]", m.Norm, m.Head, text[m.Start:m.End]))
		}
	}
	return strings.Join(out, " ")
}

// Full-width digits (U+FF10-U+FF19), common in Japanese and Chinese news,
// are the numbers ASCII digits are: "造成２８人死亡" gave no mention at
// all, so 28 and 29 from two outlets never disagreed. The offsets are the
// full-width bytes of the text, so a citation quotes it as written. A
// full-width period between digits is a decimal point ("２．５") and a
// full-width percent sign a percent; a full-width comma joins digits as
// a thousands separator only before a group of three ("１，２００"), as
// it is also the comma between clauses ("２８，其中").
func TestMentionsFullWidthDigits(t *testing.T) {
	tests := []struct{ text, want string }{
		{"警方说，爆炸造成２８人死亡。", "28/人[２８]"},
		{"警察によると、爆発で２８人が死亡した。", "28/人[２８]"},
		{"경찰은 폭발로 ２８명이 숨졌다고 밝혔다.", "28/명이[２８]"},
		{"At least ２８ people died in the blast.", "28/people[At least ２８]"},
		{"至少１，２００名抗议者", "1200/名[１，２００]"},
		{"至少１,２００名抗议者", "1200/名[１,２００]"},
		{"more than 1，000 protesters", "1000/protesters[more than 1，000]"},
		{"１，２００，０００人", "1200000/人[１，２００，０００]"},
		{"死亡人数为２８，其中", "28/[２８]"},
		{"死亡２８，受伤３０人", "28/[２８] 30/人[３０]"},
		{"增长２．５％", "2.5%/[２．５％]"},
		{"増加率は２．５％だった", "2.5%/だった[２．５％]"},
		{"増加率は2.5%だった", "2.5%/だった[2.5%]"}, // a percent sign ends its word before kana, as a digit does
		{"실업률은 ３．２％로", "3.2%/로[３．２％]"},
		{"２０１４年３月", "3/月[３]"}, // 2014 is a year
	}
	for _, tt := range tests {
		if got := numbers(tt.text); got != tt.want {
			t.Errorf("Mentions(%q)\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
	// The same text in full-width and in ASCII digits gives the same mentions.
	for _, pair := range [][2]string{
		{"The toll rose to ２７ on ３ March, with ２－３ missing and ５ hurt in Apollo １３.", "The toll rose to 27 on 3 March, with 2－3 missing and 5 hurt in Apollo 13."},
		{"between ２７ and ２９ people", "between 27 and 29 people"},
	} {
		if got, want := describe(pair[0], Mentions(pair[0])), describe(pair[1], Mentions(pair[1])); got != want {
			t.Errorf("%q: %s\n%q: %s", pair[0], got, pair[1], want)
		}
	}
}

// The Chinese, Japanese and Korean multipliers written straight after
// digits scale them: 万/萬/만 by 10^4, 亿/億/억 by 10^8, so "约2万人撤离"
// is 20000 people (it was 2 "万"), and "2万5000人", "1亿2000万元" are
// 25000 and 120000000. The number counts the word after the multiplier.
// The smaller multipliers 千, 百, 十, 천, 백 after digits are not read
// (Chinese numerals, 二十八, are: TestHanNumber).
func TestMentionsCJKMultipliers(t *testing.T) {
	tests := []struct{ text, want string }{
		{"约2万人撤离", "20000/人[2万]"},
		{"约２万人撤离", "20000/人[２万]"},
		{"台湾有2300萬人", "23000000/人[2300萬]"},
		{"损失达1.5亿元", "150000000/元[1.5亿]"},
		{"損失は1.5億円に上る", "150000000/円[1.5億]"},
		{"2万5000人が避難した", "25000/人[2万5000]"},
		{"1亿2000万元", "120000000/元[1亿2000万]"},
		{"1億2000万5000円", "120005000/円[1億2000万5000]"},
		{"주민 3만명이 대피했다", "30000/명이[3만]"},
		{"주민 3만 명이 대피했다", "30000/명이[3만]"},
		{"피해액은 2억 원", "200000000/원[2억]"},
		{"피해액은 2억원", "200000000/원[2억]"},
		{"3만5000명", "35000/명[3만5000]"},
		{"２-３万人", "20000/人[２] 30000/人[３万]"}, // a range: both ends in 万
		{"2-3万人", "20000/人[2] 30000/人[3万]"},
		{"2万-3万人", "20000/人[2万] 30000/人[3万]"},
		{"约2 万人", "2/万[2]"}, // not glued: no multiplier
		{"万一发生", ""},
		{"2万5千人", "20000/5[2万] 5/千[5]"}, // 千 is not read; never 20005
		{"28%万", "28%/万[28%]"},
		{"2万 million", "20000/million[2万]"},
	}
	for _, tt := range tests {
		if got := numbers(tt.text); got != tt.want {
			t.Errorf("Mentions(%q)\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}
