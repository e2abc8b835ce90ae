package story

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A snapshot is the whole state of an Assigner as bytes: a service writes
// one when it stops and reads it back when it starts, so that a restart
// changes nothing that follows. Replaying the open stories' members
// (Restore) gets their centroids back, but not the document frequencies
// learned from the documents of stories closed since, nor a clock moved
// by one of them.

// ErrSnapshot reports a snapshot that cannot be used: damaged, of another
// version, or made by an Assigner with other Options.
var ErrSnapshot = errors.New("unusable story snapshot")

// ErrLingering reports a snapshot asked of an Assigner that lingers
// (Linger): the kept closed stories are a batch run's, not a service's.
var ErrLingering = errors.New("a lingering assigner has no snapshot")

// Version 2 adds each story's members' name runs (story.named);
// version 1 is read with none (the names of its members are then listed
// as the features are, until new members arrive). Version 3 adds how
// many documents write a name plain (dfEntry.plain); an older one is read
// with the names shown in lower case as well as capitals taken for
// written plain by all, the others by none (an acronym, "OPEC", is
// listed again once enough documents write it so). Version 4 adds each
// member's lead (Member.lead); an older one is read with none (a story
// without titles is headed "" until new members arrive).
const (
	snapshotMagic   = "copydesk/story\x00"
	snapshotVersion = 4
)

// MarshalBinary encodes the Assigner's state (encoding.BinaryMarshaler).
// The bytes depend only on the state: two Assigners that took the same
// documents encode alike.
func (a *Assigner) MarshalBinary() ([]byte, error) {
	return a.marshal(snapshotVersion)
}

