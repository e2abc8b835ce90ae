package facts

import "testing"

// TestQuantityScale: the multiplier a number's scale word or suffix
// gives, 0 when its text gives none, so that brief can tell "2 thousand"
// / "2" (the word dropped) from "2,000" / "2" (two figures).
func TestQuantityScale(t *testing.T) {
	for _, tc := range []struct {
		text  string
		value float64
		scale float64
	}{
		{"output of 2.5 million barrels", 2.5e6, 1e6},
		{"output of 1.5 mln bpd", 1.5e6, 1e6},
		{"a deal worth $2bn in all", 2e9, 1e9},
		{"a deal worth $2.5m in all", 2.5e6, 1e6},
		{"some 2,000 homes", 2000, 0},
		{"some 2 thousand homes", 2000, 1e3},
		{"four hundred homes", 400, 100},
		{"28 people died", 28, 0},
		{"损失2万元", 20000, 1e4},
	} {
		qs := Quantities(tc.text)
		if len(qs) == 0 {
			t.Errorf("%q: no quantity", tc.text)
			continue
		}
		if q := qs[0]; q.Value != tc.value || q.Scale != tc.scale {
			t.Errorf("%q: value %v scale %v, want %v %v", tc.text, q.Value, q.Scale, tc.value, tc.scale)
		}
		ms := Mentions(tc.text)
		for _, m := range ms {
			if m.Kind == Number && m.Scale != tc.scale {
				t.Errorf("%q: mention scale %v, want %v", tc.text, m.Scale, tc.scale)
			}
		}
	}
}
