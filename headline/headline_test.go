package headline

import (
	"strings"
	"testing"
	"time"
)

type doc struct {
	title, text string
	at          time.Time
}

func of(docs []doc) (string, int) {
	leads := 0
	h := Of(len(docs), func(i int) (string, time.Time) { return docs[i].title, docs[i].at },
		func(i int) string { leads++; return Lead(docs[i].text) })
	return h, leads
}

func TestOf(t *testing.T) {
	day := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		docs []doc
		want string
	}{
		{"none", nil, ""},
		{"one title", []doc{{title: "  Mill fire  "}}, "Mill fire"},
		{"the title the others share most",
			[]doc{{title: "Warehouse blaze in Brackenford"}, {title: "Fire destroys paper warehouse in Brackenford"},
				{title: "Paper warehouse fire"}, {title: "Firefighters praised"}},
			"Fire destroys paper warehouse in Brackenford"},
		{"two titles: the first report's", []doc{{title: "Ferry capsizes in Kestrel Strait"}, {title: "Ferry overturns"}},
			"Ferry capsizes in Kestrel Strait"},
		{"copies count: the title most carried",
			[]doc{{title: "Bank cuts rates"}, {title: "Savers lose out as bank cuts rates"}, {title: "Savers lose out as bank cuts rates"}},
			"Savers lose out as bank cuts rates"},
		{"stop words and case do not count",
			[]doc{{title: "MILL FIRE"}, {title: "The fire of the mill"}, {title: "The owners of the mill speak"}},
			"MILL FIRE"},
		{"a tie goes to the earliest",
			[]doc{{title: "Later title", at: day.Add(time.Hour)}, {title: "Earlier title", at: day}, {title: "Undated title"}},
			"Earlier title"},
		{"a dated document before an undated one",
			[]doc{{title: "Undated title"}, {title: "Dated title", at: day}}, "Dated title"},
		{"undated: the first",
			[]doc{{title: "First title"}, {title: "Second title"}}, "First title"},
		{"untitled: the earliest document's first line",
			[]doc{{text: "Second\nmore", at: day.Add(time.Hour)}, {text: "\n  First line  \nmore", at: day}}, "First line"},
		{"untitled: a blank text is passed over",
			[]doc{{text: " \n ", at: day}, {text: "Some text", at: day.Add(time.Hour)}}, "Some text"},
		{"a title beats any text", []doc{{text: "Text first"}, {title: "A title", text: "text"}}, "A title"},
		{"a blank title is none", []doc{{title: " \t", text: "The text"}}, "The text"},
		{"nothing", []doc{{title: " "}, {text: "\n"}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, leads := of(tt.docs)
			if got != tt.want {
				t.Errorf("Of = %q, want %q", got, tt.want)
			}
			titled := false
			for _, d := range tt.docs {
				titled = titled || strings.TrimSpace(d.title) != ""
			}
			if titled && leads > 0 {
				t.Errorf("asked %d leads of a story with a title", leads)
			}
		})
	}
}

// TestLead: a lead longer than MaxLead bytes is cut at a word boundary
// with "…"; a text without a line break or a space is cut at a character.
func TestLead(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Short line\nnext", "Short line"},
		{strings.Repeat("word ", 600), strings.Repeat("word ", 19) + "word…"},
		{strings.Repeat("é", 80), strings.Repeat("é", 50) + "…"},
	}
	for _, tt := range tests {
		if got := Lead(tt.in); got != tt.want {
			t.Errorf("Lead(%.30q) = %q, want %q", tt.in, got, tt.want)
		}
		if got := Lead(tt.in); len(got) > MaxLead+len("…") {
			t.Errorf("Lead(%.30q) has %d bytes", tt.in, len(got))
		}
	}
}
