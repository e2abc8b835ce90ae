package input

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A dataset folder (documents in JSON Lines beside a README) is refused
// as a text folder; a text folder beside a larger .json (a manifest, a
// package.json) is read.
func TestCheckDir(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]int // name -> size
		want  string         // "" for no error, else a part of it
	}{
		{"dataset", map[string]int{"README.txt": 40, "docs.jsonl": 600}, "docs.jsonl"},
		{"text and a package.json", map[string]int{"a.txt": 40, "package.json": 600}, ""},
		{"text and a small jsonl", map[string]int{"a.txt": 600, "extra.jsonl": 40}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for n, size := range tc.files {
				if err := os.WriteFile(filepath.Join(dir, n), []byte(strings.Repeat("x", size)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := CheckDir(context.Background(), dir)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("CheckDir: %v, want nil", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("CheckDir: %v, want an error naming %s", err, tc.want)
			}
		})
	}
}
