package facts

import (
	"fmt"
	"strings"
	"testing"
)

// Chinese numerals are read as the numbers they write, as a whole run or
// not at all: "二十八" was no number, so 二十八 and 二十七 dead from two
// outlets never disagreed.
func TestHanNumber(t *testing.T) {
	tests := []struct {
		s          string
		want       float64
		positional bool
		ok         bool
	}{
		{"一", 1, false, true},
		{"九", 9, false, true},
		{"十", 10, false, true},
		{"十二", 12, false, true},
		{"二十", 20, false, true},
		{"二十八", 28, false, true},
		{"一百", 100, false, true},
		{"一百零五", 105, false, true},
		{"一百一十", 110, false, true},
		{"两千", 2000, false, true},
		{"兩千", 2000, false, true},
		{"三千五", 3500, false, true}, // spoken: the last digit counts hundreds
		{"一百五", 150, false, true},
		{"两万五", 25000, false, true},
		{"一千零五", 1005, false, true},
		{"一万零五百", 10500, false, true},
		{"二十八万", 280000, false, true},
		{"一亿二千万", 120000000, false, true},
		{"一万亿", 1e12, false, true},
		{"三億", 3e8, false, true},
		{"五萬", 50000, false, true},
		{"二〇一四", 2014, true, true},
		{"一九九八", 1998, true, true},
		{"二零零八", 2008, true, true},
		{"三四", 0, false, false},  // three or four: an estimate
		{"十七八", 0, false, false}, // seventeen or eighteen
		{"万一", 0, false, false},  // "in case"
		{"千万", 0, false, false},  // "by all means"
		{"百", 0, false, false},
		{"零", 0, false, false},
		{"〇", 0, false, false},
		{"零五", 0, false, false},
		{"〇一二", 0, false, false},
		{"十百", 0, false, false},
		{"一千千", 0, false, false},
		{"一万二万", 0, false, false},
		{"一亿一亿", 0, false, false},
		{"两两两", 0, false, false},
		{"一二三四五", 0, false, false},
	}
	for _, tt := range tests {
		v, positional, ok := hanNumber(tt.s)
		if v != tt.want || positional != tt.positional || ok != tt.ok {
			t.Errorf("hanNumber(%q) = %v, %v, %v; want %v, %v, %v", tt.s, v, positional, ok, tt.want, tt.positional, tt.ok)
		}
	}
}

// In text, a run of Chinese numerals counts the character after it; a
// lone 一 is a number before a measure word only ("一直", "统一" are
// words); after 第 it is a rank, and a year digit by digit is a year.
func TestQuantitiesHanNumerals(t *testing.T) {
	tests := []struct{ text, want string }{
		{"爆炸造成二十八人死亡。", "28/人"},
		{"爆発で二十八人が死亡した。", "28/人"},
		{"一百零五名抗议者", "105/名"},
		{"约两千人撤离", "2000/人"},
		{"一名警察说", "1/名"},
		{"工厂一直闲置", ""},
		{"统一", ""},
		{"三四天", ""},
		{"第二十八届", "28o/届"},
		{"二〇一四年三月", "2014y/年 3/月"},
		{"十二%的人", "12%/的"},
	}
	for _, tt := range tests {
		var got []string
		for _, q := range Quantities(tt.text) {
			s := fmt.Sprint(q.Value)
			if q.Year {
				s += "y"
			}
			if q.Ordinal {
				s += "o"
			}
			if q.Unit != "" {
				s += q.Unit
			}
			got = append(got, s+"/"+q.Head)
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("Quantities(%q) = %s, want %s", tt.text, g, tt.want)
		}
	}
}
