package httpapi

import (
	"encoding/json"
	"testing"
)

// An article whose publication date cannot be read is stored undated, and
// the answer says so (it said nothing).
func TestPostWarnsOfUnreadableDate(t *testing.T) {
	srv, _ := newServer(t, Config{})
	code, _, b := do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/json",
		body: []byte(`{"id":"a","text":"The ferry left the harbour at dawn with forty passengers aboard.","published":"the ides of March"}`)})
	var one struct{ Status, Warning string }
	if err := json.Unmarshal(b, &one); err != nil || code != 201 || one.Status != "created" || one.Warning == "" {
		t.Errorf("single article: %d %s", code, b)
	}
	code, _, b = do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson",
		body: []byte(`{"id":"b","text":"The council met on Tuesday to discuss the new bridge over the river.","published":"2026-03-09"}` + "\n" +
			`{"id":"c","text":"A storm closed the coast road for a day and cut power to two villages.","published":"soon"}` + "\n")})
	var batch struct {
		Articles []struct{ ID, Warning string }
	}
	if err := json.Unmarshal(b, &batch); err != nil || code != 200 || len(batch.Articles) != 2 ||
		batch.Articles[0].Warning != "" || batch.Articles[1].Warning == "" {
		t.Errorf("batch: %d %s", code, b)
	}
}
