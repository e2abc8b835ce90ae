package brief

import "testing"

// TestAttributionInvertedSpeaker: in "..., said founder Piet Hallam" the
// speaker comes after the verb, and the name before ", said" is none:
// "Vardo Oil, once the owner of Nordfjell, said founder Piet Hallam" gave
// the speaker's own name the attribution "Vardo Oil" (the body before
// "of"), and a value in "The border post at Veldmark, said Ida Quell,
// lost 28" went to "The border post at Veldmark". What follows the
// speaker is not told apart from the outlet's description of them
// (", said Ida Quell, the lawyer for ..."): nobody. "X said Y ..."
// without the comma is X's. Invented sentences.
func TestAttributionInvertedSpeaker(t *testing.T) {
	common := "The ferry company of Veldmark runs the crossing to the islands, and the council has long argued over who pays for it.\n\n" +
		"Islanders said the service had grown worse every year since the company took it over.\n\n" +
		"The council will vote on the subsidy after its summer recess, a spokeswoman said."
	for _, tc := range []struct{ name, a, b, value, want string }{
		{"name after the verb",
			"The border post at Veldmark, said Ida Quell, lost 28 soldiers in the attack on the crossing.",
			"The border post at Veldmark lost 27 soldiers in the attack on the crossing.", "28", ""},
		{"title before the name",
			"The border post at Veldmark, said harbour chief Ida Quell, lost 28 soldiers in the attack on the crossing.",
			"The border post at Veldmark lost 27 soldiers in the attack on the crossing.", "28", ""},
		{"a name in the title",
			"The ferries at Veldmark were cut, said Nordfjell chief executive Ida Quell on the quay.",
			"The ferries at Veldmark were cut, said Nordfjell chief executive Ida Quel on the quay.", "ida quell", ""},
		{"apposition",
			"The ferries were cut, said Ida Quell, the lawyer for the pilot Piet Hallam of Nordfjell.",
			"The ferries were cut, said Ida Quell, the lawyer for the pilot Piet Halam of Nordfjell.", "piet hallam", ""},
		{"the speaker's own name",
			"The sale ruined Vardo Oil, once the owner of Nordfjell, said founder Piet Hallam on the quay.",
			"The sale ruined Vardo Oil, once the owner of Nordfjell, said founder Piet Halam on the quay.", "piet hallam", ""},
		// Still the name before the verb.
		{"no comma",
			"Ida Quell said Veldmark lost 28 soldiers in the attack on the crossing.",
			"Ida Quell said Veldmark lost 27 soldiers in the attack on the crossing.", "28", "Ida Quell"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			found := false
			for _, d := range br.Disagreements {
				for _, v := range d.Variants {
					if v.Value == tc.value {
						found = true
						if v.Attribution != tc.want {
							t.Errorf("%s attributed to %q, want %q", v.Value, v.Attribution, tc.want)
						}
					}
				}
			}
			if !found {
				_, all := countKind(br, "")
				t.Errorf("no variant %q: %v", tc.value, all)
			}
		})
	}
}
