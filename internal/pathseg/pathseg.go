// Package pathseg escapes an id as one segment of a URL path.
package pathseg

import "net/url"

// Escape escapes id as one path segment: url.PathEscape, except that a
// segment "." or ".." (which url.PathEscape leaves alone, and a router
// cleans away: a redirect to another resource) is written %2E or %2E%2E.
func Escape(id string) string {
	switch id {
	case ".":
		return "%2E"
	case "..":
		return "%2E%2E"
	}
	return url.PathEscape(id)
}
