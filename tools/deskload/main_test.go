package main

import (
	"bytes"
	"strings"
	"testing"
)

// The README points to "deskload -h" for the commands: it must print them
// and succeed, and an unknown command must be a usage error.
func TestHelp(t *testing.T) {
	for _, arg := range []string{"-h", "-help", "--help", "help"} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{arg}, &stdout, &stderr); code != 0 {
			t.Errorf("deskload %s: exit %d, want 0; stderr %q", arg, code, stderr.String())
		}
		for _, cmd := range []string{"ingest", "read", "reads", "replicate", "restart"} {
			if !strings.Contains(stdout.String(), "deskload "+cmd+" ") {
				t.Errorf("deskload %s does not show %q:\n%s", arg, cmd, stdout.String())
			}
		}
	}
	for _, args := range [][]string{nil, {"bogus"}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("deskload %q: exit %d, want 2", args, code)
		}
		if !strings.Contains(stderr.String(), "deskload ingest ") {
			t.Errorf("deskload %q: no usage on stderr: %q", args, stderr.String())
		}
	}
}
