package input

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"

	"github.com/copydesk/copydesk"
)

// The pipeline: one reader goroutine cuts the input into batches of whole
// lines (or whole text files), workers decode batches in parallel, and the
// goroutine that called Read puts them back in order, checks ids and calls fn.
//
// A batch holds about batchSize bytes: big enough that channel hand-offs
// cost nothing next to decoding, small enough that two workers stay busy on
// a few megabytes of input.
const (
	batchSize     = 1 << 20
	maxBatchFiles = 256
)

type batchKind uint8

const (
	batchDocs  batchKind = iota // JSON lines in data, or text files in texts
	batchBad                    // err is bad input that SkipBad may pass over
	batchFatal                  // err ends the read
)

type batch struct {
	seq    int
	kind   batchKind
	name   string     // file, for messages
	stdin  bool       // read from standard input
	data   []byte     // whole JSON lines
	pooled []byte     // data's buffer, reused once the batch is delivered
	line   int64      // number of data's first line
	texts  []textFile // text documents
	err    error
	files  int64 // files that start in this batch
	raw    int64 // raw bytes read for this batch, for OnBytes
	n      int64 // decompressed bytes, for Stats.Bytes
	out    []record
}

type pipeline struct {
	keys    [nFields]string
	srcs    []src
	stdin   io.Reader
	opts    Options
	workers int
	log     *slog.Logger
}

func (p *pipeline) run(parent context.Context, fn func(copydesk.Document) error) (Stats, error) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()

	// slots bounds the batches between reader and fn, so memory stays at a
	// few batches however slow fn or one worker is.
	inflight := 2*p.workers + 2
	slots := make(chan struct{}, inflight)
	work := make(chan *batch, inflight)
	done := make(chan *batch, inflight)
	free := make(chan []byte, inflight)

	r := &reader{p: p, ctx: ctx, slots: slots, work: work, free: free}
	var wg sync.WaitGroup
	wg.Go(func() {
		defer close(work)
		r.run()
	})
	var workers sync.WaitGroup
	for range p.workers {
		workers.Go(func() {
			dec := newJSONDecoder(p.keys)
			for b := range work {
				if ctx.Err() == nil {
					dec.batch(b)
				}
				done <- b // never blocks: slots bound the batches to cap(done)
			}
		})
	}
	wg.Go(func() {
		workers.Wait()
		close(done)
	})

	st, err := p.deliver(ctx, done, slots, free, fn)
	cancel()
	// Wait so that no file is left open, except when standard input or a
	// named pipe may hold the reader in a read (or, for a pipe with no
	// writer yet, an open) nothing can interrupt; it then exits on its own
	// once that returns.
	if !r.mayBlock() {
		wg.Wait()
	}
	return st, err
}

// deliver passes the decoded batches to fn in input order.
func (p *pipeline) deliver(ctx context.Context, done <-chan *batch, slots <-chan struct{}, free chan<- []byte, fn func(copydesk.Document) error) (Stats, error) {
	var st Stats
	seen := newIDSet()
	pending := make(map[int]*batch)
	next := 0
	for {
		select {
		case <-ctx.Done():
			return st, ctx.Err()
		case b, ok := <-done:
			if !ok {
				return st, nil
			}
			pending[b.seq] = b
		}
		for {
			b, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if err := ctx.Err(); err != nil {
				return st, err
			}
			err := p.consume(ctx, b, &st, seen, fn)
			<-slots
			if cap(b.pooled) == batchSize {
				select {
				case free <- b.pooled[:batchSize]:
				default:
				}
			}
			if err != nil {
				return st, err
			}
		}
	}
}

