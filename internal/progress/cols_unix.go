//go:build aix || darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris || zos

package progress

import "golang.org/x/sys/unix"

// termCols returns the width in columns of the terminal fd is, or 0 when
// it is not one.
func termCols(fd uintptr) int {
	ws, err := unix.IoctlGetWinsize(int(fd), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Col)
}
