package facts

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func describe(text string, ms []Mention) string {
	var parts []string
	for _, m := range ms {
		parts = append(parts, fmt.Sprintf("%s:%s", m.Kind, m.Norm))
	}
	return strings.Join(parts, " | ")
}

func TestMentions(t *testing.T) {
	tests := []struct{ text, want string }{
		{"The two U.S. servicemen - a lieutenant-colonel and a major - were found dead.", "number:2 | name:us | rank:lieutenant colonel | rank:major"},
		{"The casualties are believed to be a US colonel and a major.", "name:us | rank:colonel | rank:major"},
		{"a lieutenant and colonel and a major", "rank:lieutenant colonel | rank:major"},
		{"At least 28 people have been killed since Tuesday.", "number:28 | day:Tuesday"},
		{"Seven US troops were wounded on Sunday in Kunduz, police said.", "number:7 | name:us | day:Sunday | name:kunduz"},
		{"Taliban spokesman Zabiullah Mujahid identified the shooter.", "rank:spokesman | name:zabiullah mujahid"},
		{"It happened on March 3, officials said.", "day:March 3"},
		{"the company's chief executive, Ingrid Halvorsen, said", "rank:chief executive | name:ingrid halvorsen"},
		// A paragraph (indented, or after a blank line) starts a sentence,
		// so its capitalised first word alone is no name ("Net" and
		// "Stores" in a table of results were); a bare line break in
		// hard-wrapped text does not ("the\nComptroller").
		{"Shr 12 cts\n    Net 5 mln", "number:12 | number:5000000"},
		{"Profits rose\n\nAnalysts were pleased", ""},
		{"filed with the\nComptroller of the Currency", "name:comptroller | name:currency"},
	}
	for _, tt := range tests {
		if got := describe(tt.text, Mentions(tt.text)); got != tt.want {
			t.Errorf("%q\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

func FuzzMentions(f *testing.F) {
	for _, s := range []string{"a lieutenant-colonel", "March 3", "Lt. Col. Smith", "At least 28", "\xffSat.", "the Apollo 13 crew", "told the BBC 14", "between 27 and 29 people died",
		"造成２８人死亡", "At least ２８ people", "２８명이", "１，２００，０００人", "２．５％だった", "２８，其中", "１，２", "２．", "\xef\xbc\x91\xef\xbc", "约2万人撤离", "1亿2000万5000元", "3만명이", "2-3万人", "1" + strings.Repeat("0", 305) + "億",
		"造成二十八人死亡", "一千零五名", "三千五百万元", "二〇一四年三月", "第一", "十七八岁", "零售",
		"Minister Theresa May said", "Jan Berry", "Sept/Nov Lower River", "in Ottawa April nine", "Theresa May 2009", "New York May futures", "May",
		"In article <C5sv88.HJy@news.cso.uiuc.edu> 28 writes", "a@b@c 12 March", "@@x@3 Smith@Jones"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		last := -1
		valid := utf8.ValidString(text)
		for _, m := range Mentions(text) {
			if m.Start < 0 || m.End > len(text) || m.End <= m.Start || m.Start < last {
				t.Fatalf("bad mention %+v in %d bytes", m, len(text))
			}
			// A span cuts no character (a full-width digit is three bytes).
			if valid && (!utf8.RuneStart(text[m.Start]) || m.End < len(text) && !utf8.RuneStart(text[m.End])) {
				t.Fatalf("mention %+v of %q: not on character boundaries", m, text)
			}
			if m.Kind == Number && (math.IsInf(m.Value, 0) || m.Value != m.Value) {
				t.Fatalf("mention %+v of %q: value %v", m, text[m.Start:m.End], m.Value)
			}
			if m.Kind < Number || m.Kind > Name || m.Norm == "" {
				t.Fatalf("mention %+v of %q: no kind or no comparable form", m, text[m.Start:m.End])
			}
			if m.Kind == Number && (m.Value != m.Value || m.Low > m.High) || m.Kind != Number && (m.Value != 0 || m.Qualifier != "") {
				t.Fatalf("mention %+v of %q: value fields wrong for its kind", m, text[m.Start:m.End])
			}
			last = m.Start
		}
	})
}

// Each mention is checked against those found before it: a look-up that
// scanned them all made a long text quadratic (528 KB took a second).
// The mentions of a repeated run-on text are the unit's, repeated.
func TestMentionsLongText(t *testing.T) {
	unit := "Then John Smith met 12 Mary Jones on March 3 in Paris and "
	one := Mentions(unit)
	const n = 20000 // 1.2 MB
	start := time.Now()
	all := Mentions(strings.Repeat(unit, n))
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("mentions of %d KB took %v", n*len(unit)>>10, took)
	}
	if len(all) != n*len(one) {
		t.Fatalf("%d mentions, want %d (%s)", len(all), n*len(one), describe(unit, one))
	}
	for i, m := range all {
		u := one[i%len(one)]
		off := i / len(one) * len(unit)
		if m.Kind != u.Kind || m.Norm != u.Norm || m.Start != u.Start+off || m.End != u.End+off {
			t.Fatalf("mention %d: %+v, want %+v at +%d", i, m, u, off)
		}
	}
}

// Decomposed text (an accent stored as a combining mark after its letter)
// gives the names and words composed text gives: "Zu" was read from
// "Zu\u0308rich" and disagreed with "Zürich".
func TestMentionsDecomposed(t *testing.T) {
	composed := "José-María Pérez and André's friend José Müller said the flood in Zürich closed three bridges."
	decomposed := norm.NFD.String(composed)
	if composed == decomposed {
		t.Fatal("the test text has nothing to decompose")
	}
	key := func(text string) []string {
		var out []string
		for _, m := range Mentions(text) {
			out = append(out, fmt.Sprintf("%v %s", m.Kind, norm.NFC.String(text[m.Start:m.End])))
		}
		return out
	}
	if got, want := key(decomposed), key(composed); !slices.Equal(got, want) {
		t.Errorf("decomposed: %q; composed: %q", got, want)
	}
}

// An emoji's variation selector or keycap is no word: "7 ❤️ fans" counts
// fans, "5️⃣ people" is 5 people.
func TestMentionsEmojiMarks(t *testing.T) {
	for text, want := range map[string]string{"Crews found 7 \u2764\ufe0f fans": "fans", "5\ufe0f\u20e3 people were hurt": "people"} {
		qs := Quantities(text)
		if len(qs) == 0 || qs[0].Head != want {
			t.Errorf("Quantities(%q) = %+v; want a head %q", text, qs, want)
		}
	}
}
