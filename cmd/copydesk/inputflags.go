package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/progress"
	"github.com/copydesk/copydesk/internal/termtext"
)

// inputFlags are the flags shared by every command that reads documents.
type inputFlags struct {
	fields  input.Fields
	skipBad bool
	rejects string // --rejects FILE
	// titledEmpty: the command places a document with no text by its
	// title (stories, briefs), so the warning must not call it a
	// singleton.
	titledEmpty bool
	// verbose: the command's --verbose, which shows the reader's notes
	// (hidden files skipped, links not followed) too.
	verbose bool
	// at, when set, is told where each document is (input.Options.At).
	at func(name string, line int64)
}

func (f *inputFlags) register(fs *flagSet) {
	f.registerFields(fs)
	fs.BoolVar(&f.skipBad, "skip-bad", false, "skip malformed JSON lines, and documents of an id read before (the first is kept), instead of failing; both counted and reported at the end")
	fs.StringVar(&f.rejects, "rejects", "", "with --skip-bad: write each line skipped to `FILE`, one {\"file\",\"line\",\"reason\"} a line (stderr lists the first ten)")
}

// output is the file the flags write, for checkOutputs.
func (f *inputFlags) output() outputFile { return outputFile{"rejects", f.rejects} }

// registerFields registers the field-mapping flags only.
func (f *inputFlags) registerFields(fs *flagSet) {
	fs.StringVar(&f.fields.ID, "id-field", "id", "JSON `KEY` of the document id")
	fs.StringVar(&f.fields.Text, "text-field", "text", "JSON `KEY` of the text")
	fs.StringVar(&f.fields.Title, "title-field", "title", "JSON `KEY` of the title")
	fs.StringVar(&f.fields.Source, "source-field", "source", "JSON `KEY` of the source (outlet)")
	fs.StringVar(&f.fields.URL, "url-field", "url", "JSON `KEY` of the URL")
	fs.StringVar(&f.fields.Published, "published-field", "published", "JSON `KEY` of the publication date")
}

// read streams the documents of paths to fn with a progress bar, and reports
// what was repaired, skipped or empty on stderr.
func (f *inputFlags) read(ctx context.Context, e *env, paths []string, bar *progress.Bar, fn func(copydesk.Document) error) (input.Stats, error) {
	if err := f.checkFields(); err != nil {
		return input.Stats{}, err
	}
	total, known := input.TotalSize(ctx, paths)
	if !known {
		total = 0
	}
	bar.Stage("reading", total, true)
	// How many documents carry each optional field: a field flag naming a
	// key no document has (--published-field date) is most likely a typo,
	// and would silently leave every document undated, untitled, ...
	var has [4]int64 // title, source, url, published
	var rj *rejectsFile
	if f.rejects != "" {
		var err error
		if rj, err = createRejects(f.rejects); err != nil {
			return input.Stats{}, err
		}
	}
	st, err := input.Read(ctx, paths, e.stdin, input.Options{
		Fields:         f.fields,
		SkipBad:        f.skipBad,
		SkipDuplicates: f.skipBad,
		Logger:         e.loggerBeside(bar, f.verbose), // warnings: ignored files, empty directories; notes with --verbose
		OnBytes:        func(n int64) { bar.Add(n) },
		At:             f.at,
		OnSkip:         rj.add,
	}, func(d copydesk.Document) error {
		for i, ok := range [4]bool{d.Title != "", d.Source != "", d.URL != "", !d.Published.IsZero()} {
			if ok {
				has[i]++
			}
		}
		return fn(d)
	})
	bar.Clear()
	if cerr := rj.close(err != nil); err == nil {
		err = cerr
	}
	// A first line without the id or the text is most often a corpus that
	// names them otherwise ("body", "content"): say which flag reads them
	// (not of one odd line among documents read).
	if err != nil && st.Docs == 0 && errors.Is(err, copydesk.ErrBadInput) {
		for _, k := range f.fieldKeys()[:2] {
			if strings.HasSuffix(err.Error(), ": missing "+strconv.Quote(k.key)) {
				err = fmt.Errorf("%w (--%s KEY reads it from another key)", err, k.flag)
			}
		}
	}
	reportInput(e, st, f.titledEmpty)
	// On text files only, warnTextOnly says the flags do nothing: a
	// second warning per flag, that no document has its key, says less.
	if st.Docs > 0 && !textOnly(paths) {
		for i, fl := range []struct{ flag, key, def string }{
			{"title-field", f.fields.Title, "title"}, {"source-field", f.fields.Source, "source"},
			{"url-field", f.fields.URL, "url"}, {"published-field", f.fields.Published, "published"},
		} {
			if fl.key != fl.def && has[i] == 0 && (i != 3 || st.BadDates == 0) {
				fmt.Fprintf(e.stderr, "warning: --%s %s: no document has a non-empty %q value\n", fl.flag, fl.key, fl.key)
			}
		}
	}
	if err == nil {
		f.warnTextOnly(e, paths)
	}
	if err == nil && st.Docs == 0 && st.BadLines == 0 {
		// Not the directories: the reader has named each one it found
		// no document file in (an empty directory was warned of twice).
		var names []string
		for _, p := range paths {
			if p == "-" {
				names = append(names, "standard input")
			} else if fi, err := os.Stat(p); err != nil || !fi.IsDir() {
				names = append(names, p)
			}
		}
		if len(names) > 0 {
			fmt.Fprintf(e.stderr, "warning: no documents in %s\n", strings.Join(names, ", "))
		}
	}
	return st, err
}

