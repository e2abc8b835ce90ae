package brief

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A sentence shown alone closes the quotation it opens and opens the one
// it closes; anything else is shown as written.
func TestBalanceQuotes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`In a statement, the 55-year-old said: "Being asked to play The Doctor is an amazing privilege.`,
			`In a statement, the 55-year-old said: "Being asked to play The Doctor is an amazing privilege."`},
		{`If the currency breaks through this level, it may decline sharply," said Hirozumi Tanaka.`,
			`"If the currency breaks through this level, it may decline sharply," said Hirozumi Tanaka.`},
		{"Mr Brown said: “It's very important that we all do what we can. ",
			"Mr Brown said: “It's very important that we all do what we can.”"},
		{"but still the resources have not come,” said Williams.",
			"“but still the resources have not come,” said Williams."},
		{`He said it is "not planning any further updates for Firefox 2".`, `He said it is "not planning any further updates for Firefox 2".`},
		{`Sir Paul said: "There's nothing bigger. "We're looking forward to rocking the stadium."`, `Sir Paul said: "There's nothing bigger. "We're looking forward to rocking the stadium."`},
		{`"We have not performed. "There are a lot of changes.`, `"We have not performed. "There are a lot of changes."`},
		{`Signs reading "Phil Ford 2,290" were held up.`, `Signs reading "Phil Ford 2,290" were held up.`},
		{"\"I think he will honor that commitment,\" Baldrige told the\nSenate subcommittee on commerce affairs.\"", "\"I think he will honor that commitment,\" Baldrige told the\nSenate subcommittee on commerce affairs.\""},
		{`"It's round one to the Americans, " said Richard Reid.`, `"It's round one to the Americans, " said Richard Reid.`},
		{"\"Don't think we will wait to say: `Who are we going to target now?\"'", "\"Don't think we will wait to say: `Who are we going to target now?\"'"},
		// as written
		{`"It is not about money," he said.`, `"It is not about money," he said.`},
		{"“We will keep going,” Voss said.", "“We will keep going,” Voss said."},
		{`Ecuador"s OPEC oil output quota is 210,000 barrels per day.`, `Ecuador"s OPEC oil output quota is 210,000 barrels per day.`},
		{`The 17" monitors sold out.`, `The 17" monitors sold out.`},
		{`He said "yes" and "no" and "maybe.`, `He said "yes" and "no" and "maybe."`},
		{`"One," "two.`, `"One," "two."`},
		{`"A" b" c" d.`, `"A" b" c" d.`}, // two closing marks left over: not mended
		{"No quotation here.", "No quotation here."},
		{`He said: "`, `He said: "`},
		{"”", "”"},
		{"", ""},
	} {
		if got := BalanceQuotes(c.in); got != c.want {
			t.Errorf("BalanceQuotes(%q)\n = %q\nwant %q", c.in, got, c.want)
		}
	}
}

// BalanceQuotes adds at most one mark, at the start or the end, and keeps
// valid UTF-8 valid.
func FuzzBalanceQuotes(f *testing.F) {
	for _, s := range []string{`said: "Being asked.`, `sharply," said Tanaka.`, "“a ” b”", `x"y`, "\xe2\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := BalanceQuotes(s)
		if got == s {
			return
		}
		trimmed := strings.TrimRight(s, " \t\r\n")
		switch got {
		case `"` + s, "“" + s, trimmed + `"`, trimmed + "”":
		default:
			t.Fatalf("BalanceQuotes(%q) = %q: more than one mark added", s, got)
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("BalanceQuotes(%q) = %q: invalid UTF-8", s, got)
		}
	})
}
