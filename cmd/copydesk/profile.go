package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"runtime/pprof"
)

// startCPUProfile profiles the process into path until the returned
// stop is called. A write that fails (the profiler drops its errors) is
// said on stderr and the file removed, as a failed output is: the work
// itself is done.
func startCPUProfile(path string, stderr io.Writer) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	w := &firstError{w: diskWriter(f)}
	if err := pprof.StartCPUProfile(w); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		err := w.err
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			removed := removeWritten(st, path)
			fmt.Fprintf(stderr, "copydesk: cpu profile: writing %s: %v%s\n", path, err, removedNote(removed))
		}
	}, nil
}

// firstError is a writer that keeps its first error.
type firstError struct {
	w   io.Writer
	err error
}

func (f *firstError) Write(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.w.Write(p)
	f.err = err
	return n, err
}

// profiles are the files asked for with --cpuprofile and --memprofile.
type profiles struct{ cpu, heap string }

// addProfileFlags adds --cpuprofile and --memprofile, read by startProfile.
func addProfileFlags(fs *flag.FlagSet, p *profiles) {
	fs.StringVar(&p.cpu, "cpuprofile", "", "write a CPU profile to `FILE` (for go tool pprof)")
	fs.StringVar(&p.heap, "memprofile", "", "write a heap profile to `FILE` once the work is done, before its data is released (for go tool pprof)")
}

// profiler writes the profiles asked for.
type profiler struct {
	stopCPU  func()
	heap     *os.File // created at the start: a bad path fails before the work
	heapPath string
	stderr   io.Writer
}

// startProfile starts the CPU profile asked for and creates the heap
// profile's file.
func startProfile(p profiles, stderr io.Writer) (*profiler, error) {
	pr := &profiler{stopCPU: func() {}, stderr: stderr}
	if p.heap != "" {
		f, err := os.Create(p.heap)
		if err != nil {
			return nil, fmt.Errorf("heap profile: %w", err)
		}
		pr.heap, pr.heapPath = f, p.heap
		// One sample per 4 KB allocated, not 512 KB: a small run's data
		// shows too.
		runtime.MemProfileRate = 4096
	}
	if p.cpu != "" {
		stop, err := startCPUProfile(p.cpu, stderr)
		if err != nil {
			pr.Stop()
			return nil, err
		}
		pr.stopCPU = stop
	}
	return pr, nil
}

// Heap writes the heap profile now (once): a command calls it when its work
// is done and its data still held, which a profile taken at exit, after the
// command has let go of everything, would not show. A failure is reported on
// stderr: the work itself is done.
func (p *profiler) Heap() {
	if p.heap == nil {
		return
	}
	f := p.heap
	p.heap = nil
	runtime.GC() // the profile shows the heap as of the last collection
	st, err := f.Stat()
	if err == nil {
		err = pprof.Lookup("heap").WriteTo(diskWriter(f), 0)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		removed := removeWritten(st, p.heapPath) // as a failed output is
		fmt.Fprintf(p.stderr, "copydesk: heap profile: writing %s: %v%s\n", p.heapPath, err, removedNote(removed))
	}
}

// Stop ends the CPU profile, and writes the heap profile if Heap was not
// called (a command that stopped early).
func (p *profiler) Stop() {
	p.stopCPU()
	p.Heap()
}

// errQuietVerbose refuses --quiet with --verbose, on every command that
// has both: which one wins would be a guess (the phase log printed under
// --quiet before).
var errQuietVerbose = usageError("--quiet and --verbose contradict each other: give one")

// corpusFlags are the flags of the commands that run the pipeline over a
// corpus: dedup, stories and brief.
type corpusFlags struct {
	workers  int
	tmp      string
	quiet    bool
	verbose  bool
	profiles profiles
}

// check refuses values the flags cannot mean.
func (c *corpusFlags) check() error {
	if c.quiet && c.verbose {
		return errQuietVerbose
	}
	if c.workers < 0 {
		return usageError("--workers %d: want 0 (all cores) or more", c.workers)
	}
	if c.tmp != "" {
		// Said before any work, naming the flag: the spool file's own
		// error comes once the flags are taken, as a failure (exit 1).
		switch st, err := os.Stat(c.tmp); {
		case errors.Is(err, fs.ErrNotExist):
			return usageError("--tmp %s: no such directory", c.tmp)
		case err != nil:
			return usageError("--tmp %v", err)
		case !st.IsDir():
			return usageError("--tmp %s: not a directory", c.tmp)
		}
	}
	return nil
}

func addCorpusFlags(fs *flag.FlagSet, workersUsage string) *corpusFlags {
	c := &corpusFlags{}
	fs.IntVar(&c.workers, "workers", 0, workersUsage)
	fs.StringVar(&c.tmp, "tmp", "", "`DIR` for the temporary text spool (default: system temp dir)")
	fs.BoolVar(&c.quiet, "quiet", false, "no summary or progress on stderr (warnings and errors still are)")
	fs.BoolVar(&c.verbose, "verbose", false, "log the time of every phase on stderr")
	addProfileFlags(fs, &c.profiles)
	return c
}
