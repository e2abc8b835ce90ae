// Package story groups a stream of news documents into stories: reports
// of one event. It is pure: no I/O, no logging, no global mutable state.
//
// # Use
//
// An Assigner takes documents one at a time, in publication order, and
// answers with the story each joins (Add), the story's members (Members)
// and descriptions of the open stories (Stories, Story). Stories close
// when quiet for longer than the window; Options.OnClose receives them.
// Refine reconsiders a finished stream as a whole; Summarize describes
// the stories of any assignment.
//
// # Representation
//
// Words are textnorm tokens (NFKC, case-folded), stemmed with the English
// Snowball stemmer; stop words (Snowball's list and news words such as
// "said", weekdays, months) are dropped. Title words weigh 2, the first 50
// words of the text 1.5, the rest 1; term frequency is sublinear
// (1+ln tf). Two more channels carry what tells one event from another of
// the same kind:
//
//   - names: words capitalised inside a sentence (or at its start or in a
//     headline when the document writes them capitalised inside a
//     sentence elsewhere; in a headline in capitals, words the text never
//     writes in lower case), and pairs of adjacent such words ("Tara
//     Reid"). A "name" found in more than 15% of the documents is a
//     common word with a capital ("Corp", "QTR") and leaves the channel;
//   - numbers and dates: a number with the word after it ("14 dead",
//     "6.1 magnitude"), numbers of three or more characters, days of a
//     month ("Feb. 1") and of the week.
//
// Each channel (words, names, numbers) is normalised on its own and the
// three are averaged (weights 1, 1, 1), so a handful of names is not
// drowned by two hundred words; a channel with little in it is damped
// (ChannelFloor). Inverse document frequencies are learned from the
// stream itself, counting each copy cluster once, in a table capped at
// Options.Vocabulary features (the rarest are forgotten).
//
// Lines seen in three or more stories, or repeated by one outlet in
// documents that are not copies of each other, are boilerplate: their
// words are left out, so newsletter footers and outlet templates pull
// nothing together.
//
// # Similarity and assignment
//
// A story's centroid is the sum of its members' unit vectors (kept in TF
// space and re-weighted with the current IDF), capped to its 200
// strongest features. A document's similarity to a story is the cosine to
// that centroid, halved when both have names and none of the three
// strongest names of either weighs, in the other, a quarter of the other's
// strongest name (two people doing the same kind of thing), scaled by 0.8
// when the two report different years (Weights.YearConflict: a
// document's year is its year of publication when dated, else the latest
// year from 1900 to 2099 its text names, not one right after a word of
// history ("since 1961", "built in 1998"); a story's are its members'; the
// rule fires when the document's lies more than a year from each of the
// story's, never when a side has none), less a time
// penalty when both are dated: growing with
// the document's distance from the story's span to 0.05 at a week. Time is
// a weak prior only: an
// undated document or story is neither penalised nor favoured, so that the
// presence of metadata decides nothing.
//
// Candidates are the stories posted under one of the document's 16
// strongest features (each story is posted under its 48 strongest); the
// 16 sharing most weight are scored. The document joins the most similar
// story whose bar it clears, else starts a new one. The bar is 0.2 for a
// story of one document and rises with its size n as 0.3 - 0.1/n: a report
// of the same event grows more similar to a growing centroid, one of a
// similar event does not.
//
// # Copies count once
//
// A document whose copy cluster (Doc.CopyCluster, from dedup) already sits
// in an open story joins it without weighing in: it changes neither the
// centroid nor the document frequencies. Without a copy cluster, an exact
// copy of a text is recognised by fingerprint, and a document at least
// 0.8 similar to a story (Weights.NearCopy) joins as a copy too. A wire
// story republished fifty times thus weighs as one report.
//
// # Window and memory
//
// The clock is the latest publication time seen. A story no document has
// joined for longer than the window (default 60 days) closes and is
// forgotten. Undated documents do not move the clock and do not keep a
// story open; a story of undated documents only closes when the open
// stories exceed Options.MaxOpen (default 20,000; the story updated
// longest ago goes first). One date more than a year ahead of the clock
// is taken for a mistake and the document for undated; when the next
// dated document lies beyond the clock too, the gap is real and the
// clock moves. Until a second dated document agrees with the first, a
// date more than a year behind the clock is held the same way, and a
// second one there moves the clock back (the first document's year was
// wrong). Dates before 1970 work as any other. A batch caller may let closed stories linger for undated
// documents (Assigner.Linger). Memory is bounded by
// the open stories (each at most 400 features and Options.MaxMembers
// members), the capped document-frequency table and two capped maps of
// recent lines and copy clusters: it stays flat however long the stream.
//
// # Refine
//
// Refine runs over a finished stream with the document frequencies of the
// whole corpus: it splits off members less than 0.08 similar to the rest
// of their story, merges stories whose average link (the mean cosine of
// their members taken pairwise, the year rule pair by pair) is at least
// 0.2 (most linked first, across the window, less the time penalty), then
// moves each document to a story at least 0.05 more similar than its own.
//
// # Story ids
//
// A story's id is the id of its first document (in processing order): the
// same on every run over the same input, and never changed by documents
// added later. Refine keeps the id of a story's first document too: a
// story whose first document leaves it (split off, moved, or a copy
// rejoining its original's story, which Refine does whatever the window)
// takes the id of its new first document.
//
// # Measurements
//
// tools/storyeval runs the pipeline on the shared development data and
// sweeps any weight; tools/storystream measures speed and memory. On the
// ECB+ development set (496 documents, 42 events), with copydesk eval:
//
//	                          pairwise F1  B-cubed F1  ARI
//	stream                       0.876       0.895     0.873
//	stream, --refine             0.930       0.951     0.929
//	dates and sources removed    0.890       0.918     0.887
//	  and --refine               0.911       0.942     0.909
//
// B-cubed F1 of the stream stays within 0.870-0.895 for thresholds
// 0.1-0.3 (storyeval -sweep threshold=0.1:0.3:0.05). On one core, an
// Assigner takes about 7,000-8,500 Reuters documents per second (140 µs
// a document on a busy shared machine), and its resident memory stays
// under about 225 MB over
// a million documents.
package story
