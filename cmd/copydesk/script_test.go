package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/google/pprof/profile"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/rogpeppe/go-internal/testscript"
)

// The command-line tests live in testdata/script/*.txtar. Each script runs
// the real copydesk command (this test binary, re-executed under the name
// "copydesk") in a fresh work directory holding the script's files and a
// copy of the bundled example corpus under examples/.
//
// Run one script with: go test ./cmd/copydesk -run TestScript/eval
// Rewrite the golden sections of failing cmp lines with: -update-scripts

var updateScripts = flag.Bool("update-scripts", false, "rewrite the expected files of failing cmp commands in testdata/script")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"copydesk": func() {
			if v := os.Getenv("COPYDESK_TEST_DISK_FULL_AFTER"); v != "" {
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil {
					panic(err)
				}
				diskWriter = func(f *os.File) io.Writer { return &fullDisk{w: f, left: n} }
			}
			// As main does, so that the exit code and signal handling match the real binary.
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			code := run(ctx, os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr})
			stop()
			os.Exit(code)
		},
	})
}

// exampleFiles are copied from the bundled corpus into every script's $WORK/examples.
var exampleFiles = []string{"news.jsonl", "labels-copies.jsonl", "labels-stories.jsonl"}

func TestScript(t *testing.T) {
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		UpdateScripts:       *updateScripts,
		Setup: func(e *testscript.Env) error {
			dst := filepath.Join(e.WorkDir, "examples")
			if err := os.MkdirAll(dst, 0o777); err != nil {
				return err
			}
			for _, name := range exampleFiles {
				data, err := os.ReadFile(filepath.Join(examples, name))
				if err != nil {
					return fmt.Errorf("bundled example corpus: %w", err)
				}
				if err := os.WriteFile(filepath.Join(dst, name), data, 0o666); err != nil {
					return err
				}
			}
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exitcode":  cmdExitCode,
			"gzip":      cmdGzip,
			"zstd":      cmdZstd,
			"unhex":     cmdUnhex,
			"truncate":  cmdTruncate,
			"jsondrop":  cmdJSONDrop,
			"passages":  cmdPassages,
			"isgzip":    cmdIsGzip,
			"heapholds": cmdHeapHolds,
		},
	})
}

// fullDisk writes its first left bytes and then fails as a full disk
// does (COPYDESK_TEST_DISK_FULL_AFTER, bytes per output file).
type fullDisk struct {
	w    io.Writer
	left int64
}

func (d *fullDisk) Write(p []byte) (int, error) {
	if int64(len(p)) <= d.left {
		n, err := d.w.Write(p)
		d.left -= int64(n)
		return n, err
	}
	n, err := d.w.Write(p[:d.left])
	d.left -= int64(n)
	if err == nil {
		err = syscall.ENOSPC
	}
	return n, err
}

// exitcode N PROG [ARGS...]: run PROG like exec and require exit status N
// (testscript's "! exec" only tells zero from non-zero). stdout and stderr
// are kept for the commands that follow, as after exec.
func cmdExitCode(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "exitcode")
	if len(args) < 2 {
		ts.Fatalf("usage: exitcode N PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("%s: %v", args[1], err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// noNeg fails a helper command used with "!": helpers only set up files.
func noNeg(ts *testscript.TestScript, neg bool, name string) {
	if neg {
		ts.Fatalf("unsupported: ! %s", name)
	}
}

// gzip SRC DST: write SRC gzip-compressed to DST.
func cmdGzip(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "gzip")
	if len(args) != 2 {
		ts.Fatalf("usage: gzip SRC DST")
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, err := io.WriteString(zw, ts.ReadFile(args[0]))
	ts.Check(err)
	ts.Check(zw.Close())
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), buf.Bytes(), 0o666))
}

// zstd SRC DST: write SRC zstd-compressed to DST.
func cmdZstd(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "zstd")
	if len(args) != 2 {
		ts.Fatalf("usage: zstd SRC DST")
	}
	zw, err := zstd.NewWriter(nil)
	ts.Check(err)
	out := zw.EncodeAll([]byte(ts.ReadFile(args[0])), nil)
	ts.Check(zw.Close())
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), out, 0o666))
}

var hexEscape = regexp.MustCompile(`\\x[0-9a-fA-F]{2}`)

// unhex SRC DST: copy SRC to DST with every \xHH replaced by the byte 0xHH,
// so that scripts can hold invalid UTF-8 and other raw bytes as plain text.
func cmdUnhex(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "unhex")
	if len(args) != 2 {
		ts.Fatalf("usage: unhex SRC DST")
	}
	out := hexEscape.ReplaceAllFunc([]byte(ts.ReadFile(args[0])), func(m []byte) []byte {
		b, err := hex.DecodeString(string(m[2:]))
		ts.Check(err)
		return b
	})
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), out, 0o666))
}

// truncate FILE N: cut FILE to its first N bytes.
func cmdTruncate(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "truncate")
	if len(args) != 2 {
		ts.Fatalf("usage: truncate FILE N")
	}
	n, err := strconv.ParseInt(args[1], 10, 64)
	ts.Check(err)
	ts.Check(os.Truncate(ts.MkAbs(args[0]), n))
}

