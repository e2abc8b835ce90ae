package story

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"testing"
	"time"
)

// The analyses behind the choice of representation, run on the ECB+
// development set: STORY_ANALYSIS=1 go test ./story -run Analysis -v
// (STORY_W='{"Name":2}' overrides weights as JSON). They print, they do not
// assert; they skip without the variable or the data.

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

func loadLabels(t *testing.T, path string) map[string]string {
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("data not found: %v", err)
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r struct{ ID, Cluster string }
		json.Unmarshal(sc.Bytes(), &r)
		m[r.ID] = r.Cluster
	}
	return m
}

// auc of scores: positives above negatives.
func auc(pos, neg []float64) float64 {
	sort.Float64s(neg)
	var s float64
	for _, p := range pos {
		lo := sort.SearchFloat64s(neg, p)
		hi := sort.SearchFloat64s(neg, math.Nextafter(p, math.Inf(1)))
		s += float64(lo) + float64(hi-lo)/2
	}
	return s / float64(len(pos)*len(neg))
}

func TestAnalysisPairs(t *testing.T) {
	if os.Getenv("STORY_ANALYSIS") == "" {
		t.Skip("set STORY_ANALYSIS=1")
	}
	docs := loadRaw(t, analysisData+"ecbplus/docs.jsonl")
	gold := loadLabels(t, analysisData+"ecbplus/labels.jsonl")
	ids := make([]string, len(docs))
	for i := range docs {
		ids[i] = docs[i].ID
	}
	w := DefaultWeights()
	if v := os.Getenv("STORY_W"); v != "" {
		if err := json.Unmarshal([]byte(v), &w); err != nil {
			t.Fatal(err)
		}
	}
	b, err := newBatch(docs, ids, Options{Weights: &w})
	if err != nil {
		t.Fatal(err)
	}
	sub := func(i int, kind uint8) map[uint64]float64 {
		m := map[uint64]float64{}
		for k, key := range b.feats[i].keys {
			if kind == 255 || b.feats[i].kinds[k] == kind {
				m[key] = float64(b.vec[i][k])
			}
		}
		return m
	}
	cos := func(x, y map[uint64]float64) float64 {
		var d, nx, ny float64
		for k, v := range x {
			d += v * y[k]
			nx += v * v
		}
		for _, v := range y {
			ny += v * v
		}
		if nx == 0 || ny == 0 {
			return 0
		}
		return d / math.Sqrt(nx*ny)
	}
	kinds := []uint8{255, kindTerm, kindName, kindNumber}
	names := []string{"all", "term", "name", "number"}
	vecs := make([][]map[uint64]float64, len(kinds))
	for k, kind := range kinds {
		for i := range docs {
			vecs[k] = append(vecs[k], sub(i, kind))
		}
	}
	topic := func(c string) string { return c[:len(c)-1] }
	pos := make([][]float64, len(kinds))
	cross := make([][]float64, len(kinds))
	other := make([][]float64, len(kinds))
	for i := range docs {
		for j := i + 1; j < len(docs); j++ {
			gi, gj := gold[docs[i].ID], gold[docs[j].ID]
			for k := range kinds {
				s := cos(vecs[k][i], vecs[k][j])
				switch {
				case gi == gj:
					pos[k] = append(pos[k], s)
				case topic(gi) == topic(gj):
					cross[k] = append(cross[k], s)
				default:
					other[k] = append(other[k], s)
				}
			}
		}
	}
	// top names and conflicts
	topK := 2
	if v := os.Getenv("STORY_TOPK"); v != "" {
		fmt.Sscan(v, &topK)
	}
	tops := make([][]uint64, len(docs))
	for i := range docs {
		type kv struct {
			k uint64
			v float32
		}
		var ns []kv
		for k, key := range b.feats[i].keys {
			if b.feats[i].kinds[k] == kindName {
				ns = append(ns, kv{key, b.vec[i][k]})
			}
		}
		sort.Slice(ns, func(x, y int) bool { return ns[x].v > ns[y].v })
		for k := 0; k < len(ns) && k < topK; k++ {
			tops[i] = append(tops[i], ns[k].k)
		}
	}
	covered := func(i, j int) bool { // some top name of i is a name of j
		for _, k := range tops[i] {
			if _, ok := vecs[2][j][k]; ok {
				return true
			}
		}
		return len(tops[i]) == 0
	}
	var cp, cc, co [4]int
	for i := range docs {
		for j := i + 1; j < len(docs); j++ {
			gi, gj := gold[docs[i].ID], gold[docs[j].ID]
			x := 0
			if covered(i, j) {
				x++
			}
			if covered(j, i) {
				x += 2
			}
			switch {
			case gi == gj:
				cp[x]++
			case topic(gi) == topic(gj):
				cc[x]++
			default:
				co[x]++
			}
		}
	}
	fmt.Printf("coverage (none, i->j, j->i, both): same %v cross %v other %v\n", cp, cc, co)
	combos := map[string]func(a, t, n, u float64) float64{
		"avg(t,n)":  func(a, t, n, u float64) float64 { return (t + n) / 2 },
		"geo(t,n)":  func(a, t, n, u float64) float64 { return math.Sqrt(t * n) },
		"min(t,n)":  func(a, t, n, u float64) float64 { return math.Min(t, n) },
		"t*n+a":     func(a, t, n, u float64) float64 { return a + t*n },
		"a*sqrt(n)": func(a, t, n, u float64) float64 { return a * math.Sqrt(n) },
		"avg3":      func(a, t, n, u float64) float64 { return (t + n + u) / 3 },
	}
	for name, fn := range combos {
		var p, c []float64
		for k := range pos[0] {
			p = append(p, fn(pos[0][k], pos[1][k], pos[2][k], pos[3][k]))
		}
		for k := range cross[0] {
			c = append(c, fn(cross[0][k], cross[1][k], cross[2][k], cross[3][k]))
		}
		fmt.Printf("%-10s AUC same-vs-cross=%.3f\n", name, auc(p, c))
	}
	for k := range kinds {
		mean := func(x []float64) float64 {
			var s float64
			for _, v := range x {
				s += v
			}
			return s / float64(len(x))
		}
		fmt.Printf("%-7s mean same=%.3f cross=%.3f other=%.3f   AUC same-vs-cross=%.3f same-vs-other=%.3f\n", names[k],
			mean(pos[k]), mean(cross[k]), mean(other[k]), auc(pos[k], cross[k]), auc(pos[k], other[k]))
	}
}

