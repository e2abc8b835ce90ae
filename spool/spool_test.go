package spool

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/copydesk/copydesk"
)

func TestRoundTrip(t *testing.T) {
	s, err := New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	texts := []string{"first text", "", "naïve café — ümlaut", "last"}
	for i, x := range texts {
		if err := s.Put(i, x, []byte("f"+x)); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for r := 0; r < 8; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, want := range texts {
				got, err := s.Text(i)
				if err != nil || got != want {
					t.Errorf("Text(%d) = %q, %v; want %q", i, got, err, want)
				}
				f, err := s.Features(i, nil)
				if err != nil || string(f) != "f"+want {
					t.Errorf("Features(%d) = %q, %v", i, f, err)
				}
			}
		}()
	}
	wg.Wait()
	if _, err := s.Text(len(texts)); !errors.Is(err, copydesk.ErrUnknownDocument) {
		t.Errorf("unknown document: %v", err)
	}
	if err := s.Put(7, "x", nil); err == nil {
		t.Error("out-of-order Put accepted")
	}
	// Writes after reads are visible too.
	if err := s.Put(len(texts), "appended", nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Text(len(texts)); got != "appended" {
		t.Errorf("after a later Put: %q", got)
	}
	if s.Size() != int64(2*len(fmt.Sprint(texts[0], texts[2], texts[3]))+len("appended")+len(texts)) {
		t.Errorf("size %d", s.Size())
	}
}

// Reads between writes see every write and map the file only a few times.
func TestInterleavedReadsRemapRarely(t *testing.T) {
	s, err := New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const n = 2000
	for i := 0; i < n; i++ {
		text := fmt.Sprintf("document %d %s", i, strings.Repeat("x", (i%97)*20))
		if err := s.Put(i, text, []byte(text[:4])); err != nil {
			t.Fatal(err)
		}
		for _, j := range []int{i, i / 2, 0} {
			want := fmt.Sprintf("document %d %s", j, strings.Repeat("x", (j%97)*20))
			if got, err := s.Text(j); err != nil || got != want {
				t.Fatalf("after %d puts, Text(%d) = %q, %v", i+1, j, got, err)
			}
			if f, err := s.Features(j, nil); err != nil || string(f) != "docu" {
				t.Fatalf("after %d puts, Features(%d) = %q, %v", i+1, j, f, err)
			}
		}
	}
	if !s.noMap && len(s.maps) > 3 {
		t.Errorf("%d maps for %d interleaved puts and reads", len(s.maps), n)
	}
	t.Logf("%d maps, mapped %v", len(s.maps), !s.noMap)
}

// Where the file cannot be mapped, features are read with system calls.
func TestReadsWithoutMap(t *testing.T) {
	s, err := New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.noMap = true
	for i := 0; i < 100; i++ {
		if err := s.Put(i, fmt.Sprint("text ", i), []byte(fmt.Sprint("features ", i))); err != nil {
			t.Fatal(err)
		}
	}
	buf := make([]byte, 0, 64)
	for i := 99; i >= 0; i-- {
		f, err := s.Features(i, buf)
		if err != nil || string(f) != fmt.Sprint("features ", i) {
			t.Fatalf("Features(%d) = %q, %v", i, f, err)
		}
		if &f[0] != &buf[:1][0] {
			t.Fatalf("Features(%d) did not read into the buffer given", i)
		}
	}
	if len(s.maps) != 0 {
		t.Errorf("%d maps made", len(s.maps))
	}
}
