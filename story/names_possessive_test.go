package story

import "testing"

// TestNameRunsPossessiveName: a name the corpus writes with a possessive
// ending in more than twice as many documents as without is a name
// ending so ("Moody's" of "Moody's Investors Service": Reuters listed
// "Moody" in 66 stories), where an owner's possessive goes as before
// ("Reagan's" is Reagan, written alone in most documents). Only a word
// alone or after "and" ("Standard and Poor's"; not "Hayao Miyazaki's"),
// not a weekday or a month ("January's"). Without counts, every
// possessive goes. The texts are invented.
func TestNameRunsPossessiveName(t *testing.T) {
	x, df := countedCorpus(
		"The rating from Moody's Investors Service fell in Britain.",
		"A report by Moody's said Britain would gain.",
		"Analysts at Moody's cut the rating of Britain.",
		"He said President Reagan met the chairman in Britain.",
		"The plan of President Reagan was sent to Britain.",
		"The aides of Reagan went to Britain.",
		"He said Reagan's aides went to Britain.",
		"The rating from Standard and Poor's fell in January's trade.",
		"A report by Standard and Poor's in January's survey of Britain.",
		"Analysts at Standard and Poor's said January's data were weak.",
		"Films of Hayao Miyazaki's studio opened in Britain.",
		"A film by Hayao Miyazaki's studio went to Britain.",
		"The studio of Hayao Miyazaki's team went to Britain.",
	)
	checkNameRuns(t, x, df, "He said Moody's and Reagan's aides met.", []string{"Moody's", "Reagan"}, []string{"Moody", "Reagan"})
	checkNameRuns(t, x, df, "He said Moody's Investors Service met.", []string{"Moody's Investors Service"}, []string{"Moody's Investors Service"})
	for _, tt := range []struct{ s, want string }{
		{"Moody's", "Moody's"},
		{"Moody's,", "Moody's"},
		{"Reagan's", "Reagan"},
		{"Standard and Poor's", "Standard and Poor's"},
		// The last word of a longer name is counted in its pair.
		{"Hayao Miyazaki's", "Hayao Miyazaki"},
		{"January's", "January"},
		{"Britain", "Britain"},
	} {
		if got := x.nameShown(df, tt.s); got != tt.want {
			t.Errorf("nameShown(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
}
