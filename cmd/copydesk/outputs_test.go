package main

import (
	"fmt"
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

// An output that is a link to a file not made yet is written where the
// link points: the probe must look there, not beside the link (it
// refused a writable target behind a link in a read-only directory, and
// let a link into an unwritable directory through to fail at the end).
func TestOutputThroughDanglingLink(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("uses /proc as the unwritable directory")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.Symlink("/proc/copydesk-out.jsonl", bad); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := storiesCLI(t, "stories", "--quiet", "--assignments", bad, examplesNews); code == 0 || !strings.Contains(stderr, "cannot write in /proc") {
		t.Errorf("a link into /proc: exit %d, stderr %q; want it refused first, naming /proc", code, stderr)
	}
	out := filepath.Join(dir, "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.jsonl")
	if err := os.Symlink("out/a.jsonl", good); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := storiesCLI(t, "stories", "--quiet", "--assignments", good, examplesNews); code != 0 {
		t.Fatalf("a link to a new file: exit %d, %s", code, stderr)
	}
	if st, err := os.Stat(filepath.Join(out, "a.jsonl")); err != nil || st.Size() == 0 {
		t.Errorf("the link's target was not written: %v", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 3 {
		t.Errorf("the directory holds %d entries, want bad.jsonl, good.jsonl and out/ (a probe file left?)", len(ents))
	}
}

// A loop of links, and a link through a linked directory's "..", are
// checked as the kernel will resolve them, not passing the check to
// fail at the end of the run.
func TestOutputLinkLoopAndDotDot(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("uses /proc as the unwritable directory")
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	if err := os.Symlink(b, a); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(a, b); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := storiesCLI(t, "stories", "--quiet", "--assignments", a, examplesNews); code == 0 || !strings.Contains(stderr, "too many levels of symbolic links") {
		t.Errorf("a link loop: exit %d, stderr %q", code, stderr)
	}
	// d -> /proc/sys, o -> d/../x.jsonl: the kernel writes /proc/x.jsonl.
	if err := os.Symlink("/proc/sys", filepath.Join(dir, "d")); err != nil {
		t.Fatal(err)
	}
	o := filepath.Join(dir, "o.jsonl")
	if err := os.Symlink("d/../x.jsonl", o); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{o, dir + "/d/../y.jsonl"} {
		if code, _, stderr := storiesCLI(t, "stories", "--quiet", "--assignments", out, examplesNews); code == 0 || !strings.Contains(stderr, "cannot write in /proc") {
			t.Errorf("%s: exit %d, stderr %q; want it refused first, naming /proc", out, code, stderr)
		}
	}
}

// An output that is standard output (/dev/stdout, to a file or a pipe) is
// refused as "-" is: the main output goes there too. Another pipe (a
// process substitution, /dev/fd/63) is written as it is: it was refused,
// its link followed to "pipe:[N]" and probed as a directory.
func TestOutputStdoutAndPipes(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("names open files through /proc/self/fd")
	}
	fdPath := func(f *os.File) string { return fmt.Sprintf("/proc/self/fd/%d", f.Fd()) }
	file, err := os.Create(filepath.Join(t.TempDir(), "out.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	r2, w2, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r2.Close()
	defer w2.Close()
	devNull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devNull.Close()
	for _, c := range []struct {
		name   string
		stdout *os.File
		path   string
		refuse bool
	}{
		{"stdout to a file", file, fdPath(file), true},
		{"stdout to a pipe", w, fdPath(w), true},
		{"another pipe", w, fdPath(w2), false},
		{"a device", w, "/dev/null", false},
		{"/dev/null, standard output too", devNull, "/dev/null", false},
	} {
		err := checkPaths(c.stdout, nil, outputFile{"assignments", c.path})
		if c.refuse != (err != nil) {
			t.Errorf("%s: checkPaths(%s) = %v, want refused %v", c.name, c.path, err, c.refuse)
		}
		if err != nil && !strings.Contains(err.Error(), "is standard output") {
			t.Errorf("%s: %v, want it to say the path is standard output", c.name, err)
		}
	}
}

// An output that a document file of an input directory is, through a
// link, is refused before anything is written: a symbolic link there to
// the output (the run read back its just-created output as a document)
// or a hard link (the run overwrote the document).
func TestOutputLinkedFromInputDirectory(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "D")
	if err := os.Mkdir(in, 0o755); err != nil {
		t.Fatal(err)
	}
	doc := filepath.Join(in, "d1.txt")
	if err := os.WriteFile(doc, []byte("A fire destroyed the old mill.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.txt")
	if err := os.Symlink("../out.txt", filepath.Join(in, "zz.txt")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	code, _, stderr := storiesCLI(t, "stories", "--stream", "--quiet", "--assignments", out, in)
	if code != 2 || !strings.Contains(stderr, "links to it") {
		t.Errorf("a link in the input directory to the output: exit %d, %q", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("the output was created")
	}
	os.Remove(filepath.Join(in, "zz.txt"))
	hard := filepath.Join(dir, "hard.jsonl")
	if err := os.Link(doc, hard); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	code, _, stderr = storiesCLI(t, "stories", "--stream", "--quiet", "--assignments", hard, in)
	if code != 2 || !strings.Contains(stderr, "would be overwritten") {
		t.Errorf("a hard link to an input document: exit %d, %q", code, stderr)
	}
	if b, _ := os.ReadFile(doc); string(b) != "A fire destroyed the old mill.\n" {
		t.Errorf("the input document was changed: %q", b)
	}
}
