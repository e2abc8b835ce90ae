package web_test

import (
	"context"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/web"
)

// TestBrowserLongWordsFitAPhone opens every page of a story whose title,
// outlet and text hold words far wider than a phone's screen (a URL
// pasted as a title, a run of characters with no space) at 390 px: no
// page may be wider than the screen (nor at 1,200 px). The article's text wrapped, but
// headings, headlines, outlets and brief sentences did not: a 300-byte
// word made the stories page 2,000 px wide.
func TestBrowserLongWordsFitAPhone(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("verylongpathsegment", 15)
	body := "The harbour authority said on Tuesday that the quay would reopen after repairs lasting three weeks. " +
		"Engineers found cracks in the old stone wall " + long + " and replaced two sections of it. " +
		"Fishing boats moored at the north pier in the meantime, the authority said."
	docs := []copydesk.Document{
		{ID: "long-a", Title: long, Source: "Outlet" + strings.Repeat("X", 200), Text: body,
			Published: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)},
		{ID: "long-b", Title: "Quay " + long, Source: "Other" + strings.Repeat("Y", 200), Text: body + " More to follow.",
			Published: time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)},
	}
	src, err := web.NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(web.New(src, nil))
	defer srv.Close()
	ctx, _ := browser(t)
	for _, width := range []int64{390, 1200} {
		step(t, ctx, "set the screen's width", chromedp.EmulateViewport(width, 844, chromedp.EmulateScale(2)))
		for _, path := range []string{"/", "/?q=" + url.QueryEscape("quay"), "/stories/long-a", "/articles/long-a", "/articles/long-b", "/compare/long-a/long-b"} {
			step(t, ctx, "open "+path, chromedp.Navigate(srv.URL+path), chromedp.WaitVisible(chromedp.ID("main")))
			over := get(t, ctx, "measure the width", chromedp.Evaluate[int](`document.documentElement.scrollWidth - document.documentElement.clientWidth`))
			if over > 0 {
				t.Errorf("%s is %d px wider than a %d px screen", path, over, width)
			}
		}
	}
}
