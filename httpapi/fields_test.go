package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
)

// A server started with other field names (serve --id-field doc_id) reads
// posted lines by them, and copydesk's own client, which sends id, text
// and the rest, says so with fields=default, so `copydesk ingest --to`
// can post to such a server.
func TestFieldNamesAndTheClient(t *testing.T) {
	srv, _ := newServer(t, Config{Fields: input.Fields{ID: "doc_id", Text: "body"}})
	c := &Client{BaseURL: srv.URL}
	res, err := c.Ingest(t.Context(), []copydesk.Document{{ID: "a", Text: "The harbour reopened on Tuesday after three days of gales."}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Articles) != 1 || res.Articles[0].Status != "created" {
		t.Fatalf("client: %+v", res.Articles)
	}
	post := func(query, line string) int {
		t.Helper()
		resp, err := http.Post(srv.URL+"/api/articles"+query, "application/x-ndjson", strings.NewReader(line))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := post("", `{"doc_id":"b","body":"Fishing boats left port at dawn on Wednesday."}`+"\n"); code != 200 {
		t.Errorf("the server's own field names: status %d", code)
	}
	if code := post("", `{"id":"c","text":"Traders on the quay counted the cost."}`+"\n"); code != 400 {
		t.Errorf("default names without fields=default: status %d, want 400", code)
	}
	if code := post("?fields=bogus", `{"id":"c","text":"x"}`+"\n"); code != 400 {
		t.Errorf("fields=bogus: status %d, want 400", code)
	}
}
