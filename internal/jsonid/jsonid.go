// Package jsonid renders a JSON number used as an id or a label as the
// text it stands for, so that every reader of ids (the input, copydesk
// eval) names one number one way.
package jsonid

import (
	"math"
	"strconv"
	"strings"
)

// Number renders a JSON number literal as decimal text: integers as
// written, integral floats (1e3, 42.0) as integers, other numbers without
// exponent (7.50 as 7.5).
func Number(lit string) string {
	if strings.IndexAny(lit, ".eE") < 0 {
		return lit
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil {
		return lit // out of range: keep what the producer wrote
	}
	if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return strconv.FormatInt(int64(f), 10)
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}
