package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/termtext"
	"github.com/copydesk/copydesk/textnorm"
)

type jsonPassage struct {
	AStart      int  `json:"a_start"`
	AEnd        int  `json:"a_end"`
	BStart      int  `json:"b_start"`
	BEnd        int  `json:"b_end"`
	Words       int  `json:"words"`
	Boilerplate bool `json:"boilerplate,omitempty"`
}

type jsonPair struct {
	A               string        `json:"a"`
	B               string        `json:"b"`
	Relation        string        `json:"relation"`
	Jaccard         float64       `json:"jaccard"`
	ContainmentAInB float64       `json:"containment_a_in_b"`
	ContainmentBInA float64       `json:"containment_b_in_a"`
	Coverage        float64       `json:"coverage"`
	Passages        []jsonPassage `json:"passages"`
}

func round3(x float64) float64 { return float64(int64(x*1000+0.5)) / 1000 }

// score3 is a score for the text view, rounded as the JSON outputs round
// it (%.3f alone rounds an exact tie such as 0.5625 to even: 0.562
// against the JSON's 0.563).
func score3(x float64) string { return strconv.FormatFloat(round3(x), 'f', 3, 64) }

func toJSONPair(res *copydesk.DedupResult, r dedup.Relation) jsonPair {
	p := jsonPair{
		A: res.Docs[r.A].ID, B: res.Docs[r.B].ID, Relation: r.Kind.String(),
		Jaccard: round3(r.Jaccard), ContainmentAInB: round3(r.ContainmentAInB),
		ContainmentBInA: round3(r.ContainmentBInA), Coverage: round3(r.Coverage),
		Passages: make([]jsonPassage, 0, len(r.Passages)),
	}
	for _, ps := range r.Passages {
		p.Passages = append(p.Passages, jsonPassage{ps.AStart, ps.AEnd, ps.BStart, ps.BEnd, ps.Words, ps.Boilerplate})
	}
	return p
}

// writePairs writes one JSON line per related pair.
func writePairs(w io.Writer, res *copydesk.DedupResult) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	for _, r := range res.Relations {
		if err := enc.Encode(toJSONPair(res, r)); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// writeAssignments writes {"id","cluster"} for every document, in input order.
func writeAssignments(w io.Writer, res *copydesk.DedupResult) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	for _, d := range res.Docs {
		if err := enc.Encode(struct {
			ID      string `json:"id"`
			Cluster string `json:"cluster"`
		}{d.ID, d.Cluster}); err != nil {
			return err
		}
	}
	return bw.Flush()
}

type jsonCluster struct {
	Cluster        string   `json:"cluster"`
	Size           int      `json:"size"`
	Representative string   `json:"representative"`
	Members        []string `json:"members"`
}

func toJSONCluster(res *copydesk.DedupResult, c copydesk.Cluster) jsonCluster {
	jc := jsonCluster{Cluster: c.ID, Size: len(c.Members), Representative: res.Docs[c.Representative].ID}
	for _, m := range c.Members {
		jc.Members = append(jc.Members, res.Docs[m].ID)
	}
	return jc
}

