package main

import (
	"flag"
	"os"
	"path/filepath"
)

// outputFile is a file an output flag names.
type outputFile struct{ flag, path string }

// checkOutputs refuses output files that would overwrite an input (it is
// truncated before, or after, it is read: the corpus is lost) or one
// another (one output silently lost). Empty paths are outputs not asked
// for; "-" as an input is stdin.
func checkOutputs(inputs []string, outs ...outputFile) error {
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
		for _, in := range inputs {
			if in != "-" && same(o.path, in) {
				return usageError("--%s %s is an input too: it would be overwritten", o.flag, o.path)
			}
		}
		for _, p := range outs[:i] {
			if p.path != "" && same(o.path, p.path) {
				return usageError("--%s and --%s name the same file %s", p.flag, o.flag, o.path)
			}
		}
	}
	return nil
}

// isSet reports whether the command line set the flag name.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
