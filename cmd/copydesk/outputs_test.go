package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// An output that cannot be written (its directory or the file itself
// refuses writes) fails before the work: a batch run wrote its outputs
// only at the end, so a long run was lost to a read-only directory.
// /proc refuses new files to root too; the chmod cases need another user.
func TestUnwritableOutputFailsFirst(t *testing.T) {
	type tc struct{ name, path string }
	var cases []tc
	if runtime.GOOS == "linux" {
		cases = append(cases, tc{"directory /proc", "/proc/copydesk-out.jsonl"})
	}
	if os.Geteuid() != 0 && runtime.GOOS != "windows" {
		dir := t.TempDir()
		ro := filepath.Join(dir, "ro")
		if err := os.Mkdir(ro, 0o555); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "ro.jsonl")
		if err := os.WriteFile(file, []byte("kept\n"), 0o444); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, tc{"read-only directory", filepath.Join(ro, "a.jsonl")}, tc{"read-only file", file})
	}
	if len(cases) == 0 {
		t.Skip("no unwritable place to test on this system as this user")
	}
	for _, c := range cases {
		for _, args := range [][]string{
			{"stories", "--quiet", "--assignments", c.path, examplesNews},
			{"stories", "--quiet", "--stories", c.path, examplesNews},
			{"dedup", "--quiet", "--assignments", c.path, examplesNews},
			{"dedup", "--quiet", "--pairs", c.path, examplesNews},
			{"brief", "--quiet", "--memprofile", c.path, examplesNews},
		} {
			code, _, stderr := storiesCLI(t, args...)
			if code == 0 || !strings.Contains(stderr, "cannot write") {
				t.Errorf("%s: %v: exit %d, stderr %q; want a failure saying it cannot write", c.name, args, code, stderr)
			}
		}
	}
}
