package brief

import (
	"strings"
	"testing"
	"time"
)

// A key sentence or "only in" fact holding a quotation whose speaker its
// own words give only as "she" or not at all names the speaker the
// brief's quotes found; one that names the speaker itself does not.
func TestFactsNameTheirSpeaker(t *testing.T) {
	day := time.Date(2026, 6, 2, 8, 0, 0, 0, time.UTC)
	a := Doc{ID: "a", Source: "Wire", Published: day, Text: strings.Join([]string{
		"Floodwater forced hundreds of families from their homes in the Arne valley on Monday after the river burst its banks at Holmby.",
		"Mayor Ilse Brandvold opened the town hall as a shelter and asked residents on the lower streets to leave before dark.",
		"\"We have beds for three hundred people and hot food all night,\" she said.",
		"\"Nobody should try to drive through the water.\"",
		"Engineers said the level would peak on Tuesday morning.",
	}, " ")}
	b := Doc{ID: "b", Source: "Radio", Published: day.Add(time.Hour), Text: strings.Join([]string{
		"Hundreds of people left their homes in Holmby on Monday as the Arne rose over its banks, flooding the lower town.",
		"Farmer Tor Eikrem said he had moved his cattle to the hills the night before.",
		"\"I have never seen the river this high in forty years,\" Eikrem told the station.",
		"Rail services through the valley were suspended.",
	}, " ")}
	br := Build(Input{Docs: []Doc{a, b}}, Options{Sentences: 3, OnlyInPerSource: 5})
	got := map[string]string{}
	for _, o := range br.OnlyIn {
		for _, f := range o.Facts {
			got[f.Text] = f.Speaker
		}
	}
	for _, k := range br.Sentences {
		got[k.Text] = k.Speaker
	}
	for text, want := range map[string]string{
		"\"We have beds for three hundred people and hot food all night,\" she said.":        "Mayor Ilse Brandvold",
		"\"Nobody should try to drive through the water.\"":                                  "Mayor Ilse Brandvold",
		"\"I have never seen the river this high in forty years,\" Eikrem told the station.": "",
	} {
		sp, ok := got[text]
		if !ok {
			t.Errorf("%q is no key sentence nor only-in fact: %q", text, got)
			continue
		}
		if sp != want {
			t.Errorf("speaker of %q = %q, want %q", text, sp, want)
		}
	}
}

func TestNamesSpeaker(t *testing.T) {
	for _, c := range []struct {
		text, speaker string
		want          bool
	}{
		{"“We will keep going,” Voss told reporters.", "Commander Elaine Voss of the coastguard", true},
		{"“We will keep going,” she said.", "Commander Elaine Voss of the coastguard", false},
		{"“He is one of ours,” said Bernadette Ogun, 61.", "Bernadette Ogun, 61", true},
		{"VOSS SAID: “NO.”", "Voss", true},
		{"“No,” said Vossberg.", "Voss", false},
		{"“No.”", "", true},
		{"Voss’s team said it would keep going.", "Voss", true},
		{"“We will keep going,” —Voss said.", "Voss", true},
		{"“Free at last,” said King.", "Martin Luther King Jr.", true},
		{"“Free at last,” he said.", "Martin Luther King Jr.", false},
	} {
		if got := namesSpeaker(c.text, c.speaker); got != c.want {
			t.Errorf("namesSpeaker(%q, %q) = %v, want %v", c.text, c.speaker, got, c.want)
		}
	}
}

func TestNamedSpeaker(t *testing.T) {
	for sp, want := range map[string]bool{
		"Mayor Ilse Brandvold": true, "Voss": true, "Commander Elaine Voss of the coastguard": true,
		"The company": false, "one source": false, "the ministry": false, "The broker": false,
	} {
		if got := namedSpeaker(sp); got != want {
			t.Errorf("namedSpeaker(%q) = %v, want %v", sp, got, want)
		}
	}
}
