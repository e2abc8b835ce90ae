// Package align is the sentence layer of copydesk: it splits news text into
// sentences with byte offsets (Split), decides whether two sentences state
// the same thing (Matcher, Similarity, Same, Score) and groups the sentences
// of the documents of one story that state the same thing (Align).
//
// # Splitting
//
// Split cuts a text into pieces that cover every non-space byte: body
// sentences, and the non-sentence pieces a news page carries — datelines
// ("KABUL, Afghanistan (AP) -"), headings and titles, bylines and credit
// lines, and footers (promotion and boilerplate lines, and unrelated lines
// trailing the story). Abbreviations (titles, months, U.S., initials,
// "No. 5"), decimals, ellipses and quotations are handled; the sentences of
// one quotation that spans several sentences share a Quote number.
//
// # Matching
//
// A Matcher compares two sentences on lexical features — overlap of
// normalised, canonicalised (U.S. = US = American, defence = defense,
// four = 4, rose = jumped) and stemmed words, IDF-weighted when the caller
// supplies document frequencies (DocFreq), soft matches of spelling
// variants, the longest common subsequence, word bigrams and trigrams,
// agreement of numbers, names and negation, what each sentence lacks (names,
// numbers, times, attributions, other words, runs of them), and length —
// and combines them with a logistic regression whose coefficients are
// trained by tools/trainmatcher on the train split of the MSR paraphrase
// corpus and written to weights_gen.go. No model is downloaded; nothing is
// learned at run time except the caller's document frequencies.
//
// # Aligning
//
// Align takes the sentences of several documents of one story and returns
// groups of sentences that state the same thing, at most one sentence per
// document per group, plus "part" members for sentences that a copy split or
// merged. Candidates come from an inverted index over the story's rarer
// words and word pairs (prefix filtering), so a story of thousands of
// sentences aligns in tens of milliseconds; a word shared by hundreds of
// sentences is followed only to the nearest of them, and each sentence is
// compared with its few best candidates, so the work stays linear even
// when every sentence shares every word. Candidates lists the compared
// pairs with their scores and features, near misses included (two
// statements of a death toll with different numbers).
//
// The package is pure: no I/O, no logging, no mutable global state.
package align