func (p *pipeline) consume(ctx context.Context, b *batch, st *Stats, seen *idSet, fn func(copydesk.Document) error) error {
	st.Files += b.files
	st.Bytes += b.n
	switch b.kind {
	case batchFatal:
		return b.err
	case batchBad:
		if err := p.skip(ctx, st, b.err); err != nil {
			return err
		}
	}
	for i := range b.out {
		// A batch holds up to a megabyte of lines: the context is
		// checked within it too, so that a cancel stops the documents
		// handed to fn at once, not at the next batch.
		if i&63 == 63 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		rec := &b.out[i]
		at := location{name: b.name, line: rec.line}
		if rec.name != "" {
			at.name = rec.name
		}
		if rec.bad != "" {
			if err := p.skip(ctx, st, &placeError{at: at, reason: rec.bad, kind: copydesk.ErrBadInput}); err != nil {
				return err
			}
			continue
		}
		if first, dup := seen.add(rec.doc.ID, at); dup {
			hint := ""
			if id := filepath.FromSlash(rec.doc.ID); at.line == 0 && first.line == 0 && at.name != first.name &&
				strings.HasSuffix(at.name, id) && strings.HasSuffix(first.name, id) {
				// Two text files of one relative path: two directories
				// of one layout, which can only collide (not a name
				// that is another's escape, %E9).
				hint = "; a directory's files are named relative to it: give the directories' common parent instead"
			}
			err := &placeError{at: at, reason: fmt.Sprintf("duplicate id %q (first seen at %s%s)", rec.doc.ID, first, hint), kind: copydesk.ErrDuplicateID}
			if !p.opts.SkipDuplicates {
				return err
			}
			st.Duplicates++
			addSample(&st.DuplicateSamples, err.Error())
			if p.opts.OnSkip != nil {
				p.opts.OnSkip(at.name, at.line, err.reason)
			}
			p.log.DebugContext(ctx, "input: skipped duplicate id", "err", err)
			continue
		}
		st.Docs++
		if rec.repaired {
			st.RepairedUTF8++
			addSample(&st.RepairedSamples, placeOf(at, rec))
		}
		if rec.repairedID {
			st.RepairedIDs++
			addSample(&st.RepairedIDSamples, placeOf(at, rec))
		}
		if rec.badDate {
			st.BadDates++
			if len(st.BadDateSamples) < maxBadSamples { // not formatted past the samples
				addSample(&st.BadDateSamples, fmt.Sprintf("%s: %s: %s", at, shownID(rec.doc.ID), rec.badDateValue))
			}
		}
		if rec.empty {
			st.Empty++
			if len(st.EmptyIDs) < maxEmptyIDs {
				st.EmptyIDs = append(st.EmptyIDs, rec.doc.ID)
			}
		}
		if p.opts.At != nil {
			p.opts.At(at.name, at.line)
		}
		if err := fn(rec.doc); err != nil {
			return err
		}
	}
	if p.opts.OnBytes != nil && b.raw > 0 {
		p.opts.OnBytes(b.raw)
	}
	return nil
}

// addSample keeps s among the first maxBadSamples of a warning's examples.
func addSample(samples *[]string, s string) {
	if len(*samples) < maxBadSamples {
		*samples = append(*samples, s)
	}
}

// placeOf is where a document is, for a warning: "file:line: id" for a
// JSON line, the path alone for a text file (its id is the path).
func placeOf(at location, rec *record) string {
	if at.line == 0 {
		return at.String()
	}
	return fmt.Sprintf("%s: %s", at, shownID(rec.doc.ID))
}

// skip returns bad input as the error, or with SkipBad counts it and goes on.
func (p *pipeline) skip(ctx context.Context, st *Stats, err error) error {
	if !p.opts.SkipBad {
		return err
	}
	st.BadLines++
	addSample(&st.BadSamples, err.Error())
	if p.opts.OnSkip != nil {
		var pe *placeError
		if errors.As(err, &pe) {
			p.opts.OnSkip(pe.at.name, pe.at.line, pe.reason)
		} else {
			p.opts.OnSkip("", 0, err.Error())
		}
	}
	p.log.DebugContext(ctx, "input: skipped bad input", "err", err)
	return nil
}

// batch decodes the lines or text files of b into b.out.
func (d *jsonDecoder) batch(b *batch) {
	if b.texts != nil {
		b.out = make([]record, 0, len(b.texts))
		for i := range b.texts {
			b.out = append(b.out, textRecord(b.texts[i]))
			b.texts[i].data = nil // the record has its own copy
		}
		return
	}
	data, line := b.data, b.line
	b.out = make([]record, 0, bytes.Count(data, []byte{'\n'})+1)
	for len(data) > 0 {
		l := data
		if k := bytes.IndexByte(data, '\n'); k >= 0 {
			l, data = data[:k], data[k+1:]
		} else {
			data = nil
		}
		if !blankLine(trimBOM(l)) { // a line of a BOM alone is blank too (files joined with cat)
			rec := d.decode(l)
			rec.line = line
			if rec.bad != "" && line == 1 {
				rec.bad = firstLineReason(trimBOM(l), rec.bad, b.stdin)
			}
			b.out = append(b.out, rec)
		}
		line++
	}
}

// reader cuts the sources into batches, in order.
type reader struct {
	p     *pipeline
	ctx   context.Context
	slots chan<- struct{}
	work  chan<- *batch
	free  <-chan []byte
	seq   int

	texts             []textFile // text batch being filled
	textRaw, textSize int64
}

