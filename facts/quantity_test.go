package facts

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestQuantities(t *testing.T) {
	tests := []struct {
		text      string
		value     float64
		qualifier string
		head      string
		flags     string // o ordinal, y year, a approx
		unit      string
	}{
		{"At least 28 people have been killed", 28, "at least", "people", "", ""},
		{"he was able to kill four high-ranking American advisers", 4, "", "advisers", "", ""},
		{"A gunman killed two U.S. military advisers", 2, "", "advisers", "", ""},
		{"at least 29 people died in five days of demonstrations", 29, "at least", "people", "", ""},
		{"more than 1,000 protesters threw rocks", 1000, "more than", "protesters", "", ""},
		{"twenty-eight people were hurt", 28, "", "people", "", ""},
		{"two dozen soldiers", 24, "", "soldiers", "", ""},
		{"a dozen police officers", 12, "", "police", "", ""},
		{"protests raged for a fifth day", 5, "", "day", "o", ""},
		{"the 5th day of protests", 5, "", "day", "o", ""},
		{"by the end of 2014, when", 2014, "", "", "y", ""},
		{"sales rose 2.5 million dollars", 2.5e6, "", "dollars", "", ""},
		{"a $400 million contract", 400e6, "", "contract", "", "$"},
		{"profit rose 4.75% in the year", 4.75, "", "", "", "%"}, // "in" counts nothing
		{"the toll rose to 17 on Wednesday", 17, "", "", "", ""},
		{"the blast at 10:30 killed 14 people", 14, "", "people", "", ""}, // the time is no count
		{"rates of 12 per cent", 12, "", "", "", "%"},
		{"dozens of people were wounded", 24, "", "people", "a", ""},
		{"about 60 firefighters", 60, "about", "firefighters", "", ""},
	}
	for _, tt := range tests {
		qs := Quantities(tt.text)
		if len(qs) == 0 {
			t.Errorf("%q: no quantity", tt.text)
			continue
		}
		q := qs[0]
		flags := ""
		if q.Ordinal {
			flags += "o"
		}
		if q.Year {
			flags += "y"
		}
		if q.Approx {
			flags += "a"
		}
		if q.Value != tt.value || q.Qualifier != tt.qualifier || q.Head != tt.head || flags != tt.flags || q.Unit != tt.unit {
			t.Errorf("%q: got %+v (flags %q), want value %v qualifier %q head %q flags %q unit %q", tt.text, q, flags, tt.value, tt.qualifier, tt.head, tt.flags, tt.unit)
		}
		if got := tt.text[q.Start:q.End]; got == "" {
			t.Errorf("%q: empty span", tt.text)
		}
	}
}

func TestNoQuantity(t *testing.T) {
	for _, text := range []string{
		"one of the officers said",
		"they met one another",
		"many people came",
		"the Taliban claimed responsibility",
	} {
		if qs := Quantities(text); len(qs) != 0 {
			t.Errorf("%q: unexpected %+v", text, qs)
		}
	}
}

func FuzzQuantities(f *testing.F) {
	for _, s := range []string{"At least 28 people", "twenty-eight", "$1,000,000.5 million", "5th", "2.5%", "a dozen", "\xff1,", "9-", "-5 to -2", "between 27 and 29", "(−5)", "minus", "27–29%", "造成28人死亡", "28명이", "疫情COVID-19", "29-27 people", "1" + strings.Repeat("0", 400) + " people",
		"造成２８人死亡", "１，２００名", "２．５％", "２８，其中", "约2万人撤离", "2万5000人", "1亿2000万元", "3만명이", "２-３万人", "1" + strings.Repeat("0", 305) + "亿",
		"二十八人死亡", "一百零五", "两万五", "一亿二千万元", "二〇一四年", "第二十八届", "三四天", "万一", "一名", "十二%", strings.Repeat("九亿", 50)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		last := 0
		for _, q := range Quantities(text) {
			if q.Start < last || q.End <= q.Start || q.End > len(text) {
				t.Fatalf("bad span [%d,%d) after %d in %d bytes", q.Start, q.End, last, len(text))
			}
			if utf8.ValidString(text) && (!utf8.RuneStart(text[q.Start]) || q.End < len(text) && !utf8.RuneStart(text[q.End])) {
				t.Fatalf("span [%d,%d) of %q: not on character boundaries", q.Start, q.End, text)
			}
			if math.IsNaN(q.Value) || math.IsInf(q.Value, 0) {
				t.Fatalf("%q: value %v", text[q.Start:q.End], q.Value)
			}
			// A range end carries both ends, the lower first, and is one of them.
			if q.InRange() && (!(q.Low < q.High) || q.Value != q.Low && q.Value != q.High) {
				t.Fatalf("%q: value %v in the range [%v, %v]", text[q.Start:q.End], q.Value, q.Low, q.High)
			}
			last = q.End
		}
	})
}

// A number whose scale words take it past the largest float ("1" and 300
// zeros "billion") is no number, as digits with "m" that overflow are
// not: it was +Inf, and its mention's comparable form "+Inf".
func TestScaleWordOverflowIsNoNumber(t *testing.T) {
	big := "1" + strings.Repeat("0", 300)
	for _, text := range []string{big + " billion people", big + " million million people", "2 billion people"} {
		for _, q := range Quantities(text) {
			if math.IsInf(q.Value, 0) {
				t.Errorf("%.20q...: quantity %v", text, q.Value)
			}
		}
		for _, m := range Mentions(text) {
			if m.Kind == Number && math.IsInf(m.Value, 0) {
				t.Errorf("%.20q...: mention %v (%q)", text, m.Value, m.Norm)
			}
		}
	}
	if qs := Quantities("2 billion people"); len(qs) != 1 || qs[0].Value != 2e9 {
		t.Errorf("2 billion people: %+v, want 2e9", qs)
	}
}