// warnTextOnly warns of each field flag given when every input is text
// (directories, .txt and .md files): the flags map JSON keys, and were
// ignored silently (until a review on 7 December 2026).
func (f *inputFlags) warnTextOnly(e *env, paths []string) {
	if !textOnly(paths) {
		return
	}
	for _, k := range f.fieldKeys() {
		if k.key != k.def {
			fmt.Fprintf(e.stderr, "warning: --%s %s: has no effect on text files (the field flags name keys of JSON Lines)\n", k.flag, termtext.Message(k.key))
		}
	}
}

// textOnly reports whether every input is a directory or a .txt or .md
// file, whose documents have no keys.
func textOnly(paths []string) bool {
	for _, p := range paths {
		if !input.TextInput(p) {
			return false
		}
	}
	return true
}

// checkFields refuses an empty key and one key named by two mapping
// flags, by the flags' names (the reader's own message names its
// fields, "ID and Text").
func (f *inputFlags) checkFields() error {
	if f.rejects != "" && !f.skipBad {
		// Without it the first bad line fails the run: nothing to list.
		return usageError("--rejects needs --skip-bad")
	}
	keys := f.fieldKeys()
	for _, k := range keys {
		// The flags default to their keys, so an empty one was typed (an
		// unset variable, --id-field=): it read the default key, silently.
		if k.key == "" {
			return usageError("--%s: give a JSON key (the default is %q)", k.flag, k.def)
		}
	}
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			if keys[i].key == keys[j].key {
				return usageError("--%s and --%s both name the JSON key %q", keys[i].flag, keys[j].flag, keys[i].key)
			}
		}
	}
	if err := f.fields.Validate(); err != nil {
		return usageError("%v", err)
	}
	return nil
}

// fieldKeys is each mapping flag with the JSON key it names and its
// default, id and text first.
func (f *inputFlags) fieldKeys() []struct{ flag, key, def string } {
	return []struct{ flag, key, def string }{
		{"id-field", f.fields.ID, "id"}, {"text-field", f.fields.Text, "text"}, {"title-field", f.fields.Title, "title"},
		{"source-field", f.fields.Source, "source"}, {"url-field", f.fields.URL, "url"}, {"published-field", f.fields.Published, "published"},
	}
}

