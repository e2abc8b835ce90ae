package story

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
	"time"
)

// analysisData is where the evaluation corpora live, beside the
// repository; tests that read them skip without them.
const analysisData = "../../shared/data/"

type rawDoc struct {
	ID, Title, Text, Source, Published string
}

func loadRaw(t *testing.T, path string) []Doc {
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("data not found: %v", err)
	}
	defer f.Close()
	var docs []Doc
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r rawDoc
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		d := Doc{ID: r.ID, Title: r.Title, Text: r.Text, Source: r.Source}
		if r.Published != "" {
			d.Published, _ = time.Parse("2006-01-02", r.Published)
		}
		docs = append(docs, d)
	}
	return docs
}
