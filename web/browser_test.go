package web_test

import (
	"bytes"
	"context"
	"flag"
	"image"
	"image/color"
	"image/png"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/copydesk/copydesk/web"
)

var screenshots = flag.Bool("screenshots", false, "copy the browser test's final screenshots into ../docs/screenshots")

// chromiumPath finds Debian's chromium: $COPYDESK_CHROMIUM when set (""
// when that file is missing), else chromium on the PATH.
func chromiumPath() string {
	if p := os.Getenv("COPYDESK_CHROMIUM"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return ""
		}
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "/usr/bin/chromium"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser starts headless chromium for a test: a chromedp context and the
// directory screenshots go to ($COPYDESK_SCREENSHOT_DIR, else a temporary
// directory of the test).
func browser(t *testing.T) (context.Context, string) {
	t.Helper()
	path := chromiumPath()
	if path == "" {
		t.Skip("chromium not found: install Debian's chromium (apt-get install -y chromium) or set COPYDESK_CHROMIUM to run the browser tests")
	}
	dir := os.Getenv("COPYDESK_SCREENSHOT_DIR")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox, // CI runs as root
		chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 900),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("hide-scrollbars", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelCtx(); cancelAlloc() })
	// the first run starts the browser, and must not carry a timeout
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1200, 900)); err != nil {
		t.Fatalf("start chromium %s: %v", path, err)
	}
	return ctx, dir
}

