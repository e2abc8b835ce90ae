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
			if got != c.want || info != c.info {
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
	if _, err := ParseDate("yesterday"); err == nil {
		t.Error("ParseDate(yesterday) succeeded")
	}
}
