package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/internal/progress"
)

// TestStagedBarNamesEachStage: the bar of copydesk brief shows each stage
// of the pipeline under its own name, not "finding copies" throughout,
// and does not stand full while the briefs are written.
func TestStagedBarNamesEachStage(t *testing.T) {
	var buf bytes.Buffer
	show := stagedBar(progress.New(&buf, true))
	show(copydesk.StageStories, 0, 0)
	show(copydesk.StageStories, 31, 31)
	show(copydesk.StageCopies, 0, 0)
	show(copydesk.StageBriefs, 0, 6)
	out := buf.String()
	for _, s := range []string{"copies and stories", "verifying copies", "writing briefs", "0 / 6"} {
		if !strings.Contains(out, s) {
			t.Errorf("bar output %q lacks %q", out, s)
		}
	}
}
