package copydesk

import "github.com/copydesk/copydesk/textnorm"

func normalizeForTest(s string) string { return textnorm.Normalize(s) }
