package main

import (
	"context"
	"fmt"
	"runtime/debug"
)

func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// versionCommand is run as the others are (help version, version
// --help), but left out of the command list, whose footer names it.
var versionCommand = &command{name: "version", summary: "print the version", run: runVersion}

func runVersion(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "version", "", "")
	fs.help = func() { // no flags: no empty "Flags:" list
		fmt.Fprint(e.stdout, `Usage: copydesk version

Prints the version copydesk was built as, as copydesk --version does:
its module version (go install ...@v1.2.3), a pseudo-version for go
build in a git checkout (v0.0.0-DATE-COMMIT, +dirty with local changes),
or "(devel)" when the build recorded none (go run, -buildvcs=false).

Exit status: 0, or 2 on bad usage (an argument, a flag).
`)
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("unexpected argument %q", fs.Arg(0))
	}
	_, err := fmt.Fprintln(e.stdout, "copydesk", version())
	return err
}
