package planted

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// Story s1: base B, copies A (number 28 -> 29 at [10,12)) and C (name
// Garrow -> Garow at [40,46)), distractor D. Story s2: base E, copy F (day
// Tuesday -> Wednesday at [5,14)).
var testPlanted = []Change{
	{Story: "s1", Doc: "A", Base: "B", Kind: "number", Original: "28", Changed: "29", BaseStart: 10, BaseEnd: 12, Start: 10, End: 12},
	{Story: "s1", Doc: "C", Base: "B", Kind: "name", Original: "Garrow", Changed: "Garow", BaseStart: 40, BaseEnd: 46, Start: 52, End: 57},
	{Story: "s2", Doc: "F", Base: "E", Kind: "day", Original: "Tuesday", Changed: "Wednesday", BaseStart: 5, BaseEnd: 12, Start: 5, End: 14},
}

func v(value string, docs ...string) Variant { return Variant{Value: value, Docs: docs} }

func vs(value string, spans map[string][2]int, docs ...string) Variant {
	return Variant{Value: value, Docs: docs, Spans: spans}
}

func TestScore(t *testing.T) {
	numberFound := Detected{Story: "s1", Kind: "number", Variants: []Variant{
		vs("28", map[string][2]int{"B": {10, 12}}, "B", "C"), vs("29", map[string][2]int{"A": {10, 12}}, "A")}}
	nameReversed := Detected{Story: "s1", Kind: "name", Variants: []Variant{v("garrow", "C"), v("garow", "B", "A")}}
	distractor := Detected{Story: "s1", Kind: "number", Variants: []Variant{v("28", "B", "A"), v("31", "D")}}
	dayWrongSpan := Detected{Story: "s2", Kind: "day", Variants: []Variant{
		vs("Wednesday", map[string][2]int{"F": {30, 39}}, "F"), v("Tuesday", "E")}}
	dayFound := Detected{Story: "s2", Kind: "day", Variants: []Variant{v("Tuesday", "E"), vs("Wednesday", map[string][2]int{"F": {8, 9}}, "F")}}
	sameVariant := Detected{Story: "s1", Kind: "number", Variants: []Variant{v("29", "A", "B"), v("30", "D")}}
	otherStory := Detected{Story: "s2", Kind: "number", Variants: []Variant{v("29", "A"), v("28", "B")}}
	numberAsName := Detected{Story: "s1", Kind: "name", Variants: []Variant{v("29", "A"), v("28", "B")}}

	tests := []struct {
		name       string
		detected   []Detected
		opt        Options
		found      int
		trueAlarms int
		fas        []Detected
		misses     []string // docs of the missed changes
		dups, kmis int
	}{
		{name: "nothing detected", found: 0, misses: []string{"A", "C", "F"}},
		{name: "exact, with spans", detected: []Detected{numberFound}, found: 1, trueAlarms: 1, misses: []string{"C", "F"}},
		{name: "variants reversed, values swapped", detected: []Detected{nameReversed}, found: 1, trueAlarms: 1, misses: []string{"A", "F"}},
		{name: "false alarm from a distractor", detected: []Detected{numberFound, distractor}, found: 1, trueAlarms: 1,
			fas: []Detected{distractor}, misses: []string{"C", "F"}},
		{name: "span elsewhere in the copy: a miss and a false alarm", detected: []Detected{dayWrongSpan}, fas: []Detected{dayWrongSpan},
			misses: []string{"A", "C", "F"}},
		{name: "span inside the planted one", detected: []Detected{dayFound}, found: 1, trueAlarms: 1, misses: []string{"A", "C"}},
		{name: "copy and base in one variant", detected: []Detected{sameVariant}, fas: []Detected{sameVariant}, misses: []string{"A", "C", "F"}},
		{name: "other story", detected: []Detected{otherStory}, fas: []Detected{otherStory}, misses: []string{"A", "C", "F"}},
		{name: "duplicate detection", detected: []Detected{numberFound, numberFound}, found: 1, trueAlarms: 2, dups: 1, misses: []string{"C", "F"}},
		{name: "kind mismatch counts by default", detected: []Detected{numberAsName}, found: 1, trueAlarms: 1, kmis: 1, misses: []string{"C", "F"}},
		{name: "kind mismatch with SameKind", detected: []Detected{numberAsName}, opt: Options{SameKind: true}, fas: []Detected{numberAsName},
			misses: []string{"A", "C", "F"}},
		{name: "everything", detected: []Detected{numberFound, nameReversed, dayFound, distractor}, found: 3, trueAlarms: 3, fas: []Detected{distractor}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ScoreWith(testPlanted, tt.detected, tt.opt)
			if r.Planted != 3 || r.Detected != len(tt.detected) || r.Found != tt.found || r.TrueAlarms != tt.trueAlarms {
				t.Fatalf("planted %d detected %d found %d true %d; want 3 %d %d %d", r.Planted, r.Detected, r.Found, r.TrueAlarms,
					len(tt.detected), tt.found, tt.trueAlarms)
			}
			if !reflect.DeepEqual(r.FalseAlarms, tt.fas) {
				t.Errorf("false alarms %+v, want %+v", r.FalseAlarms, tt.fas)
			}
			var misses []string
			for _, m := range r.Misses {
				misses = append(misses, m.Doc)
			}
			if !reflect.DeepEqual(misses, tt.misses) {
				t.Errorf("misses %v, want %v", misses, tt.misses)
			}
			if r.Duplicates != tt.dups || r.KindMismatches != tt.kmis {
				t.Errorf("duplicates %d, kind mismatches %d; want %d, %d", r.Duplicates, r.KindMismatches, tt.dups, tt.kmis)
			}
			wantP, wantR := 1.0, float64(tt.found)/3
			if len(tt.detected) > 0 {
				wantP = float64(tt.trueAlarms) / float64(len(tt.detected))
			}
			if r.Precision != wantP || r.Recall != wantR {
				t.Errorf("precision %.3f recall %.3f, want %.3f %.3f", r.Precision, r.Recall, wantP, wantR)
			}
		})
	}
}

