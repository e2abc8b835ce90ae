// Package jsonid renders a JSON number used as an id or a label as the
// text it stands for, so that every reader of ids (the input, copydesk
// eval) names one number one way.
package jsonid

import (
	"strconv"
	"strings"
)

// maxExponent bounds the numbers written out in full: one whose
// scientific exponent is larger in size (1e400, 1e-400) is written in
// canonical scientific form instead (1e400, 2.5e-400).
const maxExponent = 308

// maxWritten bounds the exponent as written that is read at all: beyond
// it the position arithmetic could overflow, and the literal is kept.
const maxWritten = 1 << 40

// Number renders a JSON number literal as decimal text: integers as
// written (-0 as 0), integral numbers (1e3, 42.0) as integers, other numbers without
// exponent (7.50 as 7.5). It works on the decimal digits, not through a
// float64, so two numbers that differ render differently
// (123456789012345678901234567890.5 is not ...890 nor ...891, 1e-400 is
// not 0), and one number renders one way however it is spelled: which
// form is used (decimal, or beyond 10^±308 scientific with one digit
// before the point) depends on the value, not on the exponent as written
// (10e399 and 1e400 are both 1e400).
func Number(lit string) string {
	if !strings.ContainsAny(lit, ".eE") {
		if lit == "-0" {
			return "0" // as -0.0 and -0e0 are: JSON integers have no other second form
		}
		return lit
	}
	body, neg := strings.CutPrefix(lit, "-")
	mant, exp := body, 0
	if i := strings.IndexAny(body, "eE"); i >= 0 {
		e, err := strconv.Atoi(body[i+1:])
		if err != nil || e > maxWritten || e < -maxWritten {
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
	switch sci := point - 1; {
	case sci > maxExponent || sci < -maxExponent:
		b.WriteString(digits[:1])
		if len(digits) > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('e')
		b.WriteString(strconv.Itoa(sci))
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