func reportInput(e *env, st input.Stats, titledEmpty bool) {
	if st.BadLines > 0 {
		fmt.Fprintf(e.stderr, "warning: skipped %d malformed line(s):\n", st.BadLines)
		for _, s := range st.BadSamples {
			fmt.Fprintf(e.stderr, "  %s\n", termtext.Line(s))
		}
		if int64(len(st.BadSamples)) < st.BadLines {
			fmt.Fprintf(e.stderr, "  ... and %d more\n", st.BadLines-int64(len(st.BadSamples)))
		}
	}
	if st.Duplicates > 0 {
		fmt.Fprintf(e.stderr, "warning: skipped %d document(s) of an id read before (the first kept):\n", st.Duplicates)
		writeSamples(e, st.DuplicateSamples, st.Duplicates)
	}
	// Named by place and id, as the other warnings name theirs: a count
	// alone left the user to search the corpus.
	if st.RepairedUTF8 > 0 {
		fmt.Fprintf(e.stderr, "warning: repaired invalid UTF-8 in %d document(s) (U+FFFD in its place):\n", st.RepairedUTF8)
		writeSamples(e, st.RepairedSamples, st.RepairedUTF8)
	}
	if st.RepairedIDs > 0 {
		// The id itself changed: a labels file or a later run naming it
		// as written will not find it (it was rewritten silently).
		fmt.Fprintf(e.stderr, "warning: %d id(s) with invalid UTF-8 read with U+FFFD in its place (a labels file naming them as written will not match):\n", st.RepairedIDs)
		writeSamples(e, st.RepairedIDSamples, st.RepairedIDs)
	}
	if st.Empty > 0 {
		more := ""
		if int64(len(st.EmptyIDs)) < st.Empty {
			more = fmt.Sprintf(" ... and %d more", st.Empty-int64(len(st.EmptyIDs)))
		}
		what := "empty document(s) kept as singletons"
		if titledEmpty {
			what = "document(s) with no text (placed by their title, or alone when untitled)"
		}
		fmt.Fprintf(e.stderr, "warning: %d %s: %s%s\n", st.Empty, what, termtext.Message(strings.Join(st.EmptyIDs, ", ")), more)
	}
	if st.BadDates > 0 {
		fmt.Fprintf(e.stderr, "warning: %d unparseable publication date(s) ignored (documents kept, undated):\n", st.BadDates)
		writeSamples(e, st.BadDateSamples, st.BadDates)
	}
}

// writeSamples lists the first few places of a warning, one a line, and
// how many more there are.
func writeSamples(e *env, samples []string, n int64) {
	for _, s := range samples {
		fmt.Fprintf(e.stderr, "  %s\n", termtext.Line(s))
	}
	if int64(len(samples)) < n {
		fmt.Fprintf(e.stderr, "  ... and %d more\n", n-int64(len(samples)))
	}
}

// rejectsFile is --rejects: each line --skip-bad skipped, written as it
// is skipped, so that a corpus of many needs no memory for them.
type rejectsFile struct {
	path string
	f    *os.File
	st   os.FileInfo
	w    *bufio.Writer
	enc  *json.Encoder
	err  error
}

func createRejects(path string) (*rejectsFile, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	st, _ := f.Stat()
	w := bufio.NewWriterSize(diskWriter(f), 1<<16)
	return &rejectsFile{path: path, f: f, st: st, w: w, enc: json.NewEncoder(w)}, nil
}

// add writes one skipped line; a nil file does nothing (no --rejects).
func (r *rejectsFile) add(name string, line int64, reason string) {
	if r == nil || r.err != nil {
		return
	}
	r.err = r.enc.Encode(struct {
		File   string `json:"file"`
		Line   int64  `json:"line"`
		Reason string `json:"reason"`
	}{name, line, reason})
}

// close flushes and closes the file, removing it when the read failed
// (as no other output is written then) or the writes did.
func (r *rejectsFile) close(failed bool) error {
	if r == nil {
		return nil
	}
	err := r.err
	if err == nil {
		err = r.w.Flush()
	}
	if cerr := r.f.Close(); err == nil {
		err = cerr
	}
	if err != nil || failed {
		removeWritten(r.st, r.path)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", r.path, err)
	}
	return nil
}
