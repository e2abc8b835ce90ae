// Package strdist measures how far apart two short strings are, letter by
// letter: names in a brief's spelling disagreements, a mistyped command
// or flag.
package strdist

// OSA is the optimal string alignment distance between a and b: the
// letters (runes) to insert, delete or change, or to swap with the next,
// to turn a into b, each substring edited once. "Yanukovich" /
// "Yanukovych" is 1, "UFCWU" / "UFCW" 1, "GGFH" / "GGHF" 1 (a swap).
func OSA(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
