package input

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/copydesk/copydesk"
)

type srcKind uint8

const (
	srcStdin srcKind = iota
	srcFile
	srcDir
)

// src is one path of the command line, checked and classified before any
// reading, so that a typo in the last path fails at once, not after an hour.
type src struct {
	kind srcKind
	path string // as given
	name string // for messages: the path, or "stdin"
	text bool   // srcFile: one text document rather than JSON Lines
	md   bool
}

const supported = "want a directory, .txt, .md, .jsonl, .ndjson or .json, optionally .gz or .zst, or - for standard input"

func plan(paths []string, stdin io.Reader) ([]src, error) {
	srcs := make([]src, 0, len(paths))
	sawStdin := false
	for _, p := range paths {
		if p == "-" {
			if stdin == nil {
				return nil, errors.New("input: - given but there is no standard input")
			}
			if sawStdin {
				return nil, errors.New("input: - (standard input) given more than once")
			}
			sawStdin = true
			srcs = append(srcs, src{kind: srcStdin, path: p, name: "stdin"})
			continue
		}
		fi, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("input: %w", err)
		}
		if fi.IsDir() {
			srcs = append(srcs, src{kind: srcDir, path: p, name: p})
			continue
		}
		if err := CheckFileType(p); err != nil {
			return nil, err
		}
		s := src{kind: srcFile, path: p, name: p}
		switch formatExt(p) {
		case ".txt":
			s.text = true
		case ".md", ".markdown":
			s.text, s.md = true, true
		}
		srcs = append(srcs, s)
	}
	return srcs, nil
}

// CheckFileType refuses a file given as input whose name says no format
// the readers know (table.csv): the command can check its arguments
// before any work. A directory's files are chosen by name, not refused.
func CheckFileType(path string) error {
	switch ext := formatExt(path); ext {
	case ".txt", ".md", ".markdown", ".jsonl", ".ndjson", ".json", "":
		return nil
	default:
		return &placeError{at: location{name: path}, reason: fmt.Sprintf("unsupported input type %q (%s)", ext, supported), kind: copydesk.ErrBadInput}
	}
}

// TextInput reports whether a path given as input is read as text only,
// with no JSON for the field mapping to apply to: a directory (of .txt
// and .md files) or a .txt, .md or .markdown file, compressed or not.
func TextInput(path string) bool {
	if path == "-" {
		return false
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return true
	}
	switch formatExt(path) {
	case ".txt", ".md", ".markdown":
		return true
	}
	return false
}

// formatExt is the lower-case extension that says the format of a file,
// after any compression suffix: ".jsonl" for docs.jsonl.zst, "" for docs.gz.
func formatExt(path string) string {
	base := strings.ToLower(filepath.Base(path))
	for _, c := range []string{".gz", ".zst", ".zstd"} {
		if strings.HasSuffix(base, c) {
			base = strings.TrimSuffix(base, c)
			break
		}
	}
	return filepath.Ext(base)
}

// textExt reports whether a file found in a directory is a document, and whether it is Markdown.
func textExt(name string) (ok, md bool) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".txt":
		return true, false
	case ".md", ".markdown":
		return true, true
	}
	return false, false
}

// ReadFromDir reports whether a file at rel, a path relative to a
// directory given as input, is read as a document: a .txt, .md or
// .markdown file, no part of its path hidden (starting with ".").
func ReadFromDir(rel string) bool {
	if Hidden(rel) {
		return false
	}
	ok, _ := textExt(rel)
	return ok
}

// Hidden reports whether a part of rel, a path relative to a directory
// given as input, starts with ".": the directory's walk skips it.
func Hidden(rel string) bool {
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		if strings.HasPrefix(part, ".") {
			return true
		}
	}
	return false
}

// dirFile is a document file found under a directory.
type dirFile struct {
	id   string // relative path with "/"
	path string // root joined with the relative path, for opening and messages
	md   bool
	size int64
}

// walkDir lists the document files under root, sorted by id. It skips names
// starting with "." (VCS folders, editor and macOS "._" files, which are not
// documents) and does not follow links to directories (cycles); both, and
// files of other types, are noted on log so nothing vanishes unexplained.
func walkDir(ctx context.Context, root string, log *slog.Logger) ([]dirFile, error) {
	files, _, err := walkDirJSON(ctx, root, log)
	return files, err
}

// jsonInDir is what a directory's walk saw of JSON Lines files, which it
// does not read: their total size and the largest.
type jsonInDir struct {
	bytes   int64
	largest string // root joined with its relative path
	size    int64  // the largest's
	count   int
}

