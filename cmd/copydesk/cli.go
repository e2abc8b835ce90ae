package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/copydesk/copydesk/internal/progress"
	"github.com/copydesk/copydesk/internal/strdist"
	"github.com/copydesk/copydesk/internal/termtext"
)

// env is what a subcommand may touch of the outside world; tests swap it.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// progressEvery is how often a run whose stderr is no terminal says
	// how far it got; 0 means defaultProgressEvery (a test's is shorter).
	progressEvery time.Duration
}

// defaultProgressEvery: under nohup, in CI or with 2>log a long run said
// nothing until its summary (a review on 7 December 2026); a line every
// 10 s (every sixth of the time so far, once longer) says it goes on.
const defaultProgressEvery = 10 * time.Second

// newBar returns the progress display of command name: a bar on a
// terminal, plain lines now and then on other stderr, nothing with quiet.
func (e *env) newBar(name string, quiet bool) *progress.Bar {
	switch {
	case quiet:
		return progress.New(e.stderr, false)
	case e.stderrIsTerminal():
		return progress.New(e.stderr, true)
	}
	return progress.NewLines(e.stderr, "copydesk "+name+": ", cmp.Or(e.progressEvery, defaultProgressEvery))
}

// loggerBeside writes warnings (and, verbose, progress notes) to stderr
// for a command drawing bar (nil: none): its lines erase the bar and have
// it drawn again below, rather than running into it.
func (e *env) loggerBeside(bar *progress.Bar, verbose bool) *slog.Logger {
	level := slog.LevelWarn
	if verbose {
		level = slog.LevelInfo
	}
	return slog.New(newCLIHandler(bar.Interleave(e.stderr), level))
}

// stderrIsTerminal reports whether progress bars should be drawn.
func (e *env) stderrIsTerminal() bool {
	f, ok := e.stderr.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

type command struct {
	name    string
	summary string
	run     func(ctx context.Context, e *env, args []string) error
}

// commands is filled by init functions in the per-command files.
var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// lookup finds the command name: a listed one or version.
func lookup(name string) (*command, bool) {
	if name == versionCommand.name {
		return versionCommand, true
	}
	c, ok := commands[name]
	return c, ok
}

// errUsage marks errors caused by how the command was called (exit code 2).
var errUsage = errors.New("usage")

// usageError formats a usage problem; the caller prints it with the command's help hint.
func usageError(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errUsage, fmt.Sprintf(format, args...))
}

// exitError carries a specific exit code with an already printed message.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

func run(ctx context.Context, args []string, e *env) int {
	// The flag package's one-dash spellings too, as every command takes
	// its flags (else -help and -version are "unknown command").
	if len(args) == 0 || isHelpWord(args[0]) {
		if len(args) > 2 {
			fmt.Fprintf(e.stderr, "copydesk help: unexpected argument %q (help takes one command)\nRun 'copydesk help' for the list of commands.\n", args[2])
			return 2
		}
		// help help, and help's own help flag as every command takes it
		// (help --help was "unknown command"): this list.
		if len(args) > 1 && !isHelpWord(args[1]) {
			c, ok := lookup(args[1])
			if !ok {
				fmt.Fprintf(e.stderr, "copydesk: unknown command %q\nRun 'copydesk help' for the list of commands.\n", args[1])
				return 2
			}
			return run(ctx, []string{c.name, "--help"}, e)
		}
		if len(args) == 0 {
			printMainUsage(e.stderr) // a usage error, as any other
			return 2
		}
		printMainUsage(e.stdout)
		return 0
	}
	if args[0] == "--version" || args[0] == "-version" {
		args[0] = "version"
	}
	c, ok := lookup(args[0])
	if !ok && strings.HasPrefix(args[0], "-") {
		// copydesk --quiet dedup ...: flags belong to a command.
		fmt.Fprintf(e.stderr, "copydesk: flag %s before a command: flags follow the command (copydesk <command> [flags] [arguments])\nRun 'copydesk help' for the list of commands.\n", args[0])
		return 2
	}
	if !ok {
		fmt.Fprintf(e.stderr, "copydesk: unknown command %q%s\nRun 'copydesk help' for the list of commands.\n", args[0], commandSuggestion(args[0]))
		return 2
	}
	err := c.run(ctx, e, args[1:])
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ee):
		return ee.code
	case errors.Is(err, errUsage):
		fmt.Fprintf(e.stderr, "copydesk %s: %s\nRun 'copydesk %s --help' for usage.\n", c.name, termtext.Message(strings.TrimPrefix(err.Error(), "usage: ")), c.name)
		return 2
	case errors.Is(err, context.Canceled):
		fmt.Fprintf(e.stderr, "copydesk %s: interrupted\n", c.name)
		return 130
	default:
		fmt.Fprintf(e.stderr, "copydesk %s: %s\n", c.name, termtext.Message(err.Error()))
		return 1
	}
}

