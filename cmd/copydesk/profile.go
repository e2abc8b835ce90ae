package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
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

// profiles are the files asked for with --cpuprofile and --memprofile.
type profiles struct{ cpu, heap string }

// addProfileFlags adds --cpuprofile and --memprofile, read by startProfile.
func addProfileFlags(fs *flag.FlagSet, p *profiles) {
	fs.StringVar(&p.cpu, "cpuprofile", "", "write a CPU profile to `FILE` (for go tool pprof)")
	fs.StringVar(&p.heap, "memprofile", "", "write a heap profile to `FILE` at the end (for go tool pprof)")
}

// startProfile starts the CPU profile asked for, if any; stop ends it and
// writes the heap profile asked for, if any (a failure to write it is
// reported on stderr: the command's own work is done by then).
func startProfile(p profiles, stderr io.Writer) (stop func(), err error) {
	stopCPU := func() {}
	if p.cpu != "" {
		if stopCPU, err = startCPUProfile(p.cpu); err != nil {
			return nil, err
		}
	}
	return func() {
		stopCPU()
		if p.heap != "" {
			if err := writeHeapProfile(p.heap); err != nil {
				fmt.Fprintf(stderr, "copydesk: %v\n", err)
			}
		}
	}, nil
}

// writeHeapProfile writes the live heap, after a collection, to path.
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("heap profile: %w", err)
	}
	runtime.GC()
	err = pprof.Lookup("heap").WriteTo(f, 0)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("heap profile: %w", err)
	}
	return nil
}

// corpusFlags are the flags of the commands that run the pipeline over a
// corpus: dedup, stories and brief.
type corpusFlags struct {
	workers  int
	tmp      string
	quiet    bool
	verbose  bool
	profiles profiles
}

func addCorpusFlags(fs *flag.FlagSet, workersUsage string) *corpusFlags {
	c := &corpusFlags{}
	fs.IntVar(&c.workers, "workers", 0, workersUsage)
	fs.StringVar(&c.tmp, "tmp", "", "`DIR` for the temporary text spool (default: system temp dir)")
	fs.BoolVar(&c.quiet, "quiet", false, "no summary or progress on stderr")
	fs.BoolVar(&c.verbose, "verbose", false, "log the time of every phase on stderr")
	addProfileFlags(fs, &c.profiles)
	return c
}
