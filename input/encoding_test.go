package input

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/copydesk/copydesk"
)

// encodeUTF16 writes s as UTF-16 in the given order, with a byte-order
// mark when mark is set.
func encodeUTF16(s string, bigEndian, mark bool) []byte {
	units := utf16.Encode([]rune(s))
	if mark {
		units = append([]uint16{0xfeff}, units...)
	}
	out := make([]byte, 2*len(units))
	for i, u := range units {
		if bigEndian {
			binary.BigEndian.PutUint16(out[2*i:], u)
		} else {
			binary.LittleEndian.PutUint16(out[2*i:], u)
		}
	}
	return out
}

// A text file saved as UTF-16 ("Unicode" in Windows editors) is one
// document with its words, not one letter a word and zero bytes between.
func TestUTF16Text(t *testing.T) {
	const text = "Zürich floods\n\nRivers rose overnight 🌊 and 40 homes were evacuated."
	for _, tc := range []struct {
		name           string
		bigEndian, bom bool
	}{
		{"le-bom.txt", false, true},
		{"be-bom.txt", true, true},
		{"le.txt", false, false},
		{"be.txt", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, tc.name), encodeUTF16(text, tc.bigEndian, tc.bom), 0o644); err != nil {
				t.Fatal(err)
			}
			docs, st, err := readAll(t, []string{dir}, nil, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(docs) != 1 || docs[0].Text != text || docs[0].Title != "Zürich floods" {
				t.Fatalf("docs %+v", docs)
			}
			if st.RepairedUTF8 != 0 {
				t.Errorf("RepairedUTF8 = %d, want 0", st.RepairedUTF8)
			}
		})
	}
}

// A lone surrogate or an odd last byte is repaired, and counted.
func TestUTF16TextRepaired(t *testing.T) {
	data := append(encodeUTF16("Headline", false, true), 0x00, 0xd8, 'x', 0, 'y')
	got, repaired := fromUTF16(data)
	if string(got) != "Headline\ufffdx\ufffd" || !repaired {
		t.Fatalf("fromUTF16 = %q, %v", got, repaired)
	}
}

// UTF-8 text, with or without a zero byte here and there, is left alone.
func TestUTF8NotTakenForUTF16(t *testing.T) {
	for _, s := range []string{"", "a", "ab", "plain text", "Zürich, 東京", "a\x00b\x00c d e f g h i j", strings.Repeat("x\x00", 3) + strings.Repeat("yz", 40)} {
		if got, _ := fromUTF16([]byte(s)); string(got) != s {
			t.Errorf("fromUTF16(%q) = %q", s, got)
		}
	}
}

// A JSONL stream with a UTF-16 byte-order mark is transcoded, compressed
// or not; one without a mark is refused with the reason.
func TestUTF16JSONL(t *testing.T) {
	const lines = `{"id":"a","text":"Zürich floods"}` + "\n" + `{"id":"b","text":"Rivers rose"}` + "\n"
	for name, data := range map[string][]byte{
		"le.jsonl":     encodeUTF16(lines, false, true),
		"be.jsonl":     encodeUTF16(lines, true, true),
		"le.jsonl.zst": zstded(t, string(encodeUTF16(lines, false, true))),
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), name)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			docs, _, err := readAll(t, []string{path}, nil, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(docs) != 2 || docs[0].Text != "Zürich floods" || docs[1].ID != "b" {
				t.Fatalf("docs %+v", docs)
			}
		})
	}
	path := filepath.Join(t.TempDir(), "nomark.jsonl")
	if err := os.WriteFile(path, encodeUTF16(lines, false, false), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := readAll(t, []string{path}, nil, Options{})
	if !errors.Is(err, copydesk.ErrBadInput) || !strings.Contains(err.Error(), "UTF-16") {
		t.Fatalf("err = %v, want bad input naming UTF-16", err)
	}
}

// pzstd writes a skippable frame before the data: still zstd.
func TestZstdSkippableFrame(t *testing.T) {
	frame := []byte{0x50, 0x2a, 0x4d, 0x18, 4, 0, 0, 0, 1, 2, 3, 4} // magic 0x184D2A50, size 4, payload
	data := append(frame, zstded(t, `{"id":"a","text":"one"}`+"\n")...)
	path := filepath.Join(t.TempDir(), "docs.jsonl.zst")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	docs, _, err := readAll(t, []string{path}, nil, Options{})
	if err != nil || len(docs) != 1 || docs[0].Text != "one" {
		t.Fatalf("docs %+v, err %v", docs, err)
	}
	out, closeDec, err := Decompressed(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer closeDec()
	var b bytes.Buffer
	if _, err := b.ReadFrom(out); err != nil || b.String() != `{"id":"a","text":"one"}`+"\n" {
		t.Fatalf("Decompressed: %q, %v", b.String(), err)
	}
}

// File names that are not UTF-8 (Latin-1 from an old archive) give ids
// that stay apart when written as JSON.
func TestPathIDNotUTF8(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"r\xe9sum\xe9.txt", "r\xe8sum\xe8.txt", "caf\xc3\xa9.txt", "100%.txt", "50%\xe9.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("story "+name), 0o644); err != nil {
			t.Skipf("this file system refuses the name %q: %v", name, err)
		}
	}
	docs, _, err := readAll(t, []string{dir}, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, d := range docs {
		ids = append(ids, d.ID)
	}
	want := []string{"100%.txt", "50%25%E9.txt", "café.txt", "r%E8sum%E8.txt", "r%E9sum%E9.txt"}
	if strings.Join(ids, "|") != strings.Join(want, "|") {
		t.Fatalf("ids %q, want %q", ids, want)
	}
}

// A date string ending in many "()" is refused after one rewrite, not
// one pass over the layouts for each (36 s for 32 KB, from a query
// parameter anyone can send).
func TestParseDateManyComments(t *testing.T) {
	for _, s := range []string{"x" + strings.Repeat("()", 16000), "2026-03-11 " + strings.Repeat("()", 16000)} {
		start := time.Now()
		if got, err := ParseDate(s); err == nil {
			t.Errorf("%.20q… read as %v", s, got)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%.20q…: %v", s, took)
		}
	}
	if got, err := ParseDate("2026-03-11 (a note)"); err != nil || !got.Equal(time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("one comment: %v, %v", got, err)
	}
}

// A UTF-8 name that is literally another name's escape is a duplicate id,
// an error naming both files, never one id for two documents in silence.
func TestPathIDCollisionIsAnError(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"r%E9.txt", "r\xe9.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("story "+name), 0o644); err != nil {
			t.Skipf("this file system refuses the name %q: %v", name, err)
		}
	}
	_, _, err := readAll(t, []string{dir}, nil, Options{})
	if !errors.Is(err, copydesk.ErrDuplicateID) {
		t.Fatalf("err = %v, want a duplicate id", err)
	}
}