// isHelpWord reports whether a is help or one of its flag spellings.
func isHelpWord(a string) bool {
	return a == "help" || a == "--help" || a == "-help" || a == "-h"
}

func printMainUsage(w io.Writer) {
	fmt.Fprint(w, `copydesk finds copies, stories and disagreements in news text.

Usage:
  copydesk <command> [flags] [arguments]

Commands:
`)
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	// Not registered commands, but commands all the same: listed (they
	// were only named in the footer).
	fmt.Fprintf(w, "  %-10s %s\n", "help", "show this list, or a command's flags (help COMMAND)")
	fmt.Fprintf(w, "  %-10s %s\n", versionCommand.name, versionCommand.summary)
	fmt.Fprint(w, `
Run 'copydesk <command> --help' for the flags of a command, 'copydesk version'
for the version.

Exit status: 0 success, 1 bad data or failure, 2 bad usage (a flag or value,
a path missing or of the wrong kind), 130 interrupted (serve, stopped by
Ctrl-C or SIGTERM, exits 0 once it has shut down).
`)
}

// flagSet is a flag.FlagSet with the help text of its command.
type flagSet struct {
	*flag.FlagSet
	help func()
}

// newFlagSet returns a flag set whose errors are returned, not printed and exited on.
// Its help text is printed only when --help is asked, to stdout (the flag
// package would otherwise print it on every parse error too).
func newFlagSet(e *env, name, synopsis, description string) *flagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, help: func() {
		fmt.Fprintf(e.stdout, "Usage: copydesk %s %s\n\n%s\n\nFlags:\n", name, synopsis, strings.TrimSpace(description))
		var list strings.Builder
		fs.SetOutput(&list)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		// Flags with two dashes, as the text above, the messages and the
		// README write them (one dash works too, as the flag package reads
		// both).
		fmt.Fprint(e.stdout, flagLine.ReplaceAllString(list.String(), "$1--"))
	}}
}

// flagLine is the start of a flag's line in the flag package's listing.
var flagLine = regexp.MustCompile(`(?m)^(  )-`)

// flagError is where the flag package names a flag in an error, with one
// dash: "flag provided but not defined: -frob", "invalid value "x" for
// flag -limit: ...".
var flagError = regexp.MustCompile(`^(flag provided but not defined: |flag needs an argument: |invalid (?:boolean )?value "(?:[^"\\]|\\.)*" for (?:flag )?)-`)

// parseFlags parses args, turning flag errors into usage errors and --help into flag.ErrHelp.
// Flags may appear after positional arguments, as users expect from modern CLIs.
func parseFlags(fs *flagSet, args []string) error {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.help()
				return flag.ErrHelp
			}
			return usageError("%s%s", flagError.ReplaceAllString(err.Error(), "$1--"), flagSuggestion(fs.FlagSet, err))
		}
		rest := fs.Args()
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			positional = append(positional, rest...) // "--" ends the flags
			break
		}
		if len(rest) == 0 {
			break
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
	return fs.Parse(append([]string{"--"}, positional...))
}

// flagSuggestion is " (did you mean --quiet?)" for an unknown flag that
// begins the name of exactly one flag (-q), else "": there are no short
// aliases, and the error alone left the user to search the help.
func flagSuggestion(fs *flag.FlagSet, err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !ok || name == "" {
		return ""
	}
	var found []string
	fs.VisitAll(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, name) {
			found = append(found, f.Name)
		}
	})
	if len(found) != 1 {
		return ""
	}
	return " (did you mean --" + found[0] + "?)"
}

// commandSuggestion is " (did you mean dedup?)" for an unknown command
// one or two letters from a command's name (a slip, dedpu), else "".
func commandSuggestion(name string) string {
	best, bestD := "", 3
	names := []string{versionCommand.name, "help"}
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if d := strdist.OSA(name, n); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" || bestD >= len(name) {
		return ""
	}
	return " (did you mean " + best + "?)"
}
