package copydesk

import "slices"

// sortClusters orders clusters largest first, then by id, so output is stable.
func sortClusters(cs []Cluster) {
	slices.SortFunc(cs, func(a, b Cluster) int {
		if len(a.Members) != len(b.Members) {
			return len(b.Members) - len(a.Members)
		}
		if a.ID < b.ID {
			return -1
		}
		if a.ID > b.ID {
			return 1
		}
		return 0
	})
}