// jsondrop FILE PATH...: parse FILE (or "stdout") as one JSON value, delete
// the dotted object PATHs (such as stats.phases), and print the rest indented
// with sorted keys, for cmp against the stable part of an output.
func cmdJSONDrop(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "jsondrop")
	if len(args) < 1 {
		ts.Fatalf("usage: jsondrop FILE [PATH...]")
	}
	var v any
	dec := json.NewDecoder(strings.NewReader(ts.ReadFile(args[0])))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		ts.Fatalf("%s: not JSON: %v", args[0], err)
	}
	if dec.More() {
		ts.Fatalf("%s: more than one JSON value", args[0])
	}
	for _, path := range args[1:] {
		keys := strings.Split(path, ".")
		obj, ok := v.(map[string]any)
		for _, k := range keys[:len(keys)-1] {
			if !ok {
				break
			}
			obj, ok = obj[k].(map[string]any)
		}
		last := keys[len(keys)-1]
		if !ok {
			ts.Fatalf("%s: no object holds %s", args[0], path)
		}
		if _, ok := obj[last]; !ok {
			ts.Fatalf("%s: no key %s", args[0], path)
		}
		delete(obj, last)
	}
	b, err := json.MarshalIndent(v, "", "  ")
	ts.Check(err)
	fmt.Fprintf(ts.Stdout(), "%s\n", b)
}

// passages CORPUS PAIRS: for every pair of the --pairs file PAIRS, print
// what each passage's byte offsets cut out of the two texts of the JSONL
// CORPUS (default "id" and "text" keys): the first and last three words of
// each side. That checks the offsets land on the shared words, in bytes.
func cmdPassages(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "passages")
	if len(args) != 2 {
		ts.Fatalf("usage: passages CORPUS PAIRS")
	}
	texts := map[string]string{}
	for line := range strings.Lines(ts.ReadFile(args[0])) {
		var d struct{ ID, Text string }
		if strings.TrimSpace(line) == "" {
			continue
		}
		ts.Check(json.Unmarshal([]byte(line), &d))
		texts[d.ID] = d.Text
	}
	w := ts.Stdout()
	for line := range strings.Lines(ts.ReadFile(args[1])) {
		var p jsonPair
		ts.Check(json.Unmarshal([]byte(line), &p))
		fmt.Fprintf(w, "%s %s %s\n", p.A, p.Relation, p.B)
		for _, ps := range p.Passages {
			fmt.Fprintf(w, "  %d words\n", ps.Words)
			fmt.Fprintf(w, "    A[%d:%d] %s\n", ps.AStart, ps.AEnd, cut(ts, texts, p.A, ps.AStart, ps.AEnd))
			fmt.Fprintf(w, "    B[%d:%d] %s\n", ps.BStart, ps.BEnd, cut(ts, texts, p.B, ps.BStart, ps.BEnd))
		}
	}
}

// cut returns text[start:end] of document id, shortened to its first and last three words.
func cut(ts *testscript.TestScript, texts map[string]string, id string, start, end int) string {
	text, ok := texts[id]
	switch {
	case !ok:
		ts.Fatalf("passage of unknown document %q", id)
	case start < 0 || start > end || end > len(text):
		ts.Fatalf("passage [%d:%d] out of range of %q (%d bytes)", start, end, id, len(text))
	}
	s := text[start:end]
	if !utf8ValidBoundaries(text, start, end) {
		ts.Fatalf("passage [%d:%d] of %q splits a UTF-8 sequence", start, end, id)
	}
	words := strings.Fields(s)
	if len(words) <= 6 {
		return strings.Join(words, " ")
	}
	return strings.Join(words[:3], " ") + " ... " + strings.Join(words[len(words)-3:], " ")
}

// utf8ValidBoundaries reports whether start and end fall on rune boundaries of text.
func utf8ValidBoundaries(text string, start, end int) bool {
	isStart := func(i int) bool { return i == len(text) || text[i]&0xC0 != 0x80 }
	return isStart(start) && isStart(end)
}

// isgzip FILE [TEXT...]: require FILE to be a whole, non-empty gzip stream
// (the form of pprof profiles) whose content holds each TEXT (a function
// name in a profile's string table, say).
func cmdIsGzip(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "isgzip")
	if len(args) < 1 {
		ts.Fatalf("usage: isgzip FILE [TEXT...]")
	}
	zr, err := gzip.NewReader(strings.NewReader(ts.ReadFile(args[0])))
	if err != nil {
		ts.Fatalf("%s: %v", args[0], err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		ts.Fatalf("%s: %v", args[0], err)
	}
	if len(data) == 0 {
		ts.Fatalf("%s: empty profile", args[0])
	}
	for _, text := range args[1:] {
		if !bytes.Contains(data, []byte(text)) {
			ts.Fatalf("%s: no %q in it", args[0], text)
		}
	}
}

// heapholds FILE FUNC: require the heap profile FILE to show memory in use
// (not only allocated once) by allocations made under a function whose
// name contains FUNC.
func cmdHeapHolds(ts *testscript.TestScript, neg bool, args []string) {
	noNeg(ts, neg, "heapholds")
	if len(args) != 2 {
		ts.Fatalf("usage: heapholds FILE FUNC")
	}
	p, err := profile.Parse(strings.NewReader(ts.ReadFile(args[0])))
	if err != nil {
		ts.Fatalf("%s: %v", args[0], err)
	}
	inuse := -1
	for i, st := range p.SampleType {
		if st.Type == "inuse_space" {
			inuse = i
		}
	}
	if inuse < 0 {
		ts.Fatalf("%s: not a heap profile", args[0])
	}
	held := int64(0)
	for _, s := range p.Sample {
	stack:
		for _, loc := range s.Location {
			for _, line := range loc.Line {
				if line.Function != nil && strings.Contains(line.Function.Name, args[1]) {
					held += s.Value[inuse]
					break stack
				}
			}
		}
	}
	if held == 0 {
		ts.Fatalf("%s: nothing in use allocated under %s", args[0], args[1])
	}
	ts.Logf("%s: %d bytes in use under %s", args[0], held, args[1])
}
