// Package render writes briefs for people: Markdown (readable as plain
// text too) and a self-contained HTML page, as copydesk brief prints them.
// Presentation is kept out of package brief, which finds what a story's
// documents say and does no I/O.
package render

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"time"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/internal/termtext"
)

// oneLine is s on one line, as Markdown read in a terminal needs it:
// whitespace collapsed, control characters and bidirectional overrides
// shown as U+FFFD (termtext.Line); and as Markdown rendered needs it:
// "<", "[", "]" and the backslash itself backslash-escaped, so that a
// title or a sentence from a feed cannot write HTML (a script, a form), an
// autolink, a link or an image (a tracking pixel) into the rendered brief
// (a backslash of its own, "\[", would have escaped the escape).
func oneLine(s string) string { return markdownEscaper.Replace(termtext.Line(s)) }

// shownHeadline is the headline as shown: "(no title)" for a story with
// none, whose documents have no title and no text (a heading of nothing,
// "# ", read as a broken page); as copydesk stories shows it.
func shownHeadline(h string) string {
	if strings.TrimSpace(termtext.Line(h)) == "" {
		return "(no title)"
	}
	return h
}

var markdownEscaper = strings.NewReplacer(`\`, `\\`, `<`, `\<`, `[`, `\[`, `]`, `\]`)

// Markdown writes the brief as Markdown, readable as plain text too.
func Markdown(w io.Writer, br *brief.Brief) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# %s\n\n", oneLine(shownHeadline(br.Headline)))
	if len(br.Sentences) > 0 {
		for _, s := range br.Sentences {
			fmt.Fprintf(&sb, "- %s%s %s\n", oneLine(brief.BalanceQuotes(s.Text)), spokenBy(s.Speaker), brief.Markers(s.Citations))
		}
		sb.WriteString("\n")
	}
	if len(br.Disagreements) > 0 {
		sb.WriteString("## Where the sources disagree\n\n")
		for _, d := range br.Disagreements {
			fmt.Fprintf(&sb, "- **%s** (%s):", d.Kind, oneLine(d.About))
			for i, v := range d.Variants {
				if i > 0 {
					sb.WriteString(" vs")
				}
				fmt.Fprintf(&sb, " “%s” %s", oneLine(v.Text), brief.Markers(v.Citations))
				if v.Attribution != "" {
					fmt.Fprintf(&sb, " (according to %s)", oneLine(v.Attribution))
				}
			}
			sb.WriteString("\n")
		}
		sb.WriteString("\n")
	}
	if len(br.OnlyIn) > 0 {
		sb.WriteString("## Only in one source\n\n")
		for _, o := range br.OnlyIn {
			src := br.Sources[o.Ref-1]
			fmt.Fprintf(&sb, "- [%d] %s:\n", o.Ref, oneLine(sourceName(src)))
			for _, f := range o.Facts {
				fmt.Fprintf(&sb, "  - %s%s%s\n", oneLine(brief.BalanceQuotes(f.Text)), spokenBy(f.Speaker), alsoInCopies(f.Copies))
			}
		}
		sb.WriteString("\n")
	}
	if len(br.Quotes) > 0 {
		sb.WriteString("## Quotes\n\n")
		for _, q := range br.Quotes {
			who := q.Speaker
			if who == "" {
				who = "unattributed"
			}
			fmt.Fprintf(&sb, "- “%s” — %s %s\n", oneLine(q.Text), oneLine(who), brief.Markers(q.Citations))
		}
		sb.WriteString("\n")
	}
	if len(br.CopyTree) > 0 {
		sb.WriteString("## Copies\n\n")
		for _, e := range br.CopyTree {
			src := refOf(br, e.Source)
			fmt.Fprintf(&sb, "- [%d] is %s [%d]: %s\n", refOf(br, e.Derived), relationPhrase(e), src, brief.Because(e.Reason, fmt.Sprintf("[%d]", src)))
		}
		sb.WriteString("\n")
	}
	sb.WriteString("## Sources\n\n")
	for _, s := range br.Sources {
		fmt.Fprintf(&sb, "%d. %s", s.Ref, oneLine(sourceName(s)))
		if !s.Published.IsZero() {
			fmt.Fprintf(&sb, ", %s", s.Published.UTC().Format("2006-01-02 15:04"))
		}
		if s.Title != "" {
			fmt.Fprintf(&sb, ": %s", oneLine(s.Title))
		}
		if s.CopyOf != 0 {
			fmt.Fprintf(&sb, " (copy of [%d])", s.CopyOf)
		} else if s.PartlyFrom != 0 {
			fmt.Fprintf(&sb, " (partly taken from [%d])", s.PartlyFrom)
		}
		sb.WriteString("\n")
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// spokenBy is " — Speaker" after a sentence whose quotation's speaker its
// own words do not name, "" for none.
func spokenBy(speaker string) string {
	if speaker == "" {
		return ""
	}
	return " — " + oneLine(speaker)
}

// alsoInCopies names the copies of a source that carry an "only in"
// fact too: " (also in its copy [3])", "" for none.
func alsoInCopies(cs []brief.Citation) string {
	switch len(cs) {
	case 0:
		return ""
	case 1:
		return " (also in its copy " + brief.Markers(cs) + ")"
	}
	return " (also in its copies " + brief.Markers(cs) + ")"
}

func relationPhrase(e brief.CopyEdge) string {
	switch e.Kind.String() {
	case "identical":
		return "an identical copy of"
	case "near-duplicate":
		return "a near-duplicate of"
	case "excerpt":
		if e.Expands {
			return "an expansion of" // the later, longer document holds the earlier whole
		}
		return "an excerpt of"
	}
	return "partly taken from"
}

func refOf(br *brief.Brief, doc int) int {
	for _, s := range br.Sources {
		if s.Doc == doc {
			return s.Ref
		}
	}
	return 0
}

func sourceName(s brief.Source) string {
	switch {
	case s.Outlet != "" && s.ID != "":
		return s.Outlet + " (" + s.ID + ")"
	case s.Outlet != "":
		return s.Outlet
	}
	return s.ID
}

// Page is what HTML renders: briefs with the texts they cite, so that every
// citation can show the passage.
type Page struct {
	Title   string
	Stories []PageStory
}

// PageStory is one brief and its documents.
type PageStory struct {
	ID    string
	Brief *brief.Brief
	Docs  []brief.Doc
}

// anchor is story id as the page's ids and links write it: letters,
// digits and "-._~" as they are, every other byte percent-encoded ("a b"
// is "a%20b", "x#y" "x%23y", "é" "%C3%A9", "%" "%25"). So an id holds no
// whitespace, a link's fragment is a valid URL fragment, and the link
// names the id letter for letter, as a browser reads it: an id with a
// space, a "#" or a tab was written as it was in ids and markers (a tab,
// which browsers drop from a link, made a marker lead nowhere), and
// URL-escaped by html/template in the "only in" links. It is a
// template.URL so that html/template does not escape it again in a link.
func anchor(story string) template.URL {
	const hex = "0123456789ABCDEF"
	var sb strings.Builder
	for i := 0; i < len(story); i++ {
		switch c := story[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '.', c == '_', c == '~':
			sb.WriteByte(c)
		default:
			sb.WriteByte('%')
			sb.WriteByte(hex[c>>4])
			sb.WriteByte(hex[c&15])
		}
	}
	return template.URL(sb.String())
}

var pageTemplate = template.Must(template.New("page").Funcs(template.FuncMap{
	"markers": func(story string, cs []brief.Citation) template.HTML {
		var sb strings.Builder
		seen := map[int]bool{}
		for _, c := range cs {
			if seen[c.Ref] {
				continue
			}
			seen[c.Ref] = true
			fmt.Fprintf(&sb, `<a class="cite" href="#%s-src-%d">[%d]</a>`, anchor(story), c.Ref, c.Ref)
		}
		return template.HTML(sb.String())
	},
	"anchor": anchor,
	// HTML escapes for itself: the Markdown escapes (\[, \\) would show.
	"oneLine": termtext.Line,
	// a sentence shown alone: its quotation marks balanced
	"shown":         func(s string) string { return termtext.Line(brief.BalanceQuotes(s)) },
	"shownHeadline": shownHeadline,
	"date": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format("2006-01-02 15:04")
	},
	"source":   sourceName,
	"relation": relationPhrase,
	"ref":      refOf,
	"because": func(br *brief.Brief, e brief.CopyEdge) string {
		return brief.Because(e.Reason, fmt.Sprintf("[%d]", refOf(br, e.Source)))
	},
	// the name of the source with marker ref ("" for none)
	"sourceOf": func(br *brief.Brief, ref int) string {
		for _, s := range br.Sources {
			if s.Ref == ref {
				return sourceName(s)
			}
		}
		return ""
	},
	"passage": func(docs []brief.Doc, c brief.Citation) string {
		if c.Doc < 0 || c.Doc >= len(docs) || c.End > len(docs[c.Doc].Text) || c.Start > c.End {
			return ""
		}
		return termtext.Line(docs[c.Doc].Text[c.Start:c.End])
	},
}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body{font:16px/1.55 Georgia,"Times New Roman",serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1d1d1d;background:#fdfdfb}
h1{font-size:1.6rem;line-height:1.25} h2{font:600 1rem/1.3 system-ui,sans-serif;text-transform:uppercase;letter-spacing:.04em;color:#555;margin-top:2rem}
article{border-top:3px solid #1d1d1d;margin-top:2.5rem;padding-top:.5rem}
a.cite{font:600 .8rem system-ui,sans-serif;text-decoration:none;color:#0b5cad;margin-left:.1rem}
a.cite:focus,a.cite:hover{text-decoration:underline}
.variant{display:inline-block;background:#fff3cd;border:1px solid #e9d38a;border-radius:.25rem;padding:0 .3rem;margin:.1rem .2rem}
.who{color:#555;font-style:italic} .src{font:.9rem/1.4 system-ui,sans-serif} .src blockquote{margin:.3rem 0 .6rem 1rem;color:#444}
ul{padding-left:1.2rem} li{margin:.35rem 0} .kind{font:600 .8rem system-ui,sans-serif;color:#7a4b00;text-transform:uppercase}
</style></head><body>
{{range $s := .Stories}}{{$b := $s.Brief}}<article id="{{anchor $s.ID}}">
<h1>{{oneLine (shownHeadline $b.Headline)}}</h1>
{{if $b.Sentences}}<ul>{{range $b.Sentences}}<li>{{shown .Text}}{{with .Speaker}} <span class="who">— {{oneLine .}}</span>{{end}} {{markers $s.ID .Citations}}</li>{{end}}</ul>{{end}}
{{if $b.Disagreements}}<h2>Where the sources disagree</h2><ul>{{range $b.Disagreements}}<li><span class="kind">{{.Kind}}</span> {{oneLine .About}}:
{{range $i, $v := .Variants}}<span class="variant">“{{oneLine $v.Text}}” {{markers $s.ID $v.Citations}}{{if $v.Attribution}} <span class="who">according to {{oneLine $v.Attribution}}</span>{{end}}</span>{{end}}</li>{{end}}</ul>{{end}}
{{if $b.OnlyIn}}<h2>Only in one source</h2><ul>{{range $b.OnlyIn}}<li><a class="cite" href="#{{anchor $s.ID}}-src-{{.Ref}}">[{{.Ref}}]</a>{{with sourceOf $b .Ref}} {{oneLine .}}:{{end}}<ul>{{range .Facts}}<li>{{shown .Text}}{{with .Speaker}} <span class="who">— {{oneLine .}}</span>{{end}}{{with .Copies}} (also in its cop{{if gt (len .) 1}}ies{{else}}y{{end}} {{markers $s.ID .}}){{end}}</li>{{end}}</ul></li>{{end}}</ul>{{end}}
{{if $b.Quotes}}<h2>Quotes</h2><ul>{{range $b.Quotes}}<li>“{{oneLine .Text}}” <span class="who">{{if .Speaker}}{{oneLine .Speaker}}{{else}}unattributed{{end}}</span> {{markers $s.ID .Citations}}</li>{{end}}</ul>{{end}}
{{if $b.CopyTree}}<h2>Copies</h2><ul>{{range $b.CopyTree}}<li>[{{ref $b .Derived}}] is {{relation .}} [{{ref $b .Source}}]: <span class="who">{{because $b .}}</span></li>{{end}}</ul>{{end}}
<h2>Sources</h2><ol class="src">{{range $b.Sources}}<li id="{{anchor $s.ID}}-src-{{.Ref}}">{{oneLine (source .)}}{{with date .Published}}, {{.}}{{end}}{{if .Title}}: {{oneLine .Title}}{{end}}{{if .CopyOf}} (copy of [{{.CopyOf}}]){{else if .PartlyFrom}} (partly taken from [{{.PartlyFrom}}]){{end}}</li>{{end}}</ol>
</article>{{end}}
</body></html>
`))

// HTML writes one self-contained page (no scripts, no external files)
// holding the briefs; citation markers link to the list of sources.
func HTML(w io.Writer, p Page) error {
	if p.Title == "" {
		p.Title = "copydesk briefs"
	}
	return pageTemplate.Execute(w, p)
}
