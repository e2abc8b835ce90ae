package httpapi

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/desk"
)

// The README's GET /api/articles/ledger-ferry-03 example shows what the
// server answers over the example corpus: the words, the first relation
// and its first passage (it showed 270 words and a passage 0-212/0-175 of
// 35 words, against 359 and 38-442/0-404 of 68).
func TestReadmeArticleExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)curl -s localhost:8080/api/articles/ledger-ferry-03\n(.*?)```").FindSubmatch(readme)
	if block == nil {
		t.Fatal("no ledger-ferry-03 example in README.md")
	}
	srv, _ := newServer(t, Config{})
	do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)})
	code, _, b := do(t, srv, call{method: "GET", path: "/api/articles/ledger-ferry-03"})
	if code != 200 {
		t.Fatalf("%d %s", code, b)
	}
	a := decode[desk.Article](t, b)
	r := a.Relations[0]
	p := r.Passages[0]
	example := strings.Join(strings.Fields(string(block[1])), "")
	for _, want := range []string{
		fmt.Sprintf(`"words":%d,`, a.Words),
		fmt.Sprintf(`"relations":[{"other":{"id":%q,`, r.Other.ID),
		fmt.Sprintf(`"relation":%q,"jaccard":%v,`, r.Kind, r.Jaccard),
		fmt.Sprintf(`"passages":[{"this_start":%d,"this_end":%d,"other_start":%d,"other_end":%d,"words":%d}`, p.ThisStart, p.ThisEnd, p.OtherStart, p.OtherEnd, p.Words),
	} {
		if !strings.Contains(example, want) {
			t.Errorf("README's example lacks %s", want)
		}
	}
}