// marshal encodes the state in a version of the snapshot (an older one
// for tests of reading it).
func (a *Assigner) marshal(version uint64) ([]byte, error) {
	if a.linger || len(a.lingering.stories) > 0 {
		return nil, ErrLingering
	}
	e := &encoder{b: make([]byte, 0, 1<<16), version: version}
	e.b = append(e.b, snapshotMagic...)
	e.uint(version)
	e.str(a.optionsKey())

	e.f64(a.df.n)
	e.uint(uint64(a.df.m.len()))
	for _, k := range a.df.m.sortedKeys() {
		v := a.df.m.get(k)
		e.u64(k)
		e.f32(v.n)
		e.uint(uint64(v.kind))
		e.str(v.surf)
		if version >= 3 {
			e.uint(uint64(v.plain))
		}
	}

	e.uint(uint64(len(a.stories)))
	for _, s := range a.stories {
		e.story(s)
	}
	e.uint(uint64(len(a.free)))
	for _, slot := range a.free {
		e.int(int64(slot))
	}
	e.int(int64(a.open))
	ids := make([]string, 0, len(a.byID))
	for id := range a.byID {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	e.uint(uint64(len(ids)))
	for _, id := range ids {
		e.str(id)
		e.int(int64(a.byID[id]))
	}
	e.uint(uint64(a.postings.len()))
	for _, k := range a.postings.sortedKeys() {
		ps := a.postings.get(k)
		e.u64(k)
		e.uint(uint64(len(ps)))
		for _, p := range ps {
			e.int(int64(p.slot))
			e.uint(uint64(p.gen))
		}
	}
	e.int(int64(a.posted))
	encodeGenMap(e, a.copies, func(r storyRef) {
		e.int(int64(r.slot))
		e.uint(uint64(r.gen))
	})
	encodeGenMap(e, a.lines, func(l lineSeen) {
		for _, h := range l.stories {
			e.u64(h)
		}
		e.u64(l.source)
		e.u64(l.copy)
	})

	e.int(a.clk.now)
	e.int(a.clk.leapt)
	e.bool(a.clk.leaptFar)
	e.bool(a.clk.between)
	e.bool(a.clk.lone)
	e.uint(a.seq)
	e.int(a.lastSweep)
	e.uint(a.sweepSeq)
	return e.b, nil
}

// UnmarshalBinary replaces the Assigner's state with one MarshalBinary
// encoded (encoding.BinaryUnmarshaler). The Assigner must have been made
// with the same Options as the one encoded, and not linger; otherwise, or
// when the bytes are damaged, it returns an error wrapping ErrSnapshot
// and leaves the Assigner as it was.
func (a *Assigner) UnmarshalBinary(data []byte) error {
	if a.linger {
		return ErrLingering
	}
	d := &decoder{b: data}
	if len(data) < len(snapshotMagic) || string(data[:len(snapshotMagic)]) != snapshotMagic {
		return fmt.Errorf("%w: not a story snapshot", ErrSnapshot)
	}
	d.b = d.b[len(snapshotMagic):]
	if d.version = d.uint(); d.err == nil && (d.version < 1 || d.version > snapshotVersion) {
		return fmt.Errorf("%w: version %d, want 1 to %d", ErrSnapshot, d.version, snapshotVersion)
	}
	if k := d.str(); d.err == nil && k != a.optionsKey() {
		return fmt.Errorf("%w: made with other options: %s", ErrSnapshot, a.optionsDiff(k))
	}

	df := newDocFreq(a.opts.Vocabulary)
	df.n = d.f64()
	n := d.count(13)
	for range n {
		k := d.u64()
		v := dfEntry{n: d.f32(), kind: uint8(d.uint()), surf: d.str()}
		switch {
		case d.version >= 3:
			p := d.uint()
			if p > maxPlain {
				d.fail("plain count %d", p)
			}
			v.plain = uint16(p)
		case v.kind == kindName && strings.ToUpper(v.surf) != v.surf:
			v.plain = uint16(min(v.n, maxPlain))
		}
		df.m.set(k, v)
	}

	stories := make([]*story, d.count(40))
	for i := range stories {
		stories[i] = d.story()
	}
	slotOK := func(v int64) int32 {
		if v < 0 || v >= int64(len(stories)) {
			d.fail("story slot %d of %d", v, len(stories))
			return 0
		}
		return int32(v)
	}
	free := make([]int32, d.count(1))
	for i := range free {
		free[i] = slotOK(d.int())
	}
	open := int(d.int())
	nIDs := d.count(2)
	byID := make(map[string]int32, nIDs)
	for range nIDs {
		id := d.str()
		byID[id] = slotOK(d.int())
	}
	nPost := d.count(9)
	postings := newFlatMap[[]posting](nPost)
	for range nPost {
		k := d.u64()
		ps := make([]posting, d.count(2))
		for i := range ps {
			ps[i] = posting{slot: slotOK(d.int()), gen: uint32(d.uint())}
		}
		postings.set(k, ps)
	}
	posted := int(d.int())
	copies := decodeGenMap(d, func() storyRef { return storyRef{slot: slotOK(d.int()), gen: uint32(d.uint())} })
	lines := decodeGenMap(d, func() lineSeen {
		var l lineSeen
		for i := range l.stories {
			l.stories[i] = d.u64()
		}
		l.source, l.copy = d.u64(), d.u64()
		return l
	})
	var clk streamClock
	clk.now, clk.leapt = d.int(), d.int()
	clk.leaptFar, clk.between, clk.lone = d.bool(), d.bool(), d.bool()
	seq, lastSweep, sweepSeq := d.uint(), d.int(), d.uint()
	if d.err == nil && len(d.b) != 0 {
		d.fail("%d bytes after the end", len(d.b))
	}
	if d.err != nil {
		return fmt.Errorf("%w: %v", ErrSnapshot, d.err)
	}
	a.df, a.stories, a.free, a.open, a.byID = df, stories, free, open, byID
	a.state = a.state[:0]
	for slot := range stories {
		a.syncState(int32(slot))
	}
	a.postings, a.posted, a.copies, a.lines = postings, posted, copies, lines
	a.clk, a.seq, a.lastSweep, a.sweepSeq = clk, seq, lastSweep, sweepSeq
	a.lingering = lingering{}
	// Names are searched from the start again: slower at first for a
	// repeated id, the same names.
	a.suffixes = suffixes{}
	a.resumed = true
	return nil
}

// optionsKey names everything in the options that decides what an
// Assigner does with its state.
func (a *Assigner) optionsKey() string {
	o := a.opts
	return fmt.Sprintf("window=%d open=%d members=%d vocabulary=%d weights=%+v", o.Window, o.MaxOpen, o.MaxMembers, o.Vocabulary, a.w)
}

// optionsDiff says how the options of a snapshot's key differ from a's,
// by the options that differ only: "window 7d, this run 30d". The key
// printed whole was a Go struct with the window in nanoseconds.
func (a *Assigner) optionsDiff(saved string) string {
	ours := a.optionsKey()
	savedHead, savedW, _ := strings.Cut(saved, " weights=")
	oursHead, oursW, _ := strings.Cut(ours, " weights=")
	sv, ov := keyFields(savedHead), keyFields(oursHead)
	var diffs []string
	for _, f := range [...]struct{ key, name string }{
		{"window", "window"}, {"open", "open stories at most"}, {"members", "members kept per story"}, {"vocabulary", "vocabulary"},
	} {
		s, o := sv[f.key], ov[f.key]
		if s == o {
			continue
		}
		if f.key == "window" {
			s, o = windowText(s), windowText(o)
		}
		diffs = append(diffs, fmt.Sprintf("%s %s, this run %s", f.name, s, o))
	}
	if savedW != oursW {
		diffs = append(diffs, "other scoring weights or thresholds (set by the caller, or another copydesk version)")
	}
	if len(diffs) == 0 { // a key of another shape: say it as it is
		return saved
	}
	return strings.Join(diffs, "; ")
}

// keyFields reads the "name=value" fields of an options key.
func keyFields(s string) map[string]string {
	m := map[string]string{}
	for _, f := range strings.Fields(s) {
		if k, v, ok := strings.Cut(f, "="); ok {
			m[k] = v
		}
	}
	return m
}

// windowText writes a window as the flags take it: whole days as "7d",
// else a duration ("36h0m0s"); "" for a missing one.
func windowText(ns string) string {
	n, err := strconv.ParseInt(ns, 10, 64)
	if err != nil {
		return ns
	}
	d := time.Duration(n)
	if d > 0 && d%(24*time.Hour) == 0 {
		return strconv.FormatInt(int64(d/(24*time.Hour)), 10) + "d"
	}
	return d.String()
}

func (e *encoder) story(s *story) {
	e.str(s.id)
	e.uint(uint64(s.gen))
	e.bool(s.open)
	e.u64s(s.keys)
	e.f32s(s.tf)
	e.uint(uint64(len(s.kinds)))
	e.b = append(e.b, s.kinds...)
	e.f32s(s.wv)
	e.f64(s.norm)
	e.f64(s.vecN)
	e.int(int64(s.size))
	e.int(int64(s.indep))
	e.int(int64(s.nvec))
	e.u64s(s.top)
	e.u64s(s.indexed)
	e.int(s.first)
	e.int(s.last)
	e.int(s.arrived)
	e.uint(s.seq)
	e.uint(uint64(len(s.members)))
	for _, m := range s.members {
		e.str(m.ID)
		e.str(m.Title)
		e.str(m.Source)
		e.time(m.Published)
		e.bool(m.Copy)
		e.f64(m.Similarity)
		e.int(m.at)
		if e.version >= 4 {
			e.str(m.lead)
		}
	}
	e.int(int64(s.ring))
	e.uint(s.born)
	for _, y := range s.years {
		e.uint(uint64(y))
	}
	e.int(int64(s.pool)) // 0: MarshalBinary refuses a lingering Assigner
	if e.version >= 2 {
		e.uint(uint64(len(s.named)))
		for _, n := range s.named {
			e.str(n.id)
			e.f64(n.rank)
			e.str(n.runs)
		}
	}
}

func (d *decoder) story() *story {
	s := &story{id: d.str(), gen: uint32(d.uint()), open: d.bool()}
	s.keys = d.u64s()
	s.tf = d.f32s()
	if n := d.count(1); n > 0 {
		s.kinds = slices.Clone(d.take(n))
	}
	s.wv = d.f32s()
	s.norm, s.vecN = d.f64(), d.f64()
	s.size, s.indep, s.nvec = int(d.int()), int(d.int()), int(d.int())
	s.top = d.u64s()
	s.indexed = d.u64s()
	s.first, s.last, s.arrived = d.int(), d.int(), d.int()
	s.seq = d.uint()
	if n := d.count(12); n > 0 {
		s.members = make([]Member, n)
		for i := range s.members {
			m := &s.members[i]
			m.ID, m.Title, m.Source = d.str(), d.str(), d.str()
			m.Published = d.time()
			m.Copy = d.bool()
			m.Similarity = d.f64()
			m.at = d.int()
			if d.version >= 4 {
				m.lead = d.str()
			}
		}
	}
	s.ring = int(d.int())
	if s.ring < 0 || s.ring >= max(len(s.members), 1) {
		d.fail("member ring at %d of %d", s.ring, len(s.members))
		s.ring = 0
	}
	s.born = d.uint()
	for i := range s.years {
		s.years[i] = uint16(d.uint())
	}
	if pool := d.int(); pool != 0 { // only a lingering Assigner pools stories
		d.fail("story %q lingers", s.id)
	}
	if d.version >= 2 {
		if n := d.count(10); n > 0 {
			if n > runMembers {
				d.fail("story %q: name runs of %d members", s.id, n)
			}
			s.named = make([]memberNames, n)
			for i := range s.named {
				s.named[i] = memberNames{id: d.str(), rank: d.f64(), runs: d.str()}
			}
		}
	}
	if len(s.tf) != len(s.keys) || len(s.kinds) != len(s.keys) || len(s.wv) != len(s.keys) {
		d.fail("story %q: %d keys, %d weights, %d kinds, %d vector", s.id, len(s.keys), len(s.tf), len(s.kinds), len(s.wv))
	}
	return s
}

func encodeGenMap[V any](e *encoder, g *genMap[V], put func(V)) {
	e.int(int64(g.cap))
	for _, m := range []*flatMap[V]{&g.cur, &g.old} {
		e.uint(uint64(m.len()))
		for _, k := range m.sortedKeys() {
			e.u64(k)
			put(m.get(k))
		}
	}
}

func decodeGenMap[V any](d *decoder, get func() V) *genMap[V] {
	capacity := d.int()
	if capacity < 1 || capacity > math.MaxInt32 {
		d.fail("table cap %d", capacity)
		capacity = 1
	}
	g := newGenMap[V](int(capacity))
	for _, m := range []*flatMap[V]{&g.cur, &g.old} {
		for range d.count(9) {
			k := d.u64()
			m.set(k, get())
		}
	}
	return g
}

// encoder appends values to b: integers as varints, floats and hashes
// as fixed little-endian words, strings with their length.
type encoder struct {
	b       []byte
	version uint64
}

func (e *encoder) uint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }
func (e *encoder) int(v int64)   { e.b = binary.AppendVarint(e.b, v) }
func (e *encoder) u64(v uint64)  { e.b = binary.LittleEndian.AppendUint64(e.b, v) }
func (e *encoder) f32(v float32) { e.b = binary.LittleEndian.AppendUint32(e.b, math.Float32bits(v)) }
func (e *encoder) f64(v float64) { e.b = binary.LittleEndian.AppendUint64(e.b, math.Float64bits(v)) }
func (e *encoder) bool(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *encoder) str(s string) {
	e.uint(uint64(len(s)))
	e.b = append(e.b, s...)
}
func (e *encoder) time(t time.Time) {
	if t.IsZero() {
		e.str("")
		return
	}
	b, err := t.MarshalBinary()
	if err != nil { // a zone offset that is not whole minutes: keep the instant
		b, _ = t.UTC().MarshalBinary()
	}
	e.str(string(b))
}
func (e *encoder) u64s(v []uint64) {
	e.uint(uint64(len(v)))
	for _, x := range v {
		e.u64(x)
	}
}
func (e *encoder) f32s(v []float32) {
	e.uint(uint64(len(v)))
	for _, x := range v {
		e.f32(x)
	}
}

