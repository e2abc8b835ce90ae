// Package jsonid renders a JSON number used as an id or a label as the
// text it stands for, so that every reader of ids (the input, copydesk
// eval) names one number one way.
package jsonid

import (
	"strconv"
	"strings"
)

// maxExponent bounds the exponents written out in full: a larger one
// (1e400) keeps the literal as written.
const maxExponent = 308

// Number renders a JSON number literal as decimal text: integers as
// written (-0 as 0), integral numbers (1e3, 42.0) as integers, other numbers without
// exponent (7.50 as 7.5). It works on the decimal digits, not through a
// float64, so two numbers that differ render differently
// (123456789012345678901234567890.5 is not ...890 nor ...891, 1e-400 is
// not 0).
func Number(lit string) string {
	if strings.IndexAny(lit, ".eE") < 0 {
		if lit == "-0" {
			return "0" // as -0.0 and -0e0 are: JSON integers have no other second form
		}
		return lit
	}
	body, neg := strings.CutPrefix(lit, "-")
	mant, exp := body, 0
	if i := strings.IndexAny(body, "eE"); i >= 0 {
		e, err := strconv.Atoi(body[i+1:])
		if err != nil || e > maxExponent || e < -maxExponent {
			return lit
		}
		mant, exp = body[:i], e
	}
	whole, frac, _ := strings.Cut(mant, ".")
	if whole == "" || strings.Trim(whole+frac, "0123456789") != "" {
		return lit // not a JSON number: keep what the producer wrote
	}
	digits := whole + frac
	point := len(whole) + exp // digits[:point] is the integer part
	lead := len(digits) - len(strings.TrimLeft(digits, "0"))
	digits, point = digits[lead:], point-lead
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		return "0"
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	switch {
	case point <= 0:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", -point))
		b.WriteString(digits)
	case point >= len(digits):
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", point-len(digits)))
	default:
		b.WriteString(digits[:point])
		b.WriteByte('.')
		b.WriteString(digits[point:])
	}
	return b.String()
}
