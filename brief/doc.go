// Package brief writes one sourced brief per story: the key sentences, each
// citing every outlet that carries it; what each outlet added that no other
// has; where outlets disagree on a number, a name, a rank or a date; the
// quotations with their speakers; and which copy came from which.
//
// The package is pure: documents and their copy relations come in, a Brief
// value goes out, with byte offsets into each document for every citation.
package brief