// decoder reads what encoder wrote; the first problem sticks in err and
// every later read returns zero values.
type decoder struct {
	b       []byte
	err     error
	version uint64
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
	d.b = nil
}

func (d *decoder) take(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || n > len(d.b) {
		d.fail("truncated: %d bytes wanted, %d left", n, len(d.b))
		return nil
	}
	v := d.b[:n]
	d.b = d.b[n:]
	return v
}

func (d *decoder) uint() uint64 { return varint(d, binary.Uvarint) }
func (d *decoder) int() int64   { return varint(d, binary.Varint) }

// varint reads a number with read (binary.Uvarint or binary.Varint).
func varint[T uint64 | int64](d *decoder, read func([]byte) (T, int)) T {
	if d.err != nil {
		return 0
	}
	v, n := read(d.b)
	if n <= 0 {
		d.fail("bad number")
		return 0
	}
	d.b = d.b[n:]
	return v
}

// count reads a length whose elements take at least min bytes each: a
// damaged length cannot ask for more memory than the input could fill.
func (d *decoder) count(min int) int {
	n := d.uint()
	if n > uint64(len(d.b)/min) {
		d.fail("length %d with %d bytes left", n, len(d.b))
		return 0
	}
	return int(n)
}

func (d *decoder) u64() uint64 {
	if b := d.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}