// mayBlock reports whether a source may block the reader however long:
// standard input, or a file that is not a regular one (a named pipe, a
// device).
func (r *reader) mayBlock() bool {
	for _, s := range r.p.srcs {
		if s.kind == srcStdin {
			return true
		}
		if s.kind == srcFile {
			if st, err := os.Stat(s.path); err == nil && !st.Mode().IsRegular() {
				return true
			}
		}
	}
	return false
}

func (r *reader) run() {
	for _, s := range r.p.srcs {
		var err error
		switch s.kind {
		case srcStdin:
			err = r.stream(s, r.p.stdin, true)
		case srcFile:
			err = r.file(s)
		case srcDir:
			err = r.dir(s)
		}
		if err != nil {
			if r.ctx.Err() == nil {
				_ = r.emit(&batch{kind: batchFatal, err: err})
			}
			return
		}
	}
	_ = r.flushTexts()
}

// send hands b to the workers once a slot is free.
func (r *reader) send(b *batch) error {
	select {
	case r.slots <- struct{}{}:
	case <-r.ctx.Done():
		return r.ctx.Err()
	}
	b.seq = r.seq
	r.seq++
	r.work <- b // never blocks: slots bound the batches to cap(work)
	return nil
}

// emit sends b after any text documents read before it.
func (r *reader) emit(b *batch) error {
	if err := r.flushTexts(); err != nil {
		return err
	}
	return r.send(b)
}

func (r *reader) addText(t textFile, raw int64) error {
	r.texts = append(r.texts, t)
	r.textRaw += raw
	r.textSize += int64(len(t.data))
	if r.textSize >= batchSize || len(r.texts) >= maxBatchFiles {
		return r.flushTexts()
	}
	return nil
}

func (r *reader) flushTexts() error {
	if len(r.texts) == 0 {
		return nil
	}
	b := &batch{texts: r.texts, files: int64(len(r.texts)), raw: r.textRaw, n: r.textSize}
	r.texts, r.textRaw, r.textSize = nil, 0, 0
	return r.send(b)
}

func (r *reader) dir(s src) error {
	files, err := walkDir(r.ctx, s.path, r.p.log)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		data, err := os.ReadFile(f.path)
		if err != nil {
			return fmt.Errorf("input: %w", err)
		}
		if err := r.addText(textFile{id: f.id, name: f.path, md: f.md, data: data}, int64(len(data))); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) file(s src) error {
	f, err := os.Open(s.path)
	if err != nil {
		return fmt.Errorf("input: %w", err)
	}
	defer f.Close()
	live := false
	if st, err := f.Stat(); err == nil {
		live = !st.Mode().IsRegular() // a named pipe or a device
	}
	if live {
		// A cancelled run ends a read that waits on a quiet writer.
		stop := context.AfterFunc(r.ctx, func() { f.SetReadDeadline(time.Now()) })
		defer stop()
	}
	return r.stream(s, f, live)
}

var (
	gzipMagic = []byte{0x1f, 0x8b}
	zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}
)

// isZstd reports whether a stream opening with magic is zstd: a frame, or
// a skippable frame (magic 0x184D2A50 to 0x184D2A5F, little-endian), which
// pzstd writes first and the decoder passes over.
func isZstd(magic []byte) bool {
	if bytes.HasPrefix(magic, zstdMagic) {
		return true
	}
	return len(magic) >= 4 && magic[0]&0xf0 == 0x50 && magic[1] == 0x2a && magic[2] == 0x4d && magic[3] == 0x18
}

// stream reads one file or standard input, decompressing it if its first
// bytes say so: names lie more often than magic numbers. A live source (a
// pipe, a terminal) hands over its complete lines as they come, not once a
// batch is full: a slow feed's documents would otherwise wait for a
// megabyte of others.
func (r *reader) stream(s src, in io.Reader, live bool) error {
	cr := &countingReader{r: in}
	br := bufio.NewReaderSize(cr, 64<<10) // big reads bypass it; it is here for Peek
	magic, err := br.Peek(len(zstdMagic))
	if err != nil && cr.err != nil {
		return fmt.Errorf("input: read %s: %w", s.name, cr.err)
	}
	var dec io.Reader = br
	comp := ""
	switch {
	case bytes.HasPrefix(magic, gzipMagic):
		comp = "gzip"
		zr, err := gzip.NewReader(br)
		if err != nil {
			return r.readFailed(s, cr, comp, 1, err, 1, cr.n)
		}
		defer zr.Close()
		dec = zr
	case isZstd(magic):
		comp = "zstd"
		// One goroutine: the JSON workers already use the other cores.
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1))
		if err != nil {
			return r.readFailed(s, cr, comp, 1, err, 1, cr.n)
		}
		defer zr.Close()
		dec = zr
	}
	format := "jsonl"
	if s.text {
		format = "text"
	}
	r.p.log.DebugContext(r.ctx, "input: reading", "path", s.name, "format", format, "compression", comp)
	if s.text {
		data, err := io.ReadAll(dec)
		if err != nil {
			return r.readFailed(s, cr, comp, 0, err, 1, cr.n)
		}
		return r.addText(textFile{id: s.path, name: s.name, md: s.md, data: data}, cr.n)
	}
	if comp != "" { // peeked only for the byte-order mark; a plain file's br can peek already
		dec = bufio.NewReaderSize(dec, 64<<10)
	}
	return r.jsonl(s, utf16Stream(dec.(*bufio.Reader)), cr, comp, live)
}

