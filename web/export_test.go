package web

// Test helpers for the external tests (package web_test), which may
// import the service packages that import web.
var (
	ExampleSource = exampleSource
	HostileSource = hostileSource
	LoadExamples  = loadExamples
	HostileDoc    = hostileDoc
)

// Story50 is the benchmark's 50-article story.
var Story50 = story50
