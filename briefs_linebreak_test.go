package copydesk_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
)

// TestBriefsLoneCRLineBreaks: a corpus written with other line ends gets
// the same briefs. With every "\n" replaced by a lone "\r" (old Mac
// files; byte for byte, so every offset stays) the briefs' JSON is the
// same but for the line ends inside quoted text; with "\r\n" (Windows) it
// is the same once offsets are left out. Quotations (the paragraph a
// quotation ends with, the paragraph where "he said" finds its speaker)
// and mentions read every line break, "\r\n\r\n" as a paragraph break
// too, or the example corpus gets another only-in fact for one of its
// documents (brief.TestQuotesLoneCRLineBreaks,
// facts.TestMentionsLoneCRLineBreaks).
func TestBriefsLoneCRLineBreaks(t *testing.T) {
	docs := readOrdered(t, "examples/news.jsonl")
	for _, d := range docs {
		if strings.ContainsAny(d.Text, "\r\v\f\u0085\u2028\u2029") {
			t.Fatalf("%s already has other line breaks than \"\\n\"", d.ID)
		}
	}
	briefsJSON := func(eol string) []byte {
		t.Helper()
		in := make([]copydesk.Document, len(docs))
		for i, d := range docs {
			d.Text = strings.ReplaceAll(d.Text, "\n", eol)
			in[i] = d
		}
		out, _, err := copydesk.Briefs(context.Background(), in, copydesk.BriefOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var all []any
		for _, b := range out {
			all = append(all, map[string]any{"story": b.Story.ID, "members": b.Members, "brief": b.Brief})
		}
		js, err := json.MarshalIndent(all, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		return js
	}
	lf := briefsJSON("\n")
	if !bytes.Contains(lf, []byte(`"speaker"`)) || !bytes.Contains(lf, []byte(`"quotes"`)) {
		t.Fatalf("the example corpus gives no quotation with a speaker: the test tests nothing")
	}
	// Lone CRs: the same offsets; only text copied from the input (a
	// sentence or quotation running over a line end) may show "\r".
	cr := bytes.ReplaceAll(briefsJSON("\r"), []byte(`\r`), []byte(`\n`))
	if !bytes.Equal(cr, lf) {
		t.Errorf("lone CR line ends: the briefs differ from those with \"\\n\":\n%s", firstDiff(lf, cr))
	}
	// CRLF: the offsets move; everything else stays.
	lfPlain, crlfPlain := withoutOffsets(t, lf), withoutOffsets(t, briefsJSON("\r\n"))
	if !bytes.Equal(crlfPlain, lfPlain) {
		t.Errorf("CRLF line ends: the briefs, offsets left out, differ from those with \"\\n\":\n%s", firstDiff(lfPlain, crlfPlain))
	}
}

// withoutOffsets re-encodes JSON with the byte and character offsets left
// out and "\r\n" read as "\n" in every string.
func withoutOffsets(t *testing.T, js []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(js, &v); err != nil {
		t.Fatal(err)
	}
	var strip func(v any) any
	strip = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				switch k {
				case "start", "end", "char_start", "char_end":
					delete(x, k)
				default:
					x[k] = strip(e)
				}
			}
		case []any:
			for i, e := range x {
				x[i] = strip(e)
			}
		case string:
			return strings.ReplaceAll(x, "\r\n", "\n")
		}
		return v
	}
	out, err := json.MarshalIndent(strip(v), "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// firstDiff shows the first line where b differs from a, with the lines
// around it.
func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		if i >= len(al) || i >= len(bl) || al[i] != bl[i] {
			var s strings.Builder
			for k := max(0, i-3); k < i+3; k++ {
				if k < len(al) {
					s.WriteString("- " + al[k] + "\n")
				}
				if k < len(bl) {
					s.WriteString("+ " + bl[k] + "\n")
				}
			}
			return s.String()
		}
	}
	return ""
}
