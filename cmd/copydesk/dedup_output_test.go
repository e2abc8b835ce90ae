package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/internal/termtext"
)

// TestWriteColumnsByWidth: the dedup relations table lines its columns
// up by terminal cells (text/tabwriter counted runes).
func TestWriteColumnsByWidth(t *testing.T) {
	var buf bytes.Buffer
	writeColumns(&buf, [][]string{{"A", "RELATION", "B"}, {"東京-001", "excerpt", "x"}, {"e\u0301-2", "identical", "y"}})
	var at []int
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		fields := strings.Fields(line)
		at = append(at, termtext.Width(line[:strings.LastIndex(line, fields[len(fields)-1])]))
	}
	if len(at) != 3 || at[0] != at[1] || at[1] != at[2] {
		t.Fatalf("the last column starts at %v:\n%s", at, buf.String())
	}
}

// TestTextScoresAsJSON: the text table shows a relation's scores as the
// JSON outputs write them. It printed them with %.3f, which rounds a
// tie (0.5625, exact in binary) to even, where the JSON rounds half up:
// 33 of Reuters' relations read 0.562 in one and 0.563 in the other.
func TestTextScoresAsJSON(t *testing.T) {
	for _, x := range []float64{0.5625, 0.8125, 0.3125, 0.0625, 0.0005, 0.1234, 0.9995, 1, 0} {
		res := &copydesk.DedupResult{
			Docs: []copydesk.DocSummary{{ID: "a"}, {ID: "b"}},
			Relations: []copydesk.DocRelation{{A: 0, B: 1, Kind: dedup.PartialReuse,
				Scores: dedup.Scores{Jaccard: x, ContainmentAInB: x, ContainmentBInA: x, Coverage: x}}},
		}
		var buf bytes.Buffer
		if err := writeDedupText(&buf, res, 0, nil); err != nil {
			t.Fatal(err)
		}
		p := toJSONPair(res, res.Relations[0])
		want := fmt.Sprintf("a partial-reuse b %s %s %s %s 0", asJSON(p.Jaccard), asJSON(p.ContainmentAInB), asJSON(p.ContainmentBInA), asJSON(p.Coverage))
		lines := strings.Split(buf.String(), "\n")
		if row := strings.Join(strings.Fields(lines[len(lines)-2]), " "); row != want {
			t.Errorf("score %v: the text row reads %q, want the JSON's %q", x, row, want)
		}
	}
}

// asJSON is a rounded score as JSON writes it, with three decimals.
func asJSON(x float64) string {
	b, _ := json.Marshal(x)
	f, _ := strconv.ParseFloat(string(b), 64)
	return strconv.FormatFloat(f, 'f', 3, 64)
}