// step runs actions with a time limit.
func step(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// waitLocation waits, with a time limit, until the page's address holds
// part: a navigation has committed (reading it fails while one is under
// way, and is tried again).
func waitLocation(t *testing.T, ctx context.Context, part string) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	loc := ""
	for !strings.Contains(loc, part) {
		if c.Err() != nil {
			t.Fatalf("waiting for %q in the address: at %q", part, loc)
		}
		if l, err := chromedp.Run(c, chromedp.Location()); err == nil {
			loc = l
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// get runs one action that returns a value, with a time limit.
func get[T any](t *testing.T, ctx context.Context, what string, a chromedp.Action[T]) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(c, a)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// shoot saves a screenshot of the viewport as dir/name, recompressed.
func shoot(t *testing.T, ctx context.Context, dir, name string) string {
	t.Helper()
	raw := get(t, ctx, "screenshot "+name, chromedp.CaptureScreenshot())
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s (%d KB)", path, buf.Len()/1024)
	return path
}

// TestBrowser drives headless chromium through the pages over the
// in-memory source of the bundled example corpus (web.MemSource).
func TestBrowser(t *testing.T) {
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	srv := httptest.NewServer(web.New(web.ExampleSource(t), logger))
	defer srv.Close()
	hostile := httptest.NewServer(web.New(web.HostileSource(t), logger))
	defer hostile.Close()
	ctx, dir := browser(t)
	browse(t, ctx, dir, srv.URL, hostile.URL, false, nil)
}

// browse walks the pages served at base, which holds the example corpus,
// and the hostile article served at hostileBase: the stories, the skip
// link, a search, a story with its brief, a disagreement and a citation,
// the cited passage, a side-by-side view, the hostile article, and every
// page at phone width. With keep, the final screenshots go to the README
// when the -screenshots flag asks. beforeHostile, when set, runs before the
// hostile article is opened.
func browse(t *testing.T, ctx context.Context, dir, base, hostileBase string, keep bool, beforeHostile func()) {
	var final []string
	// The stories page, newest activity first.
	step(t, ctx, "open the stories page", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("ol.stories")))
	heads := get(t, ctx, "read the headlines", chromedp.Evaluate[[]string](`[...document.querySelectorAll("ol.stories h2")].map(e => e.textContent.trim())`))
	if len(heads) < 5 || !slices.Contains(heads, "Ferry capsizes in Kestrel Strait; at least 14 dead") {
		t.Fatalf("stories page lists %q", heads)
	}
	final = append(final, shoot(t, ctx, dir, "stories.png"))

	// The keyboard: the first Tab reaches the skip link, which moves focus
	// to the main landmark.
	step(t, ctx, "press Tab", chromedp.KeyEvent("\t"))
	focused := get(t, ctx, "read the focus", chromedp.Evaluate[string](`document.activeElement.textContent.trim()`))
	if focused != "Skip to content" {
		t.Errorf("first Tab focuses %q, want the skip link", focused)
	}
	step(t, ctx, "follow the skip link", chromedp.KeyEvent("\r"))
	focused = get(t, ctx, "read the focus", chromedp.Evaluate[string](`document.activeElement.id`))
	if focused != "main" {
		t.Errorf("the skip link moves focus to %q, want main", focused)
	}

	// The search box.
	// The stories page shows ol.stories too: wait for the results page
	// first (under load the old page's list was read).
	step(t, ctx, "search", chromedp.SetValue(chromedp.ID("q"), "ferry"), chromedp.Submit(chromedp.ID("q")))
	waitLocation(t, ctx, "q=ferry")
	step(t, ctx, "wait for the results", chromedp.WaitVisible(chromedp.CSS("ol.stories")))
	loc := get(t, ctx, "read the location", chromedp.Location())
	heads = get(t, ctx, "read the results", chromedp.Evaluate[[]string](`[...document.querySelectorAll("ol.stories h2")].map(e => e.textContent.trim())`))
	if !strings.Contains(loc, "q=ferry") || len(heads) != 1 || !strings.Contains(heads[0], "Ferry") {
		t.Fatalf("searching ferry: %s lists %q", loc, heads)
	}

	// A story: the brief, a disagreement, the copy tree, the timeline.
	step(t, ctx, "open the story", chromedp.Click(chromedp.CSS("ol.stories h2 a")), chromedp.WaitVisible(chromedp.CSS("#brief ol.key")))
	storyURL := get(t, ctx, "read the location", chromedp.Location())
	sentences := get(t, ctx, "read the brief", chromedp.Evaluate[[]string](`[...document.querySelectorAll("#brief ol.key li")].map(e => e.textContent)`))
	if len(sentences) < 3 {
		t.Fatalf("brief has %d key sentences: %q", len(sentences), sentences)
	}
	dis := get(t, ctx, "read the disagreements", chromedp.Evaluate[[]string](`[...document.querySelectorAll("#disagreements .disagreement")].map(e => e.innerText)`))
	found := false
	for _, d := range dis {
		if strings.Contains(d, "people killed") && strings.Contains(d, "at least 14") && strings.Contains(d, "Sixteen") && strings.Contains(d, "Port Ellis Times") {
			found = true
		}
	}
	if !found {
		t.Fatalf("no disagreement on the people killed (at least 14 vs Sixteen, Port Ellis Times): %q", dis)
	}
	marked := get(t, ctx, "read a marked value", chromedp.Evaluate[int](`document.querySelectorAll("#disagreements mark.value").length`))
	if marked < 4 {
		t.Errorf("%d highlighted disagreement values, want at least 4", marked)
	}
	tree := get(t, ctx, "read the copy tree", chromedp.Text(chromedp.CSS("#copies ul.tree")))
	if !strings.Contains(tree, "identical copy") || !strings.Contains(tree, "excerpt") {
		t.Errorf("copy tree: %q", tree)
	}
	events := get(t, ctx, "read the timeline", chromedp.Evaluate[int](`document.querySelectorAll("#timeline li.event").length`))
	if events != 9 {
		t.Errorf("timeline has %d articles, want 9", events)
	}
	step(t, ctx, "a taller screen", chromedp.EmulateViewport(1200, 1250))
	final = append(final, shoot(t, ctx, dir, "story.png"))
	step(t, ctx, "the usual screen", chromedp.EmulateViewport(1200, 900))

	// A citation link leads to the cited passage, highlighted.
	first := strings.TrimSpace(sentences[0])
	first = strings.TrimSpace(first[:strings.LastIndex(first, ".")+1]) // the sentence without its markers
	href := get(t, ctx, "read a citation", chromedp.Evaluate[string](`document.querySelector("#brief ol.key li a.cite").getAttribute("href")`))
	if !strings.Contains(href, "hl=") || !strings.HasSuffix(href, "#hl") {
		t.Fatalf("citation link %q carries no passage", href)
	}
	step(t, ctx, "follow the citation", chromedp.Click(chromedp.CSS("#brief ol.key li a.cite")), chromedp.WaitVisible(chromedp.ID("hl")))
	cited := get(t, ctx, "read the cited passage", chromedp.Evaluate[string](`[...document.querySelectorAll("mark.cited")].map(e => e.textContent).join("")`))
	if strings.Join(strings.Fields(cited), " ") != strings.Join(strings.Fields(first), " ") {
		t.Errorf("cited passage %q, want the key sentence %q", cited, first)
	}
	shoot(t, ctx, dir, "article-cited.png")

	// Side by side: from the story's copy tree, the near-duplicate of the wire.
	articleURL := get(t, ctx, "read the location", chromedp.Location())
	step(t, ctx, "back to the story", chromedp.Navigate(storyURL), chromedp.WaitVisible(chromedp.CSS("#copies ul.tree")))
	step(t, ctx, "open a side by side view", chromedp.Click(chromedp.CSS(`#copies a.cmp[href*="ledger-ferry-03"]`)), chromedp.WaitVisible(chromedp.CSS("table.sbs")))
	rows := get(t, ctx, "read the rows", chromedp.Evaluate[map[string]int](`(() => {
		const n = s => document.querySelectorAll(s).length;
		return {shared: n("tr.row-shared"), rows: n("table.sbs tbody tr"), del: n("table.sbs del"), ins: n("table.sbs ins")};
	})()`))
	if rows["shared"] < 1 || rows["del"] == 0 || rows["ins"] == 0 {
		t.Errorf("side by side of a near-duplicate: %v, want shared rows and marked edits", rows)
	}
	step(t, ctx, "scroll to the first edit", chromedp.ScrollIntoView(chromedp.CSS("table.sbs ins")))
	final = append(final, shoot(t, ctx, dir, "compare.png"))
	compareURL := get(t, ctx, "read the location", chromedp.Location())

	// The hostile article is text: nothing runs.
	if beforeHostile != nil {
		beforeHostile()
	}
	step(t, ctx, "open the hostile article", chromedp.Navigate(hostileBase+"/articles/hostile-01"), chromedp.WaitVisible(chromedp.ID("text")))
	pwned := get(t, ctx, "read window.__pwned", chromedp.Evaluate[string](`String(window.__pwned)`))
	if pwned != "undefined" {
		t.Errorf("script in an article ran: window.__pwned = %s", pwned)
	}
	text := get(t, ctx, "read the text", chromedp.TextContent(chromedp.ID("text")))
	for _, want := range []string{"<script>window.__pwned = 1</script>", "Harbour &amp; fish", "<img src=x onerror=", "&#60;script&#62;"} {
		if !strings.Contains(text, want) {
			t.Errorf("hostile text lacks %q as text: %q", want, text)
		}
	}
	title := get(t, ctx, "read the heading", chromedp.Text(chromedp.CSS("h1")))
	if !strings.Contains(title, "<script>") {
		t.Errorf("hostile title %q not shown as text", title)
	}
	scripts := get(t, ctx, "count scripts", chromedp.Evaluate[int](`document.scripts.length + document.images.length`))
	if scripts != 0 {
		t.Errorf("the hostile article page holds %d script or img elements", scripts)
	}

	// A phone-width screen: nothing wider than the screen.
	step(t, ctx, "narrow the screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
	for _, path := range []string{base + "/", storyURL, articleURL, compareURL} {
		step(t, ctx, "open "+path+" on a phone", chromedp.Navigate(path), chromedp.WaitVisible(chromedp.ID("main")))
		over := get(t, ctx, "measure the width", chromedp.Evaluate[int](`document.documentElement.scrollWidth - document.documentElement.clientWidth`))
		if over > 0 {
			t.Errorf("%s is %d px wider than a 390 px screen", path, over)
		}
	}
	shoot(t, ctx, dir, "compare-phone.png")

	if keep && *screenshots {
		out := filepath.Join("..", "docs", "screenshots")
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, p := range final {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			small, err := paletted(b)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(out, filepath.Base(p)), small, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d KB", filepath.Join(out, filepath.Base(p)), len(small)/1024)
		}
		t.Logf("copied %d screenshots to %s", len(final), out)
	}
}

// paletted re-encodes a screenshot with its 256 most frequent colours
// (each pixel mapped to the nearest), a third of the size for pages of
// text, for the README's copies.
func paletted(pngData []byte) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(pngData))
	if err != nil {
		return nil, err
	}
	b := img.Bounds()
	count := map[color.RGBA]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			count[color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)]++
		}
	}
	colors := make([]color.RGBA, 0, len(count))
	for c := range count {
		colors = append(colors, c)
	}
	slices.SortFunc(colors, func(x, y color.RGBA) int {
		if count[x] != count[y] {
			return count[y] - count[x]
		}
		return int(x.R)<<16 | int(x.G)<<8 | int(x.B) - (int(y.R)<<16 | int(y.G)<<8 | int(y.B))
	})
	pal := make(color.Palette, 0, 256)
	for _, c := range colors[:min(256, len(colors))] {
		pal = append(pal, c)
	}
	out := image.NewPaletted(b, pal)
	index := map[color.RGBA]uint8{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			i, ok := index[c]
			if !ok {
				i = uint8(pal.Index(c))
				index[c] = i
			}
			out.SetColorIndex(x, y, i)
		}
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, out); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