func (d *decoder) f32() float32 {
	if b := d.take(4); b != nil {
		return math.Float32frombits(binary.LittleEndian.Uint32(b))
	}
	return 0
}
func (d *decoder) f64() float64 {
	if b := d.take(8); b != nil {
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	}
	return 0
}
func (d *decoder) bool() bool {
	b := d.take(1)
	if b == nil {
		return false
	}
	if b[0] > 1 {
		d.fail("bad flag %d", b[0])
	}
	return b[0] == 1
}
func (d *decoder) str() string { return string(d.take(d.count(1))) }
func (d *decoder) time() time.Time {
	b := d.take(d.count(1))
	if len(b) == 0 {
		return time.Time{}
	}
	var t time.Time
	if err := t.UnmarshalBinary(b); err != nil {
		d.fail("bad time: %v", err)
	}
	return t
}
func (d *decoder) u64s() []uint64  { return decodeSlice(d, 8, d.u64) }
func (d *decoder) f32s() []float32 { return decodeSlice(d, 4, d.f32) }

// decodeSlice reads a count, then that many values of size bytes each
// with read (nil for none, as the encoder wrote an empty or nil slice).
func decodeSlice[T any](d *decoder, size int, read func() T) []T {
	n := d.count(size)
	if n == 0 {
		return nil
	}
	v := make([]T, n)
	for i := range v {
		v[i] = read()
	}
	return v
}
