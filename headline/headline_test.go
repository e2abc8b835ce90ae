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
		{"untitled: the first line most like the others, not the earliest",
			[]doc{{text: "Tennant was voted one of the most popular Doctors of all time.\nmore", at: day},
				{text: "Actor Matt Smith will take over the title role in Doctor Who, the BBC said.\nmore", at: day.Add(time.Hour)},
				{text: "Matt Smith, 26, is to be the eleventh Doctor Who.\nmore", at: day.Add(2 * time.Hour)}},
			"Actor Matt Smith will take over the title role in Doctor Who, the BBC said."},
		{"untitled: a first line that reads as a headline beats sentences",
			[]doc{{text: "KABUL - A gunman killed two advisers in Kabul on Saturday.\nmore", at: day},
				{text: "NATO pulls out of Afghan ministries after shooting in Kabul\n\nNATO has withdrawn.", at: day.Add(time.Hour)},
				{text: "A gunman killed two advisers in Kabul on Saturday, officials said.\nmore", at: day.Add(2 * time.Hour)}},
			"NATO pulls out of Afghan ministries after shooting in Kabul"},
		{"a sentence for a title gives way to a headline",
			[]doc{{title: "KABUL, Afghanistan - A gunman killed two American military advisers with shots to the back of the head Saturday inside a ministry building in Kabul."},
				{title: "A gunman killed two U.S. military advisers with shots to the back of the head Saturday inside a heavily guarded ministry building in Kabul."},
				{title: "NATO pulls out of Afghan ministries after Americans shot dead in Kabul"}},
			"NATO pulls out of Afghan ministries after Americans shot dead in Kabul"},
		{"only long titles: the one most like the others",
			[]doc{{title: "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty alpha"},
				{title: "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty alpha beta"},
				{title: "Zero nought naught nil none nada zilch void blank empty hollow vacant bare null cipher goose egg love duck zip zero"}},
			"One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty alpha"},
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

// TestLooksLikeHeadline: a whole first line of three to MaxWords words not
// closed as a sentence reads as a headline.
func TestLooksLikeHeadline(t *testing.T) {
	tests := []struct {
		lead string
		want bool
	}{
		{"NATO pulls out of Afghan ministries after Americans shot dead in Kabul", true},
		{"Will the Budget bring out smiling voters", true},
		{"Yukos bankruptcy 'not US matter'", true},
		{"A publicist says Tara Reid has checked herself into rehab.", false},
		{"It's about time, right?", false},
		{"He said: “We will stay.”", false},
		{"KABUL, Afghanistan -", false},
		{"Dozens of people in Laci Peterson's hometown who were donating blood in her memory applauded when…", false},
		{"Mill fire", false},
		{"", false},
		{"one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty", true},
		{"one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty more", false},
	}
	for _, tt := range tests {
		if got := LooksLikeHeadline(tt.lead); got != tt.want {
			t.Errorf("LooksLikeHeadline(%q) = %v, want %v", tt.lead, got, tt.want)
		}
	}
}
