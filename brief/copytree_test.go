package brief

import (
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

func TestCopyTree(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 3, d, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		name      string
		rels      []dedup.Relation
		published []time.Time
		words     []int
		want      []CopyEdge
	}{
		{
			name:      "excerpt without dates: the longer is the source",
			rels:      []dedup.Relation{{A: 0, B: 1, Kind: dedup.Excerpt}},
			published: []time.Time{{}, {}},
			words:     []int{300, 500},
			want:      []CopyEdge{{Source: 1, Derived: 0, Kind: dedup.Excerpt, Reason: ReasonContains}},
		},
		{
			// The later, longer document takes the earlier whole: it is no
			// excerpt of it (the brief said so), it expands it.
			name:      "dates win over containment",
			rels:      []dedup.Relation{{A: 0, B: 1, Kind: dedup.Excerpt}},
			published: []time.Time{day(1), day(2)},
			words:     []int{300, 500},
			want:      []CopyEdge{{Source: 0, Derived: 1, Kind: dedup.Excerpt, Reason: ReasonEarlier, Expands: true}},
		},
		{
			name:      "an excerpt published later",
			rels:      []dedup.Relation{{A: 0, B: 1, Kind: dedup.Excerpt}},
			published: []time.Time{day(2), day(1)},
			words:     []int{300, 500},
			want:      []CopyEdge{{Source: 1, Derived: 0, Kind: dedup.Excerpt, Reason: ReasonEarlier}},
		},
		{
			name: "one parent each, strongest relation first, no cycles",
			rels: []dedup.Relation{
				{A: 1, B: 0, Kind: dedup.Identical},
				{A: 2, B: 0, Kind: dedup.PartialReuse},
				{A: 2, B: 1, Kind: dedup.NearDuplicate},
			},
			published: []time.Time{day(1), day(2), day(3)},
			words:     []int{400, 400, 380},
			want: []CopyEdge{
				{Source: 0, Derived: 1, Kind: dedup.Identical, Reason: ReasonEarlier},
				{Source: 1, Derived: 2, Kind: dedup.NearDuplicate, Reason: ReasonEarlier},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CopyTree(tt.rels, tt.published, tt.words)
			if len(got) != len(tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("edge %d: got %+v, want %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// TestBecause: each reason names the source it is about, so a reader
// can tell which of the two documents came first or holds the other.
func TestBecause(t *testing.T) {
	for _, tc := range []struct{ reason, want string }{
		{ReasonEarlier, "[2] was published first"},
		{ReasonContains, "[2] contains it"},
		{ReasonLonger, "[2] is longer; no two dates tell"},
		{ReasonOrder, "[2] is listed first; no two dates tell"},
		{"something new", "something new"},
	} {
		if got := Because(tc.reason, "[2]"); got != tc.want {
			t.Errorf("Because(%q) = %q, want %q", tc.reason, got, tc.want)
		}
	}
}
