package main

import (
	"bytes"
	"strings"
	"testing"

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
