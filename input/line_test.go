package input

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

func TestLineDecoder(t *testing.T) {
	dec, err := NewLineDecoder(Fields{Text: "body"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, in string
		want     copydesk.Document
		info     Decoded
		bad      string
	}{
		{"flat", `{"id":"a1","body":"Text.","title":"T","source":"S","url":"u","published":"2026-03-11"}`,
			copydesk.Document{ID: "a1", Text: "Text.", Title: "T", Source: "S", URL: "u", Published: time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC)}, Decoded{}, ""},
		{"pretty", "{\n  \"id\": 42,\n  \"body\": \"Two\\nlines\"\n}\n", copydesk.Document{ID: "42", Text: "Two\nlines"}, Decoded{}, ""},
		{"unix", `{"id":"u","body":"x","published":1741651200}`, copydesk.Document{ID: "u", Text: "x", Published: time.Unix(1741651200, 0).UTC()}, Decoded{}, ""},
		{"bad date", `{"id":"d","body":"x","published":"soon"}`, copydesk.Document{ID: "d", Text: "x"}, Decoded{BadDate: true}, ""},
		// A bare year is no Unix time (it read as 1970-01-01T00:33:46Z);
		// 0 is a placeholder for no date; Unix seconds and eight-digit
		// dates read the same as a number or a string.
		{"year", `{"id":"y","body":"x","published":2026}`, copydesk.Document{ID: "y", Text: "x"}, Decoded{BadDate: true}, ""},
		{"zero", `{"id":"z","body":"x","published":0}`, copydesk.Document{ID: "z", Text: "x"}, Decoded{}, ""},
		{"unix string", `{"id":"u","body":"x","published":"1741651200"}`, copydesk.Document{ID: "u", Text: "x", Published: time.Unix(1741651200, 0).UTC()}, Decoded{}, ""},
		{"yyyymmdd", `{"id":"n","body":"x","published":20260311}`, copydesk.Document{ID: "n", Text: "x", Published: time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC)}, Decoded{}, ""},
		{"zone name", `{"id":"e","body":"x","published":"Wed, 11 Mar 2026 10:00:00 EST"}`, copydesk.Document{ID: "e", Text: "x", Published: time.Date(2026, 3, 11, 10, 0, 0, 0, time.FixedZone("EST", -5*3600))}, Decoded{}, ""},
		{"repaired", "{\"id\":\"r\",\"body\":\"caf\xe9\"}", copydesk.Document{ID: "r", Text: "caf\uFFFD"}, Decoded{RepairedUTF8: true}, ""},
		{"empty", `{"id":"e","body":"  "}`, copydesk.Document{ID: "e", Text: "  "}, Decoded{Empty: true}, ""},
		{"no text", `{"id":"n"}`, copydesk.Document{}, Decoded{}, `missing "body"`},
		{"no id", `{"body":"x"}`, copydesk.Document{}, Decoded{}, `missing "id"`},
		{"not an object", `["x"]`, copydesk.Document{}, Decoded{}, "not a JSON object"},
		{"broken", `{"id":"x","body":`, copydesk.Document{}, Decoded{}, "invalid JSON"},
		{"blank", "  \n", copydesk.Document{}, Decoded{}, "no JSON object"},
		{"text type", `{"id":"x","body":3}`, copydesk.Document{}, Decoded{}, `"body" must be a string, got number`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, info, err := dec.Decode([]byte(c.in))
			if c.bad != "" {
				if err == nil || !errors.Is(err, copydesk.ErrBadInput) || !strings.Contains(err.Error(), c.bad) {
					t.Fatalf("error %v, want one containing %q wrapping ErrBadInput", err, c.bad)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			samePublished := got.Published.Equal(c.want.Published)
			got.Published, c.want.Published = time.Time{}, time.Time{} // a zone is a pointer
			if got != c.want || !samePublished || info != c.info {
				t.Errorf("got %+v %+v, want %+v %+v", got, info, c.want, c.info)
			}
		})
	}
}

func TestExportedParseDate(t *testing.T) {
	for in, want := range map[string]time.Time{
		"2026-03-11T08:00:00Z": time.Date(2026, 3, 11, 8, 0, 0, 0, time.UTC),
		"2026-03-11":           time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC),
		"2026-03-11 08:00:00":  time.Date(2026, 3, 11, 8, 0, 0, 0, time.UTC),
		"1741680000":           time.Unix(1741680000, 0).UTC(),
		"02-Mar-1987 10:00:00": time.Date(1987, 3, 2, 10, 0, 0, 0, time.UTC),
	} {
		got, err := ParseDate(in)
		if err != nil || !got.Equal(want) {
			t.Errorf("ParseDate(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"yesterday", "2026"} {
		if got, err := ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q) = %v, want an error", bad, got)
		}
	}
}