func TestScoreByKind(t *testing.T) {
	weird := Detected{Story: "s2", Kind: "quote", Variants: []Variant{v("x", "E"), v("y", "D")}}
	r := Score(testPlanted, []Detected{
		{Story: "s1", Kind: "number", Variants: []Variant{v("29", "A"), v("28", "B")}},
		{Story: "s1", Kind: "number", Variants: []Variant{v("28", "B"), v("31", "D")}}, // distractor
		{Story: "s2", Kind: "day", Variants: []Variant{v("Tuesday", "E"), v("Wednesday", "F")}},
		weird,
	})
	want := []KindScore{
		{Kind: "number", Planted: 1, Found: 1, Detected: 2, TrueAlarms: 1, Precision: 0.5, Recall: 1},
		{Kind: "name", Planted: 1, Found: 0, Detected: 0, TrueAlarms: 0, Precision: 1, Recall: 0},
		{Kind: "rank", Planted: 0, Found: 0, Detected: 0, TrueAlarms: 0, Precision: 1, Recall: 1},
		{Kind: "day", Planted: 1, Found: 1, Detected: 1, TrueAlarms: 1, Precision: 1, Recall: 1},
		{Kind: "quote", Planted: 0, Found: 0, Detected: 1, TrueAlarms: 0, Precision: 0, Recall: 1},
	}
	if !reflect.DeepEqual(r.ByKind, want) {
		t.Errorf("by kind\n got %+v\nwant %+v", r.ByKind, want)
	}
	if k := r.Kind("number"); k.Precision != 0.5 {
		t.Errorf("Kind(number) = %+v", k)
	}
	out := r.String()
	for _, s := range []string{"number", "quote", "all"} {
		if !strings.Contains(out, s) {
			t.Errorf("report lacks %q:\n%s", s, out)
		}
	}
	meta := []Meta{{ID: "A", Role: "changed"}, {ID: "B", Role: "base"}, {ID: "C", Role: "copy"}, {ID: "D", Role: "topic-distractor"},
		{ID: "E", Role: "base"}, {ID: "F", Role: "changed"}}
	src := FalseAlarmSources(append(r.FalseAlarms,
		Detected{Story: "s1", Kind: "rank", Variants: []Variant{v("x", "A"), v("y", "C")}},
		Detected{Story: "s1", Kind: "rank", Variants: []Variant{v("x", "B"), v("y", "C")}}), meta)
	if want := map[string]int{"distractor": 2, "changed copy": 1, "unchanged copies": 1}; !reflect.DeepEqual(src, want) {
		t.Errorf("false alarm sources %v, want %v", src, want)
	}
}

func TestRead(t *testing.T) {
	stories, err := ReadStories(strings.NewReader(`{"story":"s1","docs":[{"id":"A","title":"T","text":"x","source":"S","published":"2005-01-02"},{"id":"B","title":"","text":"y","source":"S"}]}` + "\n\n"))
	if err != nil || len(stories) != 1 || len(stories[0].Docs) != 2 {
		t.Fatalf("ReadStories: %+v, %v", stories, err)
	}
	if d := stories[0].Docs[0].Date(); d.Year() != 2005 || !stories[0].Docs[1].Date().IsZero() {
		t.Errorf("dates %v %v", d, stories[0].Docs[1].Date())
	}
	cs, err := ReadPlanted(strings.NewReader(`{"story":"s1","doc":"A","base":"B","kind":"number","original":"28","changed":"29","base_start":1,"base_end":3,"start":4,"end":6,"original_norm":"28","changed_norm":"29"}`))
	want := Change{Story: "s1", Doc: "A", Base: "B", Kind: "number", Original: "28", Changed: "29", BaseStart: 1, BaseEnd: 3, Start: 4, End: 6, OriginalNorm: "28", ChangedNorm: "29"}
	if err != nil || len(cs) != 1 || cs[0] != want {
		t.Fatalf("ReadPlanted: %+v, %v", cs, err)
	}
	if _, err := ReadPlanted(strings.NewReader("{}\nnot json\n")); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("bad line: err = %v", err)
	}
	if _, err := LoadPlanted("/nonexistent/planted.jsonl"); err == nil {
		t.Error("LoadPlanted of a missing file: no error")
	}
}

// A bad line's error names the line and wraps the JSON error, so a caller
// can tell a syntax error from a wrong type.
func TestReadJSONLWrapsError(t *testing.T) {
	for _, tc := range []struct {
		in   string
		line string
		want any
	}{
		{"{}\n{\"doc\": \n", "line 2", new(*json.SyntaxError)},
		{"{\"start\": \"x\"}\n", "line 1", new(*json.UnmarshalTypeError)},
	} {
		_, err := ReadPlanted(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.line) || !errors.As(err, tc.want) {
			t.Errorf("%q: error %v, want %s wrapping %T", tc.in, err, tc.line, tc.want)
		}
	}
}
