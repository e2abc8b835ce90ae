module github.com/copydesk/copydesk

go 1.26.8

require (
	github.com/klauspost/compress v1.20.4
	github.com/rogpeppe/go-internal v1.16.0
	golang.org/x/text v0.44.0
)

require (
	github.com/kljensen/snowball v0.10.0
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
)
