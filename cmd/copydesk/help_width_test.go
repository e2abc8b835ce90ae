package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/internal/termtext"
)

// TestHelpProseFitsEightyColumns: a command's help reads in an 80-column
// terminal. Its prose did not (brief's json line was 95 columns, dedup's
// table 102); the usage line, the example commands and the flags, which
// the flag package lays out, are left as they are.
func TestHelpProseFitsEightyColumns(t *testing.T) {
	names := []string{versionCommand.name}
	for n := range commands {
		names = append(names, n)
	}
	// The command list too (three of its lines were 81 to 86 columns).
	var list bytes.Buffer
	printMainUsage(&list)
	for i, line := range strings.Split(list.String(), "\n") {
		if w := termtext.Width(line); w > 80 {
			t.Errorf("copydesk help line %d is %d columns: %q", i+1, w, line)
		}
	}
	for _, name := range names {
		var out, errb bytes.Buffer
		if code := run(context.Background(), []string{name, "--help"}, &env{stdout: &out, stderr: &errb}); code != 0 {
			t.Fatalf("%s --help: exit %d, stderr %q", name, code, errb.String())
		}
		for i, line := range strings.Split(out.String(), "\n") {
			if line == "Flags:" {
				break
			}
			if i == 0 || strings.HasPrefix(line, "  copydesk ") {
				continue
			}
			if w := termtext.Width(line); w > 80 {
				t.Errorf("%s --help line %d is %d columns: %q", name, i+1, w, line)
			}
		}
	}
}

// TestHelpStatesExitStatus: every command's --help says its exit
// statuses (only eval's did until a review on 7 December 2026), and the
// usage status is the 2 every command returns for a flag it lacks.
func TestHelpStatesExitStatus(t *testing.T) {
	names := []string{"version"}
	for n := range commands {
		names = append(names, n)
	}
	for _, n := range names {
		var out, errb bytes.Buffer
		if code := run(context.Background(), []string{n, "--help"}, &env{stdout: &out, stderr: &errb}); code != 0 {
			t.Fatalf("%s --help: exit %d", n, code)
		}
		if !strings.Contains(out.String(), "\nExit status: 0") || !strings.Contains(out.String(), "2 on bad usage") {
			t.Errorf("%s --help states no exit status:\n%s", n, out.String())
		}
		if code := run(context.Background(), []string{n, "--no-such-flag"}, &env{stdout: &out, stderr: &errb}); code != 2 {
			t.Errorf("%s --no-such-flag: exit %d, want 2", n, code)
		}
	}
}
