// Command storystream measures the story assigner in streaming mode: it
// reads a corpus once, then feeds it through one story.Assigner on one
// goroutine, replicated with shifted dates as often as asked, and prints
// documents per second and resident memory against documents seen.
//
//	go run ./tools/storystream                    # Reuters, beside the repository
//	go run ./tools/storystream -total 1000000 -every 100000
//
// With -write FILE it writes the replicated stream as JSON lines instead,
// for measuring the command itself (scripts/stream-memory.sh).
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/story"
)

func main() {
	path := flag.String("docs", "../shared/data/reuters/docs.jsonl", "corpus `file` (JSONL)")
	total := flag.Int("total", 0, "documents to stream (default: the corpus once); the corpus is replicated with its dates shifted by its span")
	every := flag.Int("every", 0, "print a row every `N` documents (default: total/10)")
	window := flag.Duration("window", 0, "story window (0: default)")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile to `file`")
	memProfile := flag.String("memprofile", "", "write a heap profile to `file` at the end")
	liveHeap := flag.Bool("live", false, "collect garbage before each row, so heap MB is the live heap (slower)")
	write := flag.String("write", "", "write the replicated stream to `file` as JSON lines (ids suffixed #N, dates shifted) instead of streaming it")
	flag.Usage = func() {
		fmt.Fprint(flag.CommandLine.Output(), `Usage: storystream [flags]

Measures the story assigner alone in streaming mode: feeds a corpus,
replicated with shifted dates up to -total documents, through one
story.Assigner on one goroutine and prints documents per second and
resident memory against documents seen. With -write, writes the
replicated stream to a file instead (scripts/stream-memory.sh).

Flags:
`)
		flag.PrintDefaults()
	}
	flag.Parse()
	runtime.GOMAXPROCS(1)
	if *memProfile != "" {
		runtime.MemProfileRate = 4096
	}

	var docs []copydesk.Document
	_, err := input.Read(context.Background(), []string{*path}, nil, input.Options{Workers: 1}, func(d copydesk.Document) error {
		docs = append(docs, d)
		return nil
	})
	if err != nil {
		fail(err)
	}
	order := copydesk.PublicationOrder(docs)
	sorted := make([]copydesk.Document, len(docs))
	for n, i := range order {
		sorted[n] = docs[i]
	}
	docs = sorted
	var first, last time.Time
	for _, d := range docs {
		if d.Published.IsZero() {
			continue
		}
		if first.IsZero() || d.Published.Before(first) {
			first = d.Published
		}
		if d.Published.After(last) {
			last = d.Published
		}
	}
	shift := last.Sub(first) + 24*time.Hour
	if *total == 0 {
		*total = len(docs)
	}
	if *every == 0 {
		*every = max(1, *total/10)
	}
	if *write != "" {
		if err := writeStream(*write, docs, *total, shift); err != nil {
			fail(err)
		}
		return
	}
	closed := 0
	a, err := story.New(story.Options{Window: *window, OnClose: func(story.Story) { closed++ }})
	if err != nil {
		fail(err)
	}
	runtime.GC()
	debug.FreeOSMemory()
	fmt.Printf("corpus %s: %d documents, span %s; streaming %d on one core (GOMAXPROCS=1)\n", *path, len(docs), shift.Round(time.Hour), *total)
	fmt.Printf("%10s %10s %10s %10s %10s %10s %10s\n", "docs", "docs/s", "RSS MB", "heap MB", "open", "closed", "vocab")
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fail(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fail(err)
		}
		defer pprof.StopCPUProfile()
	}
	start := time.Now()
	cpu0 := cpuSeconds()
	lap := start
	var peak float64
	for n := 0; n < *total; n++ {
		d := replica(docs, n, shift)
		a.Add(story.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published})
		if (n+1)%*every == 0 || n+1 == *total {
			now := time.Now()
			rss := rssMB()
			peak = max(peak, rss)
			var ms runtime.MemStats
			if *liveHeap {
				runtime.GC()
			}
			runtime.ReadMemStats(&ms)
			fmt.Printf("%10d %10.0f %10.1f %10.1f %10d %10d %10d\n", n+1, float64(*every)/now.Sub(lap).Seconds(), rss, float64(ms.HeapAlloc)/1e6, a.Open(), closed, a.Vocabulary())
			lap = time.Now()
		}
	}
	el := time.Since(start)
	if *memProfile != "" {
		f, err := os.Create(*memProfile)
		if err != nil {
			fail(err)
		}
		runtime.GC()
		if err := pprof.WriteHeapProfile(f); err != nil {
			fail(err)
		}
		f.Close()
	}
	cpu := cpuSeconds() - cpu0
	fmt.Printf("total: %d documents in %s wall = %.0f docs/s; %.2f s CPU = %.0f docs per CPU-second; peak RSS %.1f MB (VmHWM %.1f MB)\n",
		*total, el.Round(time.Millisecond), float64(*total)/el.Seconds(), cpu, float64(*total)/cpu, peak, hwmMB())
}

// cpuSeconds is the user+system CPU time of this process: a rate per CPU
// second does not depend on what else runs on the machine.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}

// rssMB reads the resident set size of this process (Linux).
func rssMB() float64 { return statusMB("VmRSS:") }

// hwmMB reads the peak resident set size of this process (Linux).
func hwmMB() float64 { return statusMB("VmHWM:") }

func statusMB(key string) float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, key) {
			f := strings.Fields(line)
			if len(f) >= 2 {
				kb, _ := strconv.ParseFloat(f[1], 64)
				return kb / 1024
			}
		}
	}
	return 0
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "storystream:", err)
	os.Exit(1)
}

// replica is the n-th document of the stream: the corpus again and again,
// each round's ids suffixed #round and its dates shifted by round spans.
func replica(docs []copydesk.Document, n int, shift time.Duration) copydesk.Document {
	rep := n / len(docs)
	d := docs[n%len(docs)]
	if rep > 0 {
		d.ID = d.ID + "#" + strconv.Itoa(rep)
		if !d.Published.IsZero() {
			d.Published = d.Published.Add(time.Duration(rep) * shift)
		}
	}
	return d
}

// writeStream writes the first total documents of the stream to path.
func writeStream(path string, docs []copydesk.Document, total int, shift time.Duration) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for n := range total {
		if err := enc.Encode(httpapi.NewWireDoc(replica(docs, n, shift))); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
