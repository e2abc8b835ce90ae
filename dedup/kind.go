package dedup

import (
	"fmt"
	"strings"
)

// Kind is the relation between two documents, from weakest to strongest.
type Kind uint8

const (
	None Kind = iota
	// PartialReuse: the two share passages covering part of the smaller document.
	PartialReuse
	// Excerpt: the smaller document lies (almost) entirely inside the larger.
	Excerpt
	// NearDuplicate: high resemblance (Jaccard of word shingles).
	NearDuplicate
	// Identical: the same normalised text.
	Identical
)

var kindNames = [...]string{"none", "partial-reuse", "excerpt", "near-duplicate", "identical"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// MarshalText writes the user-facing name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads the user-facing name, so that results written as
// JSON read back.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// ParseKind parses a relation name.
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if i > 0 && strings.EqualFold(strings.TrimSpace(s), n) {
			return Kind(i), nil
		}
	}
	return None, fmt.Errorf("unknown relation %q (want identical, near-duplicate, excerpt or partial-reuse)", s)
}

// KindSet is a set of relation kinds.
type KindSet uint8

// AllKinds holds every relation.
const AllKinds = KindSet(1<<Identical | 1<<NearDuplicate | 1<<Excerpt | 1<<PartialReuse)

// DefaultGroupKinds are the relations that put documents in one copy cluster by default.
const DefaultGroupKinds = KindSet(1<<Identical | 1<<NearDuplicate | 1<<Excerpt)

// Has reports whether k is in the set.
func (s KindSet) Has(k Kind) bool { return s&(1<<k) != 0 }

// With returns the set with k added.
func (s KindSet) With(k Kind) KindSet { return s | 1<<k }

// Strongest is the strongest kind in the set, None for an empty set.
func (s KindSet) Strongest() Kind {
	for k := Identical; k > None; k-- {
		if s.Has(k) {
			return k
		}
	}
	return None
}

func (s KindSet) String() string {
	var parts []string
	for k := Identical; k > None; k-- {
		if s.Has(k) {
			parts = append(parts, k.String())
		}
	}
	return strings.Join(parts, ",")
}

// ParseKindSet parses "all" or a comma-separated list of relation names.
func ParseKindSet(s string) (KindSet, error) {
	if strings.TrimSpace(s) == "all" {
		return AllKinds, nil
	}
	var set KindSet
	for _, p := range strings.Split(s, ",") {
		if strings.TrimSpace(p) == "" {
			continue
		}
		k, err := ParseKind(p)
		if err != nil {
			return 0, err
		}
		set = set.With(k)
	}
	if set == 0 {
		return 0, fmt.Errorf("no relation given")
	}
	return set, nil
}