// readFailed sorts a failed read: an I/O error ends the read; corrupt
// compressed data is bad input at the given line (SkipBad passes over the
// rest of the file).
// files and raw are what the failed part adds to Stats.Files and OnBytes.
func (r *reader) readFailed(s src, cr *countingReader, comp string, line int64, err error, files, raw int64) error {
	if cr.err != nil || comp == "" {
		return fmt.Errorf("input: read %s: %w", s.name, err)
	}
	bad := &placeError{
		at:     location{name: s.name, line: line},
		reason: fmt.Sprintf("corrupt or truncated %s data: %v", comp, err),
		kind:   copydesk.ErrBadInput,
		cause:  err,
	}
	return r.emit(&batch{kind: batchBad, name: s.name, err: bad, files: files, raw: raw})
}

// jsonl cuts a stream into batches of whole lines. A line longer than the
// buffer grows it, so there is no limit on line length but memory.
func (r *reader) jsonl(s src, in io.Reader, cr *countingReader, comp string, live bool) error {
	var (
		line       int64 = 1
		buf              = r.buffer(batchSize)
		n, off     int   // buf[off:n] holds unsent bytes
		size, sent int64 // decompressed bytes read and sent
		sentRaw    int64
		files      int64 = 1
		first            = true
		eof        bool
		readErr    error
	)
	for {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		for n < len(buf) && !eof && readErr == nil {
			m, err := in.Read(buf[n:])
			n += m
			size += int64(m)
			switch {
			case err == io.EOF:
				eof = true
			case err != nil:
				readErr = err
			}
			if live && m > 0 && bytes.IndexByte(buf[n-m:n], '\n') >= 0 {
				break // complete lines from a live source: hand them over now
			}
		}
		if first {
			first = false
			if bytes.HasPrefix(buf[:n], bom) {
				off = len(bom)
			}
		}
		data := buf[off:n]
		cut := len(data)
		if !eof {
			k := bytes.LastIndexByte(data, '\n')
			if k < 0 && readErr == nil { // a line longer than buf: grow it
				nb := make([]byte, 2*len(buf))
				n = copy(nb, data)
				off = 0
				buf = nb
				continue
			}
			// On a read error the bytes after the last newline are a torn line.
			cut = k + 1
		}
		rest := data[cut:]
		b := &batch{
			name:   s.name,
			stdin:  s.kind == srcStdin,
			data:   data[:cut],
			pooled: buf,
			line:   line,
			files:  files,
			raw:    cr.n - sentRaw,
			n:      size - sent,
		}
		line += int64(bytes.Count(b.data, []byte{'\n'}))
		if !eof && readErr == nil {
			// The torn last line moves to the next buffer, before this one is sent and may be reused.
			nb := r.buffer(max(batchSize, 2*len(rest)))
			n, off, buf = copy(nb, rest), 0, nb
			b.n -= int64(len(rest))
		}
		files, sent, sentRaw = 0, sent+b.n, cr.n
		if err := r.emit(b); err != nil {
			return err
		}
		switch {
		case readErr != nil:
			return r.readFailed(s, cr, comp, line, readErr, 0, 0)
		case eof:
			return nil
		}
	}
}

// buffer returns a buffer of at least size bytes, reusing a delivered one when it can.
func (r *reader) buffer(size int) []byte {
	if size <= batchSize {
		select {
		case b := <-r.free:
			return b
		default:
		}
		size = batchSize
	}
	return make([]byte, size)
}

// countingReader counts raw bytes for progress and remembers an I/O error, so
// that a failed read can be told apart from corrupt compressed data.
type countingReader struct {
	r   io.Reader
	n   int64
	err error
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	if err != nil && !errors.Is(err, io.EOF) {
		c.err = err
	}
	return n, err
}