// walkDirJSON is walkDir, also telling of the JSON Lines files skipped.
func walkDirJSON(ctx context.Context, root string, log *slog.Logger) ([]dirFile, jsonInDir, error) {
	var js jsonInDir
	// The root itself may be a link to a directory: walk its target, name files after root.
	target, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, js, fmt.Errorf("input: %w", err)
	}
	var (
		files            []dirFile
		hidden, other    int
		firstOther       string
		inputLike, links int
		linkedDirs       int
		dangling         int
		firstDangling    string
	)
	err = filepath.WalkDir(target, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if path == target {
			return nil
		}
		if strings.HasPrefix(d.Name(), ".") {
			hidden++
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if fi, err := os.Stat(path); err == nil && fi.IsDir() {
				linkedDirs++
				return nil
			}
		}
		ok, md := textExt(d.Name())
		if !ok {
			other++
			if firstOther == "" {
				if rel, err := filepath.Rel(target, path); err == nil {
					firstOther = filepath.Join(root, rel)
				}
			}
			if f := formatExt(d.Name()); f == ".jsonl" || f == ".ndjson" || f == ".json" {
				inputLike++
				// a .json file is often a manifest or a package.json, not
				// documents: only .jsonl and .ndjson weigh for CheckDir
				if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && f != ".json" {
					js.count++
					js.bytes += fi.Size()
					if rel, err := filepath.Rel(target, path); err == nil && (js.largest == "" || fi.Size() > js.size) {
						js.largest, js.size = filepath.Join(root, rel), fi.Size()
					}
				}
			}
			return nil
		}
		fi, err := os.Stat(path) // follows a link to a file
		if err != nil && d.Type()&fs.ModeSymlink != 0 && (errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ELOOP)) {
			// A link to nothing, or to itself through others, is one
			// file gone, not a reason to read none of the others.
			dangling++
			if firstDangling == "" {
				if rel, err := filepath.Rel(target, path); err == nil {
					firstDangling = filepath.Join(root, rel)
				}
			}
			return nil
		}
		if err != nil {
			return err
		}
		if !fi.Mode().IsRegular() {
			links++
			return nil
		}
		rel, err := filepath.Rel(target, path)
		if err != nil {
			return err
		}
		files = append(files, dirFile{
			id:   filepath.ToSlash(rel),
			path: filepath.Join(root, rel),
			md:   md,
			size: fi.Size(),
		})
		return nil
	})
	if err != nil {
		if ctx.Err() != nil {
			return nil, js, err
		}
		return nil, js, fmt.Errorf("input: %w", err)
	}
	// WalkDir's order puts "a/b" after "a-b"; ids sorted as strings are what users expect.
	slices.SortFunc(files, func(a, b dirFile) int { return strings.Compare(a.id, b.id) })
	if hidden > 0 {
		log.InfoContext(ctx, "input: skipped hidden files and directories", "dir", root, "count", hidden)
	}
	if dangling > 0 {
		// The first named, as of the ignored files: a count alone sent
		// the user searching the tree.
		log.WarnContext(ctx, "input: skipped links that lead to no file (dangling, or a loop of links)", "dir", root, "count", dangling, "first", firstDangling)
	}
	if linkedDirs > 0 {
		log.InfoContext(ctx, "input: did not follow links to directories", "dir", root, "count", linkedDirs)
	}
	if links > 0 {
		log.InfoContext(ctx, "input: skipped .txt/.md entries that are not regular files", "dir", root, "count", links)
	}
	if other > 0 {
		level, msg := slog.LevelInfo, "input: ignored files that are not .txt or .md"
		if inputLike > 0 { // JSON Lines inside a text folder are probably meant to be read
			// ... and are read when named: say so, not only that they were not.
			level, msg = slog.LevelWarn, msg+"; a JSON Lines file is read when named itself, not in a directory"
		}
		log.Log(ctx, level, msg, "dir", root, "count", other, "first", firstOther)
	}
	if len(files) == 0 {
		log.WarnContext(ctx, "input: no .txt or .md files in directory", "dir", root)
	}
	return files, js, nil
}

// CheckDir refuses a directory given as input whose JSON Lines files
// (.jsonl, .ndjson, compressed or not; a .json is often a manifest or a
// package.json) outweigh its .txt and .md
// files: a dataset folder (docs.jsonl beside a README.txt and a LICENSE.txt),
// which read as a text folder would be its README and LICENSE, not its
// documents. The error names the largest JSON Lines file, to be given
// itself. A text folder with a small manifest.json is read as before,
// the JSON file warned of. A walk that fails is left to Read to report.
func CheckDir(ctx context.Context, root string) error {
	files, js, err := walkDirJSON(ctx, root, slog.New(slog.DiscardHandler))
	if err != nil || js.count == 0 {
		return nil // a walk that fails is the reader's to report
	}
	var text int64
	for _, f := range files {
		text += f.size
	}
	if js.bytes <= text {
		return nil
	}
	others := ""
	if js.count > 1 {
		others = fmt.Sprintf(" and %d more", js.count-1)
	}
	return fmt.Errorf("%s: a directory is read for its .txt and .md files, and this one holds mostly JSON Lines (%s%s): give the JSON Lines file itself, as %s", root, filepath.Base(js.largest), others, js.largest)
}

// TotalSize returns the number of bytes Read will report through
// Options.OnBytes for paths: the sum of the file sizes, compressed files
// counting their compressed size. known is false when a path is "-" or
// cannot be examined, or ctx ends the directory walks; total then covers
// the rest.
func TotalSize(ctx context.Context, paths []string) (total int64, known bool) {
	known = true
	discard := slog.New(slog.DiscardHandler)
	for _, p := range paths {
		if p == "-" {
			known = false
			continue
		}
		fi, err := os.Stat(p)
		if err != nil {
			known = false
			continue
		}
		if !fi.IsDir() {
			if !fi.Mode().IsRegular() { // a pipe or device has no size
				known = false
			}
			total += fi.Size()
			continue
		}
		files, err := walkDir(ctx, p, discard)
		if err != nil {
			known = false
			continue
		}
		for _, f := range files {
			total += f.size
		}
	}
	return total, known
}
