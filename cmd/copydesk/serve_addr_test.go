package main

import (
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An address that cannot be is a usage error (exit 2), and an address
// in use fails at once (exit 1): both before the database is opened, so
// neither leaves a database or a lock file, nor waits for the database
// to be opened and loaded.
func TestServeAddrBeforeTheDatabase(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "desk.db")
	noDB := func(what string) {
		t.Helper()
		for _, p := range []string{db, db + ".lock"} {
			if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s: %s made (%v)", what, filepath.Base(p), err)
			}
		}
	}
	for _, addr := range []string{"127.0.0.1:99999", "127.0.0.1:-1", "127.0.0.1:", "127.0.0.1:port"} {
		code, _, stderr := storiesCLI(t, "serve", "--db", db, "--addr", addr)
		if code != 2 || !strings.Contains(stderr, "--addr") {
			t.Errorf("--addr %s: %d %s", addr, code, stderr)
		}
		noDB("--addr " + addr)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	code, _, stderr := storiesCLI(t, "serve", "--db", db, "--addr", ln.Addr().String())
	if code != 1 || !strings.Contains(stderr, "listening on "+ln.Addr().String()) {
		t.Errorf("address in use: %d %s", code, stderr)
	}
	noDB("address in use")
}

// The URL logged for 0.0.0.0 is the host given: the listener's own
// address said http://[::]:PORT.
func TestServeLogsTheHostGiven(t *testing.T) {
	url, stop := startServe(t, "--db", filepath.Join(t.TempDir(), "desk.db"), "--addr", "0.0.0.0:0")
	defer stop()
	if !strings.HasPrefix(url, "http://0.0.0.0:") || strings.HasSuffix(url, ":0") {
		t.Fatalf("logged %s, want http://0.0.0.0:PORT", url)
	}
	resp, err := http.Get(url + "/healthz")
	if err != nil {
		t.Fatalf("the URL logged: %v", err)
	}
	resp.Body.Close()
	if got := shownURL("", &net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}); got != "http://0.0.0.0:8080" {
		t.Errorf("--addr :8080 logged %s", got)
	}
	if got := shownURL("::1", &net.TCPAddr{IP: net.IPv6loopback, Port: 80}); got != "http://[::1]:80" {
		t.Errorf("--addr [::1]:80 logged %s", got)
	}
}