func TestAnalysisCentroids(t *testing.T) {
	if os.Getenv("STORY_ANALYSIS") == "" {
		t.Skip("set STORY_ANALYSIS=1")
	}
	docs := loadRaw(t, analysisData+"ecbplus/docs.jsonl")
	gold := loadLabels(t, analysisData+"ecbplus/labels.jsonl")
	ids := make([]string, len(docs))
	for i := range docs {
		ids[i] = docs[i].ID
	}
	w := DefaultWeights()
	if v := os.Getenv("STORY_W"); v != "" {
		if err := json.Unmarshal([]byte(v), &w); err != nil {
			t.Fatal(err)
		}
	}
	b, err := newBatch(docs, ids, Options{Weights: &w})
	if err != nil {
		t.Fatal(err)
	}
	cents := map[string]*centroid{}
	for i := range docs {
		g := gold[docs[i].ID]
		if cents[g] == nil {
			cents[g] = newCentroid()
		}
		cents[g].add(b.feats[i].keys, b.vec[i], 1)
	}
	sib := func(g string) string {
		if g[len(g)-1] == 'a' {
			return g[:len(g)-1] + "b"
		}
		return g[:len(g)-1] + "a"
	}
	wrong := 0
	var margins []float64
	for i := range docs {
		g := gold[docs[i].ID]
		c := cents[g]
		c.add(b.feats[i].keys, b.vec[i], -1)
		own := c.cos(b.feats[i].keys, b.vec[i])
		c.add(b.feats[i].keys, b.vec[i], 1)
		other := cents[sib(g)].cos(b.feats[i].keys, b.vec[i])
		if other >= own {
			wrong++
			if os.Getenv("STORY_V") != "" {
				fmt.Printf("  %s %s own=%.3f sib=%.3f %q\n", docs[i].ID, g, own, other, docs[i].Title)
			}
		}
		margins = append(margins, own-other)
	}
	sort.Float64s(margins)
	fmt.Printf("oracle centroid: %d/%d closer to the sibling event; margin quantiles 5%%=%.3f 10%%=%.3f 50%%=%.3f\n", wrong, len(docs),
		margins[len(margins)/20], margins[len(margins)/10], margins[len(margins)/2])
}

func scoreB3(gold map[string]string, docs []Doc, label []int) (p, r, f float64) {
	n := len(docs)
	for i := 0; i < n; i++ {
		same, predSame, goldSame := 0, 0, 0
		for j := 0; j < n; j++ {
			pg := gold[docs[i].ID] == gold[docs[j].ID]
			pp := label[i] == label[j]
			if pp {
				predSame++
			}
			if pg {
				goldSame++
			}
			if pg && pp {
				same++
			}
		}
		p += float64(same) / float64(predSame)
		r += float64(same) / float64(goldSame)
	}
	p /= float64(n)
	r /= float64(n)
	return p, r, 2 * p * r / (p + r)
}

