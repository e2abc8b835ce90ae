package brief

import (
	"testing"

	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/facts"
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

// TestShortenedNamesAndTitlesAreOneValue: a name and its abbreviation or
// initials, and a team's coach and its head coach, are one value; a
// misspelling and another rank are not.
func TestShortenedNamesAndTitlesAreOneValue(t *testing.T) {
	for _, tc := range []struct {
		kind facts.Kind
		a, b string
		want bool // comparable: the two can disagree
	}{
		{facts.Name, "sa", "s africa", false},
		{facts.Name, "ie", "internet explorer", false},
		{facts.Name, "chp", "california highway patrol", false},
		{facts.Name, "mvp award", "most valuable player award", false},
		{facts.Name, "boe", "bank of england", false},
		{facts.Name, "mt cook", "aoraki mount cook", false},
		{facts.Name, "aoraki mt cook national park", "aoraki mount cook national park", false},
		{facts.Name, "ark", "arkansas", false},
		{facts.Name, "butler mfg co", "butler manufacturing co", false},
		{facts.Name, "simmon", "simmons", true},
		{facts.Name, "smth", "smith", true},
		{facts.Name, "boy jefferies", "boyd jefferies", true},
		{facts.Name, "sa", "s korea", true},
		{facts.Name, "f", "g", true},
		{facts.Rank, "coach", "head coach", false},
		{facts.Rank, "colonel", "lieutenant colonel", true},
		{facts.Rank, "minister", "deputy minister", true},
	} {
		x := facts.Mention{Kind: tc.kind, Norm: tc.a}
		y := facts.Mention{Kind: tc.kind, Norm: tc.b}
		if got := comparable(x, y); got != tc.want {
			t.Errorf("comparable(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if got := comparable(y, x); got != tc.want {
			t.Errorf("comparable(%q, %q) = %v, want %v", tc.b, tc.a, got, tc.want)
		}
	}
}