// writeClustersJSONL writes one line per cluster of two or more documents.
func writeClustersJSONL(w io.Writer, res *copydesk.DedupResult) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	for _, c := range res.Clusters {
		if err := enc.Encode(toJSONCluster(res, c)); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// inputCounts are what reading the input passed over or mended, for a
// pipeline to check without scraping stderr (whose lists stop at ten).
type inputCounts struct {
	SkippedLines int64 `json:"skipped_lines"`         // malformed lines, --skip-bad
	Duplicates   int64 `json:"duplicate_ids_skipped"` // later documents of an id, --skip-bad
	RepairedUTF8 int64 `json:"repaired_utf8"`         // documents with invalid UTF-8 replaced
	RepairedIDs  int64 `json:"repaired_ids"`          // of them, those whose id was
	BadDates     int64 `json:"bad_dates"`             // unparseable dates, documents kept undated
}

func toInputCounts(st input.Stats) inputCounts {
	return inputCounts{st.BadLines, st.Duplicates, st.RepairedUTF8, st.RepairedIDs, st.BadDates}
}

// writeDedupJSON writes the whole result as one JSON object. The phase
// timings are left out unless asked for (--verbose): without them two runs
// over the same input write the same bytes.
func writeDedupJSON(w io.Writer, res *copydesk.DedupResult, in input.Stats, timings bool) error {
	stats := res.Stats
	if !timings {
		stats.Phases = nil
	}
	counts := map[string]int{}
	for k := dedup.PartialReuse; k <= dedup.Identical; k++ {
		counts[k.String()] = 0
	}
	for _, r := range res.Relations {
		counts[r.Kind.String()]++
	}
	out := struct {
		Documents int            `json:"documents"`
		Group     string         `json:"group"`
		Options   jsonOptions    `json:"options"`
		Counts    map[string]int `json:"relations_by_kind"`
		Stats     struct {
			dedup.Stats
			inputCounts
		} `json:"stats"`
		Clusters  []jsonCluster `json:"clusters"`
		Relations []jsonPair    `json:"relations"`
	}{Documents: len(res.Docs), Group: res.Group.String(), Options: toJSONOptions(res.Options), Counts: counts,
		Clusters: []jsonCluster{}, Relations: []jsonPair{}}
	out.Stats.Stats, out.Stats.inputCounts = stats, toInputCounts(in)
	for _, c := range res.Clusters {
		out.Clusters = append(out.Clusters, toJSONCluster(res, c))
	}
	for _, r := range res.Relations {
		out.Relations = append(out.Relations, toJSONPair(res, r))
	}
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	return bw.Flush()
}

type jsonOptions struct {
	ShingleSize   int     `json:"shingle_size"`
	NumHashes     int     `json:"hashes"`
	NearDuplicate float64 `json:"near_duplicate_threshold"`
	Excerpt       float64 `json:"excerpt_threshold"`
	MinPassage    int     `json:"min_passage_words"`
	PartialReuse  float64 `json:"partial_reuse_coverage"`
	MaxDF         int     `json:"max_df"`
	Relations     string  `json:"relations"`
	LSHBands      int     `json:"lsh_bands"`
	LSHRows       int     `json:"lsh_rows"`
}

func toJSONOptions(o dedup.Options) jsonOptions {
	l := o.LSH()
	return jsonOptions{o.ShingleSize, o.NumHashes, o.NearDuplicate, o.Excerpt, o.MinPassage, o.PartialReuse, o.MaxDF, o.Kinds.String(), l.Bands, l.Rows}
}

// writeDedupText prints a summary, the relations and the clusters as
// tables. text, when not nil, gives a document's text, for the lead line
// that stands for a missing title.
func writeDedupText(w io.Writer, res *copydesk.DedupResult, limit int, text func(doc int) (string, error)) error {
	bw := bufio.NewWriter(w)
	counts := make([]int, dedup.Identical+1)
	for _, r := range res.Relations {
		counts[r.Kind]++
	}
	inClusters := 0
	for _, c := range res.Clusters {
		inClusters += len(c.Members)
	}
	fmt.Fprintf(bw, "%s: %s holding %s, %s\n", counted(len(res.Docs), "document", "documents"),
		counted(len(res.Clusters), "copy cluster", "copy clusters"), counted(inClusters, "document", "documents"),
		counted(len(res.Docs)-inClusters, "singleton", "singletons"))
	fmt.Fprintf(bw, "relations: %d identical, %d near-duplicate, %d excerpt, %d partial-reuse (clusters joined by %s)\n",
		counts[dedup.Identical], counts[dedup.NearDuplicate], counts[dedup.Excerpt], counts[dedup.PartialReuse], res.Group)
	// Said, or the counts above read as all there is: --format json and
	// --pairs, which verify these pairs too, list more relations.
	if n := res.Stats.Skipped; n > 0 {
		fmt.Fprintf(bw, "(%s already in one cluster not verified: --pairs or --format json lists every related pair)\n", counted(n, "candidate pair", "candidate pairs"))
	}

	if len(res.Relations) > 0 {
		fmt.Fprintf(bw, "\nRELATIONS (A is the shorter document)\n")
		rows := [][]string{{"A", "RELATION", "B", "JACCARD", "A IN B", "B IN A", "COVERAGE", "PASSAGES"}}
		more := 0
		for i, r := range res.Relations {
			if limit > 0 && i == limit {
				more = len(res.Relations) - limit
				break
			}
			rows = append(rows, []string{clip(res.Docs[r.A].ID, 40), r.Kind.String(), clip(res.Docs[r.B].ID, 40),
				score3(r.Jaccard), score3(r.ContainmentAInB), score3(r.ContainmentBInA),
				score3(r.Coverage), strconv.Itoa(countPassages(r))})
		}
		writeColumns(bw, rows)
		if more > 0 {
			fmt.Fprintf(bw, "... %d more (see --pairs or --format json)\n", more)
		}
	}
	if len(res.Clusters) > 0 {
		fmt.Fprintf(bw, "\nCLUSTERS (largest first; * marks the representative)\n")
		for i, c := range res.Clusters {
			if limit > 0 && i == limit {
				fmt.Fprintf(bw, "... %d more (see --assignments or --format json)\n", len(res.Clusters)-limit)
				break
			}
			fmt.Fprintf(bw, "%s  (%d documents)\n", strings.Map(termtext.Printable, c.ID), len(c.Members))
			for _, m := range c.Members {
				mark := " "
				if m == c.Representative {
					mark = "*"
				}
				d := res.Docs[m]
				// An untitled document by its lead line, as the web pages
				// and the desk show it: it was its id and two spaces.
				title := d.Title
				if strings.TrimSpace(title) == "" && text != nil {
					t, err := text(m)
					if err != nil {
						return err
					}
					// Cut at a space within the 60 columns shown (59
					// bytes and the ellipsis), not mid-word by clip.
					title = textnorm.LeadLine(t, 59)
				}
				line := "  " + mark + " " + clip(d.ID, 40)
				if strings.TrimSpace(title) != "" {
					line += "  " + clip(title, 60)
				}
				fmt.Fprintf(bw, "%s\n", line)
			}
		}
	}
	return bw.Flush()
}

func countPassages(r dedup.Relation) int {
	n := 0
	for _, p := range r.Passages {
		if !p.Boilerplate {
			n++
		}
	}
	return n
}

// clip shortens s to n terminal columns with an ellipsis, for table
// cells (a wide character takes two, a combining mark none).
func clip(s string, n int) string { return termtext.Clip(s, n) }

// counted is n with the noun in the number n asks for: "1 story", "2 stories".
func counted[N int | int64](n N, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.FormatInt(int64(n), 10) + " " + many
}

// writeColumns writes rows as columns two spaces apart, each as wide as
// its widest cell in terminal columns (text/tabwriter counts runes: an id
// in Japanese pushed the columns after it out of line).
func writeColumns(w io.Writer, rows [][]string) {
	var widths []int
	for _, row := range rows {
		for i, cell := range row {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], termtext.Width(cell))
		}
	}
	var line strings.Builder
	for _, row := range rows {
		line.Reset()
		for i, cell := range row {
			line.WriteString(cell)
			if i < len(row)-1 {
				line.WriteString(strings.Repeat(" ", widths[i]-termtext.Width(cell)+2))
			}
		}
		line.WriteByte('\n')
		io.WriteString(w, line.String())
	}
}
