package input_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
)

func ExampleRead() {
	// "-" reads JSON Lines from stdin; here a string stands in for it.
	stdin := strings.NewReader(`{"id": 1, "headline": "Rates held", "text": "The bank kept rates at 4%.", "published": "2024-05-01"}
{"id": 2, "headline": "Rates held again", "text": "The bank kept rates at 4% again.", "published": "someday"}
this line is broken
`)
	opts := input.Options{
		Fields:  input.Fields{Title: "headline"},
		SkipBad: true,
	}
	st, err := input.Read(context.Background(), []string{"-"}, stdin, opts, func(d copydesk.Document) error {
		fmt.Printf("%s %q %s\n", d.ID, d.Title, d.Published.Format("2006-01-02"))
		return nil
	})
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Printf("%d docs, %d bad dates, %d bad lines: %s\n", st.Docs, st.BadDates, st.BadLines, st.BadSamples[0])
	// Output:
	// 1 "Rates held" 2024-05-01
	// 2 "Rates held again" 0001-01-01
	// 2 docs, 1 bad dates, 1 bad lines: stdin:3: invalid JSON at byte 2: invalid character 'h' in literal true (expecting 'r')
}
