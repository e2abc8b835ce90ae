package dedup

import (
	"encoding/json"
	"testing"
)

func TestKindJSON(t *testing.T) {
	for k := PartialReuse; k <= Identical; k++ {
		b, err := json.Marshal(k)
		if err != nil {
			t.Fatal(err)
		}
		var back Kind
		if err := json.Unmarshal(b, &back); err != nil || back != k {
			t.Errorf("%v: %s read back as %v (%v)", k, b, back, err)
		}
	}
	var k Kind
	if err := json.Unmarshal([]byte(`"copy"`), &k); err == nil {
		t.Error("unknown relation read")
	}
}
