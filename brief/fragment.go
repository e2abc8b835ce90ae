package brief

import (
	"strings"
	"unicode"

	"github.com/copydesk/copydesk/textnorm"
)

// fragmentVerb lists the speech verbs of an attribution fragment, a
// clause of subject, verb and object with no speech (attributionOnly).
// Not speechVerb, whose verbs stand by a quotation with their
// complements ("told the Timaru Herald") in a regular expression.
var fragmentVerb = map[string]bool{"said": true, "says": true, "told": true, "tells": true, "asked": true, "added": true,
	"replied": true, "explained": true, "wrote": true, "stated": true, "declared": true, "insisted": true, "warned": true}

// firstSecondPerson lists the words of the first and second person: a
// quotation's words, not the narrative's.
var firstSecondPerson = map[string]bool{"i": true, "i'm": true, "i've": true, "i'd": true, "i'll": true, "me": true, "my": true,
	"we": true, "we're": true, "we've": true, "we'd": true, "we'll": true, "us": true, "our": true, "you": true, "your": true,
	"you're": true, "i’m": true, "we’re": true, "you’re": true}

// attributionOnly reports whether inner, the words of a quotation never
// closed or running over a line's end (up to that end), are an
// attribution and no speech: a subject of a few words, a
// speech verb and at most a short object, one clause ending in a full
// stop, no word of the first or second person (`Gaskin told the Timaru
// Herald.`, `, while her mother told her to stop talking.`). Such words
// follow a closing mark read as an opening one (`'... lack of
// experience, "Gaskin told the Timaru Herald.`: the quotation opened
// with another mark), and are not to be listed as a quotation.
func attributionOnly(inner string) bool {
	s := strings.TrimLeft(strings.TrimSpace(inner), ",; ")
	// `''Would we ...? "Colts interim coach Bruce Arians asked.¶''No."`:
	// the mark opening the next line's quotation closes it.
	// (Only before a mark: `They said no.¶That's it.` is speech.)
	if k := strings.IndexFunc(s, textnorm.IsLineBreak); k >= 0 {
		next := strings.TrimLeftFunc(s[k:], unicode.IsSpace)
		if !strings.HasPrefix(next, "'") && !strings.HasPrefix(next, "‘") && !strings.HasPrefix(next, "\"") && !strings.HasPrefix(next, "“") {
			return false
		}
		s = strings.TrimSpace(s[:k])
	}
	// `said they wouldn't play for Jim...` is cut short speech;
	// `Everyone said 'yes'` quotes within it.
	if !strings.HasSuffix(s, ".") || strings.HasSuffix(s, "..") || len(s) > 120 || strings.ContainsAny(s, ",;:\"“”?!‘") ||
		strings.Contains(s, " '") || strings.Contains(s, "' ") {
		return false
	}
	words := strings.Fields(strings.TrimSuffix(s, "."))
	if len(words) > 12 {
		return false
	}
	verb := -1
	for k, w := range words {
		lw := strings.ToLower(w)
		if firstSecondPerson[lw] {
			return false
		}
		if verb < 0 && fragmentVerb[lw] {
			verb = k
		}
	}
	return verb >= 1 && verb <= 6 && len(words)-verb-1 <= 5
}