func TestAnalysisAgglo(t *testing.T) {
	if os.Getenv("STORY_ANALYSIS") == "" {
		t.Skip("set STORY_ANALYSIS=1")
	}
	set := os.Getenv("STORY_SET")
	if set == "" {
		set = "ecbplus"
	}
	docs := loadRaw(t, analysisData+set+"/docs.jsonl")
	gold := loadLabels(t, analysisData+set+"/labels.jsonl")
	ids := make([]string, len(docs))
	for i := range docs {
		ids[i] = docs[i].ID
	}
	w := DefaultWeights()
	if v := os.Getenv("STORY_W"); v != "" {
		json.Unmarshal([]byte(v), &w)
	}
	b, _ := newBatch(docs, ids, Options{Weights: &w})
	n := len(docs)
	sim := make([][]float64, n)
	for i := range sim {
		sim[i] = make([]float64, n)
	}
	for i := 0; i < n; i++ {
		ci := newCentroid()
		ci.add(b.feats[i].keys, b.vec[i], 1)
		for j := i + 1; j < n; j++ {
			s := ci.dot(b.feats[j].keys, b.vec[j])
			sim[i][j], sim[j][i] = s, s
		}
	}
	for _, link := range []string{"average", "complete"} {
		for th := 0.06; th <= 0.3; th += 0.02 {
			// naive agglomerative
			cl := make([][]int, n)
			for i := range cl {
				cl[i] = []int{i}
			}
			linkSim := func(a, b []int) float64 {
				var s float64
				mn := math.Inf(1)
				for _, i := range a {
					for _, j := range b {
						s += sim[i][j]
						mn = math.Min(mn, sim[i][j])
					}
				}
				if link == "complete" {
					return mn
				}
				return s / float64(len(a)*len(b))
			}
			for {
				bx, by, bs := -1, -1, th
				for x := range cl {
					if cl[x] == nil {
						continue
					}
					for y := x + 1; y < len(cl); y++ {
						if cl[y] == nil {
							continue
						}
						if s := linkSim(cl[x], cl[y]); s >= bs {
							bx, by, bs = x, y, s
						}
					}
				}
				if bx < 0 {
					break
				}
				cl[bx] = append(cl[bx], cl[by]...)
				cl[by] = nil
			}
			label := make([]int, n)
			k := 0
			for x := range cl {
				for _, i := range cl[x] {
					label[i] = x
				}
				if cl[x] != nil {
					k++
				}
			}
			p, r, f := scoreB3(gold, docs, label)
			fmt.Printf("%s th=%.2f clusters=%d b3 P=%.3f R=%.3f F=%.3f\n", link, th, k, p, r, f)
		}
	}
}

func TestAnalysisPrefix(t *testing.T) {
	if os.Getenv("STORY_ANALYSIS") == "" {
		t.Skip("set STORY_ANALYSIS=1")
	}
	docs := loadRaw(t, analysisData+"ecbplus/docs.jsonl")
	gold := loadLabels(t, analysisData+"ecbplus/labels.jsonl")
	ids := make([]string, len(docs))
	for i := range docs {
		ids[i] = docs[i].ID
	}
	w := DefaultWeights()
	b, _ := newBatch(docs, ids, Options{Weights: &w})
	sib := func(g string) string {
		if g[len(g)-1] == 'a' {
			return g[:len(g)-1] + "b"
		}
		return g[:len(g)-1] + "a"
	}
	type rec struct {
		raw, rel, exp float64
		size          int
	}
	var pos, neg []rec
	cents := map[string]*centroid{}
	for i := range docs {
		g := gold[docs[i].ID]
		for _, h := range []string{g, sib(g)} {
			c := cents[h]
			if c == nil || c.count == 0 {
				continue
			}
			raw := c.cos(b.feats[i].keys, b.vec[i])
			n := float64(c.count)
			exp := 0.3
			if c.count >= 2 {
				p := (c.n2 - n) / (n * (n - 1))
				exp = n * p / math.Sqrt(c.n2)
			}
			r := rec{raw, raw / exp, exp, c.count}
			if h == g {
				pos = append(pos, r)
			} else {
				neg = append(neg, r)
			}
		}
		if cents[g] == nil {
			cents[g] = newCentroid()
		}
		cents[g].add(b.feats[i].keys, b.vec[i], 1)
	}
	for _, lim := range [][2]int{{1, 1}, {2, 3}, {4, 7}, {8, 100}} {
		var pr, nr, pe, ne []float64
		for _, r := range pos {
			if r.size >= lim[0] && r.size <= lim[1] {
				pr = append(pr, r.raw)
				pe = append(pe, r.rel)
			}
		}
		for _, r := range neg {
			if r.size >= lim[0] && r.size <= lim[1] {
				nr = append(nr, r.raw)
				ne = append(ne, r.rel)
			}
		}
		sort.Float64s(pr)
		sort.Float64s(nr)
		fmt.Printf("size %v: n=%d/%d AUC raw=%.3f rel=%.3f   own median %.3f 10%%=%.3f  sib median %.3f 90%%=%.3f\n", lim, len(pr), len(nr), auc(pr, nr), auc(pe, ne),
			pr[len(pr)/2], pr[len(pr)/10], nr[len(nr)/2], nr[len(nr)*9/10])
	}
}
