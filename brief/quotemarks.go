package brief

import "strings"

// BalanceQuotes returns a sentence as a reader should see it out of its
// report: a quotation it opens and its report closes in a later sentence
// closed at its end (`the 55-year-old said: "Being asked to play The
// Doctor is an amazing privilege.` gains a closing mark), and one it
// closes, opened in an earlier sentence, opened at its start (`If the
// currency breaks through this level, it may decline sharply," said
// Tanaka`). The sentence splitter cuts a quotation of several sentences
// into sentences, and a key sentence or "only in" fact shown alone then
// leaves a quotation open. Only a single unmatched mark is mended, and a
// closing one only when it is the sentence's first mark (a stray mark
// after a closed quotation is the report's own slip); a straight mark
// between two letters (`Ecuador"s`, a wire's apostrophe) is no quotation
// mark. Brief's JSON keeps the sentence as the brief gives it (its
// citations point into the report); renderers show this.
func BalanceQuotes(text string) string {
	var open []bool // the unclosed opening marks, curly or not
	closedFirst, closedCurly, sawMark := false, false, false
	for i := 0; i < len(text); i++ {
		// a straight mark after a digit is inches (`17" monitors`) unless
		// it ends an open quotation (`"... for Firefox 2".`)
		inchesOrEnd := text[i] == '"' && i > 0 && '0' <= text[i-1] && text[i-1] <= '9'
		if !quoteMarkAt(text, i) && !(inchesOrEnd && len(open) > 0 && closingAt(text, i)) {
			continue
		}
		curly := text[i] != '"'
		if !curly && i > 0 && i+1 < len(text) && isASCIILetter(text[i-1]) && isASCIILetter(text[i+1]) {
			continue
		}
		closing := closingAt(text, i) || !curly && i > 0 && text[i-1] != ' ' && i+1 < len(text) && (text[i+1] == '\'' || strings.HasPrefix(text[i+1:], "’"))
		if !closing && len(open) > 0 && open[len(open)-1] == curly {
			// Marks of one kind do not nest: a quotation running over
			// paragraphs opens each again without closing the one before
			// (`... around. "There are ...`); after anything but a
			// sentence's end the mark closes, a space astray before it
			// (`to the Americans, " said Reid`).
			if !afterSentenceEnd(text, i) {
				open = open[:len(open)-1]
			}
		} else if closing {
			if len(open) > 0 {
				open = open[:len(open)-1]
			} else if sawMark {
				return text
			} else {
				closedFirst, closedCurly = true, curly
			}
		} else {
			open = append(open, curly)
		}
		sawMark = true
		if curly {
			i += len("“") - 1
		}
	}
	switch {
	case strings.TrimSpace(strings.Trim(text, `"“”`)) == "":
		return text // marks alone: nothing to mend
	case closedFirst && len(open) == 0:
		if closedCurly {
			return "“" + text
		}
		return `"` + text
	case !closedFirst && len(open) == 1:
		t := strings.TrimRight(text, " \t\r\n")
		if strings.HasSuffix(t, `"`) || strings.HasSuffix(t, "“") {
			return text // it ends on the opening mark: no quotation to close
		}
		if open[0] {
			return t + "”"
		}
		return t + `"`
	}
	return text
}

// afterSentenceEnd reports whether text[i] follows a sentence's end and
// the space after it.
func afterSentenceEnd(text string, i int) bool {
	j := i
	for j > 0 && (text[j-1] == ' ' || text[j-1] == '\n' || text[j-1] == '\r' || text[j-1] == '\t') {
		j--
	}
	return j < i && j > 0 && strings.IndexByte(".?!", text[j-1]) >= 0
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
