package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// checkDB refuses a --db value that cannot be a database, before anything
// is opened, locked or created: an empty name (SQLite would open a
// temporary database per connection), standard output, a directory, or
// one of the command's inputs (the corpus would be overwritten). A file
// that exists but is not a database is refused by desk.Open, still
// before its lock file is made.
func checkDB(path string, inputs []string) error {
	switch path {
	case "":
		return usageError("--db: give a database file name")
	case "-":
		return usageError("--db -: give a file name")
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return usageError("--db %s is a directory: give a database file", path)
	}
	// A directory missing or of the wrong kind, as an output's (exit 2;
	// it was "database directory: stat ...", exit 1).
	if st, err := os.Stat(filepath.Dir(path)); errors.Is(err, fs.ErrNotExist) {
		return usageError("--db %s: no such directory %s", path, filepath.Dir(path))
	} else if err == nil && !st.IsDir() {
		return usageError("--db %s: %s is not a directory", path, filepath.Dir(path))
	}
	return checkOutputs(inputs, outputFile{"db", path})
}
