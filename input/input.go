// Package input reads copydesk documents from text files, directory trees and
// JSON Lines (plain, gzip or zstd), and from standard input.
//
// Read accepts, for each path:
//
//   - a directory: every .txt, .md and .markdown file below it, in sorted
//     order of id; the id is the path relative to the directory with "/"
//     separators. Names starting with "." (.git, ._foo.txt) are skipped.
//   - a .txt, .md or .markdown file: one document whose id is the path as given.
//   - a .jsonl, .ndjson or .json file, or a file with no extension: one JSON
//     object per line, see [Fields].
//   - "-": JSON Lines from standard input.
//
// Gzip and zstd data is recognised by its magic bytes and decompressed; the
// format is then taken from the name without its .gz, .zst or .zstd suffix
// (so docs.jsonl.gz and docs.gz are JSON Lines, notes.txt.gz is one text).
//
// A text document's Title is its first non-blank line (for Markdown, without
// the heading #s) and its Text is the whole file, title line included,
// because the text is what gets matched.
package input

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"runtime"

	"github.com/copydesk/copydesk"
)

// Fields names the JSON keys holding each document field. An empty name
// means the default: "id", "text", "title", "source", "url", "published".
//
// The id may be a JSON string or number (a number becomes its decimal text);
// text must be a string; title, source and url must be strings or null;
// published may be a date string in one of several common layouts or a Unix
// time in seconds or milliseconds. Keys are matched exactly (case matters)
// and other keys are ignored.
type Fields struct {
	ID, Text, Title, Source, URL, Published string
}

// Options tune Read. The zero value is ready to use.
type Options struct {
	// Fields maps JSON keys to document fields.
	Fields Fields
	// SkipBad counts and skips malformed JSON lines (and the unreadable rest
	// of a corrupt compressed file) instead of failing. A duplicate id is
	// not a malformed line: see SkipDuplicates.
	SkipBad bool
	// SkipDuplicates keeps the first document of each id and counts and
	// skips the later ones instead of failing: duplicate ids are the
	// most common defect of scraped corpora.
	SkipDuplicates bool
	// Workers is the number of goroutines decoding documents; 0 means
	// GOMAXPROCS. Reading and calling fn take one more goroutine each.
	Workers int
	// Logger receives debug and warning notes; nil discards them.
	Logger *slog.Logger
	// OnBytes, if set, is called with the number of raw (still compressed)
	// input bytes consumed since the previous call, after the documents read
	// from them were passed to fn, and on the same goroutine as fn. The
	// total to expect is given by [TotalSize].
	OnBytes func(n int64)
	// OnSkip, if set, is called with each line (or corrupt rest of a
	// compressed file) SkipBad skips and each document SkipDuplicates
	// skips: its file (or "stdin"), its line (0 for a text file) and
	// why, on the goroutine that calls fn.
	OnSkip func(name string, line int64, reason string)
	// At, if set, is called with where each document is, just before fn
	// is called with it and on the same goroutine: the file (or "stdin")
	// and the JSONL line, 0 for a text file. A caller that reports a
	// document's fate later (a refusal) can name its place.
	At func(name string, line int64)
}

// Stats describe what Read saw. Counts are exact; sample lists are capped.
type Stats struct {
	Files int64 // files read; standard input counts as one
	Docs  int64 // documents passed to fn
	Bytes int64 // input bytes read, after decompression

	// RepairedUTF8 counts documents in which invalid UTF-8 (or, in JSON, a
	// lone UTF-16 surrogate escape) was replaced by U+FFFD;
	// RepairedSamples holds the first few as "file:line: id".
	RepairedUTF8    int64
	RepairedSamples []string
	// RepairedIDs counts the documents whose id itself was so repaired,
	// which then no longer matches the id as a labels file writes it;
	// RepairedIDSamples holds the first few as "file:line: id".
	RepairedIDs       int64
	RepairedIDSamples []string

	// BadLines counts the malformed lines and corrupt compressed data
	// skipped with SkipBad; BadSamples holds the first few as
	// "file:line: reason", for an end-of-run report. Without SkipBad the
	// read fails at the first instead and both stay empty.
	BadLines   int64
	BadSamples []string

	// Duplicates counts the documents skipped with SkipDuplicates for an
	// id read before; DuplicateSamples holds the first few as
	// "file:line: duplicate id ... (first seen at file:line)".
	Duplicates       int64
	DuplicateSamples []string

	// Empty counts documents whose text is only white space; they are kept.
	// EmptyIDs lists the first few of their ids.
	Empty    int64
	EmptyIDs []string

	// BadDates counts published values that could not be parsed; those
	// documents are kept with a zero Published. BadDateSamples holds the
	// first few as "file:line: id: value", the value as written (a
	// string quoted, cut to 40 characters).
	BadDates       int64
	BadDateSamples []string
}

// Caps on the sample lists in Stats: enough for a report, bounded for huge inputs.
const (
	maxBadSamples = 10
	maxEmptyIDs   = 20
)

// Read streams the documents of every path to fn, in input order. fn is
// called from the goroutine that called Read. stdin is read when a path is
// "-" (JSON Lines, possibly compressed).
//
// Read stops at the first error of fn (returned as is), of ctx, or of bad
// input. Bad input errors read "file:line: reason" and wrap
// copydesk.ErrBadInput, or copydesk.ErrDuplicateID for an id seen before (in
// any of the paths). With opts.SkipBad, malformed lines are counted in Stats
// instead, and with opts.SkipDuplicates, documents of an id read before. The Stats returned describe what was read until Read returned.
//
// When Read returns early while reading stdin, a goroutine may stay blocked
// in stdin.Read until that read returns; it then exits without reading more.
func Read(ctx context.Context, paths []string, stdin io.Reader, opts Options, fn func(d copydesk.Document) error) (Stats, error) {
	keys, err := opts.Fields.keys()
	if err != nil {
		return Stats{}, err
	}
	srcs, err := plan(paths, stdin)
	if err != nil {
		return Stats{}, err
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	p := &pipeline{
		keys:    keys,
		srcs:    srcs,
		stdin:   stdin,
		opts:    opts,
		workers: workers,
		log:     log,
	}
	return p.run(ctx, fn)
}

// keys returns the JSON key of each field, defaults filled in, indexed by the field constants.
// Validate reports a mapping that cannot work, such as one JSON key feeding
// two fields.
func (f Fields) Validate() error {
	_, err := f.keys()
	return err
}

func (f Fields) keys() ([nFields]string, error) {
	k := [nFields]string{
		fieldID:        or(f.ID, "id"),
		fieldText:      or(f.Text, "text"),
		fieldTitle:     or(f.Title, "title"),
		fieldSource:    or(f.Source, "source"),
		fieldURL:       or(f.URL, "url"),
		fieldPublished: or(f.Published, "published"),
	}
	// One key feeding two fields is almost certainly a slip in the mapping flags.
	for i := range k {
		for j := i + 1; j < len(k); j++ {
			if k[i] == k[j] {
				return k, fmt.Errorf("input: fields %s and %s both map to JSON key %q", fieldNames[i], fieldNames[j], k[i])
			}
		}
	}
	return k, nil
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// ReadAll reads every document of paths into memory, in input order:
// Read with a function collecting them, for corpora small enough to hold
// (an example corpus, a test's fixture). Its errors are Read's.
func ReadAll(ctx context.Context, paths []string, opts Options) ([]copydesk.Document, error) {
	var docs []copydesk.Document
	_, err := Read(ctx, paths, nil, opts, func(d copydesk.Document) error {
		docs = append(docs, d)
		return nil
	})
	return docs, err
}
