package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/copydesk/copydesk/input"
)

// outputFile is a file an output flag names.
type outputFile struct{ flag, path string }

// checkNested refuses an input that a directory given too would read
// again (a file or directory below it, not hidden: what its walk reads),
// under another id: every such document would be found identical to
// itself. infos holds the inputs' stats (nil: "-" or unreadable). The
// real paths are compared, a directory's ancestors looked up, so many
// inputs cost no pair-by-pair comparison.
func checkNested(inputs []string, infos []os.FileInfo) error {
	if !slices.ContainsFunc(infos, func(fi os.FileInfo) bool { return fi != nil && fi.IsDir() }) {
		return nil // no directory: nothing is read twice (and no path resolved)
	}
	real := make([]string, len(inputs))
	dirs := map[string]int{}
	for i, fi := range infos {
		if fi == nil {
			continue
		}
		r, err := filepath.EvalSymlinks(inputs[i])
		if err == nil {
			r, err = filepath.Abs(r)
		}
		if err != nil {
			continue
		}
		real[i] = r
		if fi.IsDir() {
			dirs[r] = i
		}
	}
	for i, r := range real {
		if r == "" {
			continue
		}
		for up, below := filepath.Dir(r), r; up != below; up, below = filepath.Dir(up), up {
			j, ok := dirs[up]
			if !ok {
				continue
			}
			rel, err := filepath.Rel(up, r)
			if err == nil && (infos[i].IsDir() && !input.Hidden(rel) || !infos[i].IsDir() && input.ReadFromDir(rel)) {
				return usageError("%s lies inside %s: its documents would be read twice", inputs[i], inputs[j])
			}
		}
	}
	return nil
}

// checkOutputs refuses output files that would overwrite an input (it is
// truncated before, or after, it is read: the corpus is lost), lie inside
// an input directory (the next run would read them as documents), or
// overwrite one another (one output silently lost). Empty paths are
// outputs not asked for; "-" as an input is stdin. An input named twice
// ("-", or one file under two names) is refused too.
func checkOutputs(inputs []string, outs ...outputFile) error {
	// Standard input can be read once: the second "-" would read nothing
	// and leave the user to guess which documents went missing.
	if i := slices.Index(inputs, "-"); i >= 0 && slices.Contains(inputs[i+1:], "-") {
		return usageError("- (standard input) given more than once as an INPUT")
	}
	// One file named twice would fail half way on its first id as a
	// duplicate, which reads like a fault of the data. Only names of one
	// size and time can be one file: a shell glob of many files is not
	// compared pair by pair.
	type stamp struct {
		size int64
		mod  int64 // nanoseconds
		dir  bool
	}
	seen := map[stamp][]int{}
	infos := make([]os.FileInfo, len(inputs))
	for i, a := range inputs {
		if a == "-" {
			continue
		}
		sa, err := os.Stat(a)
		if err != nil {
			continue // the reader says what is wrong with it
		}
		infos[i] = sa
		k := stamp{sa.Size(), sa.ModTime().UnixNano(), sa.IsDir()}
		for _, j := range seen[k] {
			if os.SameFile(infos[j], sa) {
				b := inputs[j]
				what := "file"
				if sa.IsDir() {
					what = "directory"
				}
				return usageError("%s and %s are one %s: name it once", b, a, what)
			}
		}
		seen[k] = append(seen[k], i)
	}
	if err := checkNested(inputs, infos); err != nil {
		return err
	}
	abs := func(p string) string {
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return filepath.Clean(p)
	}
	same := func(a, b string) bool {
		if abs(a) == abs(b) {
			return true
		}
		sa, errA := os.Stat(a)
		sb, errB := os.Stat(b)
		return errA == nil && errB == nil && os.SameFile(sa, sb)
	}
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		if o.path == "-" {
			return usageError("--%s -: give a file name (standard output carries the main output)", o.flag)
		}
		for _, in := range inputs {
			if in == "-" {
				continue
			}
			if same(o.path, in) {
				return usageError("--%s %s is an input too: it would be overwritten", o.flag, o.path)
			}
			if st, err := os.Stat(in); err == nil && st.IsDir() {
				// Both the name given (a link there is read as a document)
				// and where a link at it writes.
				paths := []string{o.path}
				if target, err := followLinks(o.path); err == nil && target != o.path {
					paths = append(paths, target)
				}
				for _, p := range paths {
					if rel, ok := under(in, p); ok && input.ReadFromDir(rel) {
						return usageError("--%s %s lies inside the input directory %s: a later run would read it as a document", o.flag, o.path, in)
					}
				}
			}
		}
		for _, p := range outs[:i] {
			if p.path != "" && same(o.path, p.path) {
				return usageError("--%s and --%s name the same file %s", p.flag, o.flag, o.path)
			}
		}
	}
	return checkLinkedOutputs(inputs, outs)
}

