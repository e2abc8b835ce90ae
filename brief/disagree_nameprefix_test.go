package brief

import (
	"strings"
	"testing"
	"time"
)

// TestNameWithWordsInFront: a spelling that is another with words in
// front ("Sprinters Kostas Kenteris", the sentence's first word taken into
// the name; "Chelsea's William Gallas") is that spelling, not a third one
// beside "Kostas Kenteris" and "Costas Kenteris"; and a disagreement of
// the tails of another's names ("Rait" / "Raite" beside "Duncan Rait" /
// "Duncan Raite") is that one told twice. Invented sentences.
func TestNameWithWordsInFront(t *testing.T) {
	common := "The tribunal in Athens will hear the case next week, a spokesman for the federation said on Monday.\n\n" +
		"The federation said it would publish the tribunal's full decision once both sides had been heard."
	for _, tc := range []struct {
		name  string
		leads []string
		want  []string // the name disagreements' values, joined
	}{
		{"a word in front",
			[]string{"Greek sprinter Kostas Kenteris denied the doping charges on Monday.",
				"Greek sprinter Costas Kenteris denied the doping charges on Monday.",
				"Sprinters Kostas Kenteris and Katerina Thanou denied the doping charges on Monday."},
			[]string{"Kostas Kenteris / Costas Kenteris"}},
		{"a possessive in front",
			[]string{"The defender William Gallas was injured in training on Monday.",
				"The defender Willian Gallas was injured in training on Monday.",
				"Chelsea's William Gallas was injured in training on Monday, the club said."},
			[]string{"William Gallas / Willian Gallas"}},
		// A common word a sentence's start capitalised, run into the
		// name: the spelling shown without it ("Lawyer Alexis Kougias"
		// / "Alexis Kouyias" in ECB+); a word capitalised inside a
		// sentence is the name's own and stays.
		{"a role word at a sentence's start",
			[]string{"Lawyer Teodor Malvik said the sprinters had never been told of the test.",
				"\"They will give their statements,\" said Teodor Malvick, the lawyer for the sprinters.",
				"\"They will give their statements,\" said Teodor Malvick, the lawyer for the sprinters, on Monday."},
			[]string{"Teodor Malvick / Teodor Malvik"}},
		{"a name's own word in front",
			[]string{"International Sprint Federation officials declined to comment on Monday.",
				"The sprinters will appeal to the International Sprint Federation, an international body, their lawyer said.",
				"The sprinters will appeal to the Sprint Federaton, their lawyer said on Monday."},
			[]string{"International Sprint Federation / Sprint Federaton"}},
		{"the tails of two spellings",
			[]string{"The climber Duncan Rait died after slipping on the ridge on Monday. Rescuers reached Rait within the hour.",
				"The climber Duncan Raite died after slipping on the ridge on Monday. Rescuers reached Raite within the hour."},
			[]string{"Duncan Rait / Duncan Raite"}},
		// A legal form after the name or none is one spelling (Reuters
		// showed "Piedmont Aviation Inc" / "Piedmont Aviation" /
		// "Peidmont Aviation Inc" as three).
		{"a legal form after",
			[]string{"Halvard Aviation Inc agreed to be acquired by Tollin Group on Monday.",
				"Halvard Aviation Inc agreed to be acquired by Tollin Group on Monday, the companies said.",
				"Halvard Aviation agreed to be acquired by Tollin Group on Monday.",
				"Hlavard Aviation Inc agreed to be acquired by Tollin Group on Monday."},
			[]string{"Halvard Aviation Inc / Hlavard Aviation Inc"}},
		{"a legal form written out",
			[]string{"Halvard Aviation Corp agreed to be acquired by Tollin Group on Monday.",
				"Halvard Aviation Corp agreed to be acquired by Tollin Group on Monday, the companies said.",
				"Halvard Aviation Corporation agreed to be acquired by Tollin Group on Monday.",
				"Hlavard Aviation Corp agreed to be acquired by Tollin Group on Monday."},
			[]string{"Halvard Aviation Corp / Hlavard Aviation Corp"}},
		// two legal forms may be two companies (a parent and a
		// subsidiary) or a slip: shown, not folded into one spelling
		{"two legal forms",
			[]string{"Halvard Aviation Corp agreed to be acquired by Tollin Group on Monday.",
				"Halvard Aviation Corp agreed to be acquired by Tollin Group on Monday, the companies said.",
				"Halvard Aviation Inc agreed to be acquired by Tollin Group on Monday."},
			[]string{"Halvard Aviation Corp / Halvard Aviation Inc"}},
		{"two legal forms and one of them",
			[]string{"Halvard Aviation Corp agreed to be acquired by Tollin Group on Monday.",
				"Halvard Aviation Corp agreed to be acquired by Tollin Group on Monday, the companies said.",
				"Halvard Aviation Corp PLC agreed to be acquired by Tollin Group on Monday.",
				"Hlavard Aviation Corp agreed to be acquired by Tollin Group on Monday."},
			[]string{"Halvard Aviation Corp / Hlavard Aviation Corp"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
			var in Input
			for i, l := range tc.leads {
				in.Docs = append(in.Docs, Doc{ID: string(rune('a' + i)), Source: "Outlet " + string(rune('A'+i)),
					Text: l + "\n\n" + common, Published: day.Add(time.Duration(i) * time.Hour)})
			}
			var got []string
			for _, d := range Build(in, Options{}).Disagreements {
				if d.Kind != "name" {
					continue
				}
				var vs []string
				for _, v := range d.Variants {
					vs = append(vs, v.Text)
				}
				got = append(got, strings.Join(vs, " / "))
			}
			if strings.Join(got, "; ") != strings.Join(tc.want, "; ") {
				t.Errorf("name disagreements %q, want %q", got, tc.want)
			}
		})
	}
}
