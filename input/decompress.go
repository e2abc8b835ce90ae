package input

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// Decompressed returns r decompressed when its first bytes are those of a
// gzip or zstd stream, and r as it is otherwise (by magic number, as the
// readers of documents decide: names lie more often than magic numbers).
// close releases the decoder; it does not close r.
func Decompressed(r io.Reader) (out io.Reader, close func() error, err error) {
	br := bufio.NewReaderSize(r, 64<<10)
	magic, _ := br.Peek(len(zstdMagic)) // a short or failed peek: not compressed; the read reports any error
	switch {
	case bytes.HasPrefix(magic, gzipMagic):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, nil, fmt.Errorf("gzip: %w", err)
		}
		return zr, zr.Close, nil
	case isZstd(magic):
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1))
		if err != nil {
			return nil, nil, fmt.Errorf("zstd: %w", err)
		}
		return zr, func() error { zr.Close(); return nil }, nil
	}
	return br, func() error { return nil }, nil
}
