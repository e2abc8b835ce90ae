package brief

import (
	"testing"

	"github.com/copydesk/copydesk/dedup"
)

// TestNameVariantsMatchWordsInOrder: a name is a spelling of another when
// its words match the other's in order, one to one; "Davis" one edit from
// a "David" that already matched makes no spelling of "David Blunkett".
func TestNameVariantsMatchWordsInOrder(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"david davis", "david blunkett", false},
		{"david blunkett", "david davis", false},
		{"david davis", "david davies", true},
		{"zabiullah mujahid", "zabihullah mujahid", true},
		{"costas kenteris", "sprinters kostas kenteris", true},
		{"ingrid halvorsen", "ingrid halverson", true},
		{"kenteris", "thanou", false},
	} {
		if got := nameVariants(tc.a, tc.b); got != tc.want {
			t.Errorf("nameVariants(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestTwoNamesAreNotOneNameToldTwoWays: two reports naming two people
// in one statement's words, one of them naming the other person too, say
// two things; so do two names each report gives in full (two teams). A
// name swapped in reports naming no other, a misspelling next to the
// right spelling in one report, and a copy that
// changed a name where it left the old one elsewhere, disagree. Invented
// sentences.
func TestTwoNamesAreNotOneNameToldTwoWays(t *testing.T) {
	const shared = "The team reached the playoffs with a win over the Jets last week.\n\n" +
		"The arrest came two days before the divisional game at Pittsburgh on Sunday.\n\n" +
		"The team said it would not comment further until the legal process had run its course.\n\n"
	for _, tc := range []struct {
		name   string
		a, b   string
		copies bool
		want   int
	}{
		{"two players, one report naming both",
			shared + "The general manager said he was aware of the issue involving Jamal Williams.\n\nVincent Jackson had 59 catches.",
			shared + "The general manager said he was aware of the issue involving Vincent.", false, 0},
		{"a name swapped, neither report naming the other",
			shared + "The general manager said he was aware of the issue involving Jamal Williams.",
			shared + "The general manager said he was aware of the issue involving Vincent Jackson.", false, 1},
		{"a copy that changed one mention of a name",
			shared + "The general manager said he was aware of the issue involving Jamal Williams.\n\nJamal Williams was released on bail.",
			shared + "The general manager said he was aware of the issue involving Vincent Jackson.\n\nJamal Williams was released on bail.", true, 1},
		{"two teams, both reports naming both",
			shared + "O'Driscoll will lead the Northern Hemisphere side.\n\n\"The Southern Hemisphere coach called me,\" he said.",
			shared + "\"The Southern Hemisphere coach called me,\" he said.\n\nO'Driscoll will lead the Northern Hemisphere side.", false, 0},
		{"a misspelling next to the right spelling in one report",
			shared + "The charges against Boy Jefferies resulted from a transaction.\n\nBoyd Jefferies had been chief executive.",
			shared + "The charges against Boyd Jefferies resulted from a transaction.", false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Paper A", Text: tc.a},
				{ID: "b", Source: "Paper B", Text: tc.b},
			}}
			if tc.copies {
				in.Relations = []dedup.Relation{{A: 0, B: 1, Kind: dedup.NearDuplicate}}
			}
			if got, all := countKind(Build(in, Options{}), "name"); got != tc.want {
				t.Errorf("%d name disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
