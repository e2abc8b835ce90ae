package facts

import (
	"fmt"
	"strings"
	"testing"
)

// Digits written inside a run of Chinese, Japanese or Korean text are
// numbers: "造成28人死亡" (caused 28 deaths) was one word, so 28 and 27
// from two outlets never disagreed. Digits are set apart from the letters
// glued to them, and a Han character is a word of its own (as textnorm
// reads it), so that a number counts the character after it ("人");
// kana and Hangul runs stay whole ("メートル", "명이").
func TestQuantitiesCJK(t *testing.T) {
	tests := []struct {
		text, want string // value/head of each quantity, y for a year
	}{
		{"警方说，爆炸造成28人死亡。", "28/人"},
		{"警察によると、爆発で28人が死亡した。", "28/人"},
		{"カタカナ28メートル", "28/メートル"},
		{"경찰은 폭발로 28명이 숨졌다고 밝혔다.", "28/명이"},
		{"至少1,200名抗议者", "1200/名"},
		{"死亡人数为28，其中", "28/"}, // a full-width comma ends the phrase
		{"2014年3月", "2014y/年 3/月"},
	}
	for _, tt := range tests {
		var got []string
		for _, q := range Quantities(tt.text) {
			y := ""
			if q.Year {
				y = "y"
			}
			got = append(got, fmt.Sprintf("%v%s/%s", q.Value, y, q.Head))
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("Quantities(%q) = %s, want %s", tt.text, g, tt.want)
		}
	}
}

// Latin text reads as before: a letter and a digit joined ("MS08", "5G",
// "4x4") stay one word, a hyphen after a word is no sign.
func TestQuantitiesLatinUnchangedByCJK(t *testing.T) {
	tests := []struct{ text, want string }{
		{"COVID-19 cases rose", "19/cases"},
		{"patch MS08-078 fixed it", "78/fixed"},
		{"a 3-1 win", "3/1 1/win"},
		{"an F-16 crashed", "16/crashed"},
		{"K-9 units, 4x4 trucks, 5G masts, B2B sales", "9/units"},
	}
	for _, tt := range tests {
		var got []string
		for _, q := range Quantities(tt.text) {
			got = append(got, fmt.Sprintf("%v/%s", q.Value, q.Head))
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("Quantities(%q) = %s, want %s", tt.text, g, tt.want)
		}
	}
}
