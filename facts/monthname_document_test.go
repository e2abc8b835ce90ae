package facts

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// TestMonthWordOfADocument: a month word that the document uses in a
// company's name ("May Department Stores Co") names the company
// elsewhere in it, bare or possessive ("May had", "May's earnings"),
// unless a word of time comes before it ("sales in May") or, bare, a
// noun of figures after it ("May sales"); and in a document of a table
// of months (one name word beside two months) a month word opening a row
// is a month ("March Kestrel River"): a sentence alone would read the
// first as months and the second as a name. Invented sentences.
func TestMonthWordOfADocument(t *testing.T) {
	company := "May Department Stores Co said sales rose.\n"
	barges := "Barge rates rose.\n - March Tarn (ex Halden) 132 pct bid.\n - May Tarn River (ex Halden) 100 pct bid.\n"
	for _, tc := range []struct{ text, want string }{
		{company + "Analysts said May's earnings rose 12 pct.", "name:may department stores co | name:may | number:12%"},
		{company + "May had a gain of 4 pct.", "name:may department stores co | name:may | number:4%"},
		{company + "Its sales in May rose 4 pct.", "name:may department stores co | number:4%"},
		{company + "Analysts said May sales rose 4 pct.", "name:may department stores co | number:4%"},
		{company + "He said it on May 5.", "name:may department stores co | day:May 5"},
		{barges + " - March Kestrel River bid at 125 pct.", "name:tarn | name:halden | number:132% | name:tarn river | name:halden | number:100% | name:kestrel river | number:125%"},
		// Any legal form of lexicon.LegalForms ends a company's name,
		// in capitals too (AG, LLC, ASA).
		{"March Holdings said sales rose.\nAnalysts said March's earnings rose 12 pct.", "name:march holdings | name:march | number:12%"},
		{"June Gruppe GmbH said sales rose. June had a gain of 4 pct.", "name:june gruppe gmbh | name:june | number:4%"},
		{"June Gruppe AG said sales rose. June had a gain of 4 pct.", "name:june gruppe ag | name:june | number:4%"},
		{"May Holding LLC said sales rose. May had a gain of 4 pct.", "name:may holding llc | name:may | number:4%"},
		{"March Fjord ASA said sales rose.\nAnalysts said March's earnings rose 12 pct.", "name:march fjord asa | name:march | number:12%"},
		// No company: a month after a word of time.
		{"Last October Lucky Stores cut costs. Sales fell in October Lucky said.", "name:lucky stores | name:lucky"},
		{"In early December Nomura Securities Inc joined. Analysts said December was strong.", "name:nomura securities inc"},
		// A span of months is no name.
		{"The grain is for shipment April-October, the department said.", ""},
		// A person and a month, in a document of one month each.
		{"June Carter Cash sang it. Sales in June rose.", "name:june carter cash"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestReadContextOfADocument: a document's Context, read from the words
// around its month words only, is the one its every word tells, and
// MentionsIn reads a sentence of it with it. Invented sentences, and the
// repository's example corpus.
func TestReadContextOfADocument(t *testing.T) {
	company := "May Department Stores Co said sales rose.\n\nMay had a gain of 4 pct, analysts said.\n\nSales in May rose."
	barges := "Barge rates rose.\n - March Tarn (ex Halden) 132 pct bid.\n - May Tarn River (ex Halden) 100 pct bid.\n - March Kestrel River bid at 125 pct."
	for _, tc := range []struct{ doc, sentence, want string }{
		{company, "May had a gain of 4 pct, analysts said.", "name:may | number:4%"},
		{company, "Sales in May rose.", ""},
		{barges, " - March Kestrel River bid at 125 pct.", "name:kestrel river | number:125%"},
	} {
		ctx := ReadContext(tc.doc)
		if ctx != readContext(tc.doc, words(tc.doc)) || ctx == (Context{}) {
			t.Errorf("%q: context %+v, want %+v", tc.doc, ctx, readContext(tc.doc, words(tc.doc)))
		}
		if got := describe(tc.sentence, MentionsIn(tc.sentence, ctx)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.sentence, got, tc.want)
		}
	}
	f, err := os.Open("../examples/news.jsonl")
	if err != nil {
		t.Skipf("example corpus: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var d struct{ ID, Text string }
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			t.Fatal(err)
		}
		if got, want := ReadContext(d.Text), readContext(d.Text, words(d.Text)); got != want {
			t.Errorf("%s: context %+v, want %+v", d.ID, got, want)
		}
	}
}
