//go:build !unix

package spool

import "os"

func mapFile(*os.File, int64) ([]byte, error) { return nil, errNoMap }

func unmapFile([]byte) error { return nil }
