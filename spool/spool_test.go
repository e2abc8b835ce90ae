package spool

import (
	"errors"
	"fmt"
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
