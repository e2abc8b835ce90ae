package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

// startCPUProfile profiles the process into path until the returned stop is called.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// addProfileFlag adds --cpuprofile, read by startProfile.
func addProfileFlag(fs *flag.FlagSet, path *string) {
	fs.StringVar(path, "cpuprofile", "", "write a CPU profile to `FILE` (for go tool pprof)")
}

// startProfile starts the CPU profile asked for with --cpuprofile, if
// any; stop ends it (nothing to end when none was asked for).
func startProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	return startCPUProfile(path)
}

// corpusFlags are the flags of the commands that run the pipeline over a
// corpus: dedup, stories and brief.
type corpusFlags struct {
	workers    int
	tmp        string
	quiet      bool
	verbose    bool
	cpuProfile string
}

func addCorpusFlags(fs *flag.FlagSet, workersUsage string) *corpusFlags {
	c := &corpusFlags{}
	fs.IntVar(&c.workers, "workers", 0, workersUsage)
	fs.StringVar(&c.tmp, "tmp", "", "`DIR` for the temporary text spool (default: system temp dir)")
	fs.BoolVar(&c.quiet, "quiet", false, "no summary or progress on stderr")
	fs.BoolVar(&c.verbose, "verbose", false, "log the time of every phase on stderr")
	addProfileFlag(fs, &c.cpuProfile)
	return c
}
