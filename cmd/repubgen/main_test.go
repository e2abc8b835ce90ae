package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"strings"
	"testing"
)

// -h says what the command does, not only its flags.
func TestRunHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"-h"}, &stdout, &stderr); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: err = %v, want flag.ErrHelp", err)
	}
	if !strings.Contains(stderr.String(), "Usage: repubgen --in") || !strings.Contains(stderr.String(), "re-publication corpus") {
		t.Errorf("-h does not say what repubgen does:\n%s", stderr.String())
	}
}