// checkLinkedOutputs refuses an output that a document file of an input
// directory is, through a link: a symbolic link there pointing at the
// output (the run would read back what it just created) or a hard link
// (the run would overwrite the document).
func checkLinkedOutputs(inputs []string, outs []outputFile) error {
	type target struct {
		o    outputFile
		path string      // where it is written, links followed
		st   os.FileInfo // nil when it does not exist yet
	}
	var targets []target
	for _, o := range outs {
		if o.path == "" || o.path == "-" {
			continue
		}
		t := target{o: o, path: o.path}
		if p, err := followLinks(o.path); err == nil {
			t.path = p
		}
		if a, err := filepath.Abs(t.path); err == nil {
			t.path = a
		}
		if st, err := os.Stat(o.path); err == nil && st.Mode().IsRegular() {
			t.st = st
		}
		targets = append(targets, t)
	}
	if len(targets) == 0 {
		return nil
	}
	for _, in := range inputs {
		if st, err := os.Stat(in); in == "-" || err != nil || !st.IsDir() {
			continue
		}
		root, err := filepath.EvalSymlinks(in)
		if err != nil {
			continue
		}
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil // what cannot be walked is the reader's to report
			}
			rel, err := filepath.Rel(root, path)
			if err != nil || !input.ReadFromDir(rel) {
				return nil
			}
			var st os.FileInfo
			linked := ""
			if d.Type()&fs.ModeSymlink != 0 {
				if p, err := followLinks(path); err == nil {
					if a, err := filepath.Abs(p); err == nil {
						linked = a
					}
				}
			}
			for _, t := range targets {
				if linked != "" && linked == t.path {
					return usageError("--%s %s: the input document %s links to it: the run would read back what it writes", t.o.flag, t.o.path, filepath.Join(in, rel))
				}
				if t.st == nil {
					continue
				}
				if st == nil {
					if st, err = os.Stat(path); err != nil {
						return nil
					}
				}
				if os.SameFile(st, t.st) {
					return usageError("--%s %s is the input document %s (a link to one file): it would be overwritten", t.o.flag, t.o.path, filepath.Join(in, rel))
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// under reports whether path lies inside dir, links resolved, and where.
func under(dir, path string) (string, bool) {
	real := func(p string) string {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return filepath.Clean(p)
	}
	// The output may not exist yet: resolve its directory.
	rel, err := filepath.Rel(real(dir), filepath.Join(real(filepath.Dir(path)), filepath.Base(path)))
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return rel, true
}

// checkPaths runs once the command line is known good, before any output
// is created: a failed run must not leave an output truncated, nor find a
// bad output path only when the work is done. As usage errors (exit 2,
// as --tmp and --db of the wrong kind): an input that does not exist or
// whose name says no known format, an output whose directory does not
// exist or that is a directory. A path that is there but cannot be read
// or written is a failure (exit 1).
func checkPaths(stdout io.Writer, inputs []string, outs ...outputFile) error {
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		st, err := os.Stat(in)
		if err != nil {
			// Not "input: stat typo.jsonl: ...": the system call is noise.
			if errors.Is(err, fs.ErrNotExist) {
				return usageError("input %s: %v", in, pathless(err))
			}
			return fmt.Errorf("input %s: %w", in, pathless(err))
		}
		if !st.IsDir() {
			if err := input.CheckFileType(in); err != nil {
				return usageError("%v", err)
			}
		} else if err := input.CheckDir(context.Background(), in); err != nil {
			// A dataset folder read its README and LICENSE as the corpus,
			// exit 0 (until a review on 7 December 2026).
			return usageError("%v", err)
		}
	}
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		if st, err := os.Stat(o.path); err == nil {
			if isStdout(stdout, st) {
				return usageError("--%s %s is standard output, which carries the main output: give a file name", o.flag, o.path)
			}
			if !st.Mode().IsRegular() && !st.IsDir() {
				continue // a device or a pipe (a process substitution): written as it is
			}
		}
		// A link to a file not made yet is written where it points.
		target, err := followLinks(o.path)
		if err != nil {
			return fmt.Errorf("--%s %s: %w", o.flag, o.path, err)
		}
		// A directory missing or of the wrong kind is how the flag was
		// used, as --tmp nosuch (exit 2), not a failure (exit 1).
		if st, err := os.Stat(filepath.Dir(target)); errors.Is(err, fs.ErrNotExist) {
			return usageError("--%s %s: no such directory %s", o.flag, o.path, filepath.Dir(target))
		} else if err != nil {
			return fmt.Errorf("--%s %s: %w", o.flag, o.path, err)
		} else if !st.IsDir() {
			// news.jsonl/out.jsonl: "no such directory news.jsonl" sent
			// the reader looking for a file that is there.
			return usageError("--%s %s: %s is not a directory", o.flag, o.path, filepath.Dir(target))
		}
		if st, err := os.Stat(o.path); err == nil && st.IsDir() || strings.HasSuffix(o.path, string(filepath.Separator)) {
			// How the flag was used, as --db or --tmp of the wrong kind
			// (exit 2), not a failure (exit 1).
			return usageError("--%s %s is a directory: give a file name", o.flag, o.path)
		}
		if err := probeWritable(target); err != nil {
			return fmt.Errorf("--%s %s: %w", o.flag, o.path, err)
		}
	}
	return nil
}

// startRun is the last step before a command's work: it checks the
// inputs and the outputs' paths (checkPaths, the profiles' included) and
// then starts the profiles, so that nothing is created for a run that
// cannot go ahead.
func startRun(inputs []string, p profiles, stdout, stderr io.Writer, outs ...outputFile) (*profiler, error) {
	outs = append(outs, outputFile{"cpuprofile", p.cpu}, outputFile{"memprofile", p.heap})
	if err := checkPaths(stdout, inputs, outs...); err != nil {
		return nil, err
	}
	return startProfile(p, stderr)
}

// isStdout reports whether st is the file standard output writes to.
func isStdout(stdout io.Writer, st os.FileInfo) bool {
	f, ok := stdout.(*os.File)
	if !ok {
		return false
	}
	if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(null, st) {
		return false // output and standard output both thrown away: nothing mixes
	}
	fst, err := f.Stat()
	return err == nil && os.SameFile(fst, st)
}

// isSet reports whether the command line set the flag name.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// probeWritable reports whether path could be written, without changing
// it: a batch command writes its outputs when the work is done, and a
// read-only directory found then loses the run. An existing regular file
// is opened for writing (not truncated); otherwise a hidden file is
// created and removed in its directory. Other existing files (a device,
// a pipe) are left to the write itself: opening a pipe would block.
func probeWritable(path string) error {
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return nil
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return fmt.Errorf("cannot write the file: %w", pathless(err))
		}
		return f.Close()
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".copydesk-probe-*")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %w", dir, pathless(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// pathless is err without the path an *os.PathError names (the caller
// names it better).
func pathless(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// followLinks returns the path a file created at path would have:
// symbolic links followed, the last one possibly dangling, and its
// directory resolved as the kernel resolves it (".." after a linked
// directory goes up from where the link points).
func followLinks(path string) (string, error) {
	for range 40 { // as many as the kernel follows
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			dir, base := splitLast(path)
			if real, err := filepath.EvalSymlinks(dir); err == nil {
				return filepath.Join(real, base), nil
			}
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return path, nil
		}
		if !filepath.IsAbs(dest) {
			// Not joined with filepath.Join, which would clean "d/.."
			// away by name when d is a link.
			dir, _ := splitLast(path)
			dest = dir + string(filepath.Separator) + dest
		}
		path = dest
	}
	return "", errors.New("too many levels of symbolic links")
}

// splitLast splits path at its last separator, without cleaning it.
func splitLast(path string) (dir, base string) {
	i := strings.LastIndexByte(path, filepath.Separator)
	switch {
	case i < 0:
		return ".", path
	case i == 0:
		return string(filepath.Separator), path[1:]
	}
	return path[:i], path[i+1:]
}
