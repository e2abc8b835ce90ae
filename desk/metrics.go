package desk

import (
	"github.com/copydesk/copydesk/internal/metrics"
)

type deskMetrics struct {
	created, existing, refused, deleted *metrics.Counter
	relations                           *metrics.CounterVec
	ingestLatency                       *metrics.Histogram
	commitSeconds, commitArticles       *metrics.Histogram
	briefHits, briefMisses, briefStale  *metrics.Counter
	briefSeconds                        *metrics.Histogram
}

func newDeskMetrics(r *metrics.Registry, d *Desk) *deskMetrics {
	r.NewGauge("copydesk_articles", "Articles stored (deleted ones not counted).", func() float64 { return float64(d.articles.Load()) })
	r.NewGauge("copydesk_stories", "Stories stored.", func() float64 { return float64(d.nstories.Load()) })
	r.NewGauge("copydesk_open_stories", "Stories held open by the story assigner (in memory).", func() float64 {
		return float64(d.openStories.Load())
	})
	r.NewGauge("copydesk_ready", "1 when the state is loaded and writes are accepted.", func() float64 {
		if d.Status().State == "ok" {
			return 1
		}
		return 0
	})
	r.NewGauge("copydesk_load_seconds", "Time taken to load the state at start-up.", func() float64 { return d.LoadTime().Seconds() })
	return &deskMetrics{
		created:        r.NewCounter("copydesk_articles_created_total", "Articles ingested."),
		existing:       r.NewCounter("copydesk_articles_existing_total", "Articles sent again (already stored, left alone)."),
		refused:        r.NewCounter("copydesk_articles_refused_total", "Articles refused (invalid, deleted id, failures)."),
		deleted:        r.NewCounter("copydesk_articles_deleted_total", "Articles deleted."),
		relations:      r.NewCounterVec("copydesk_relations_total", "Copy relations found at ingest, by kind.", "kind"),
		ingestLatency:  r.NewHistogram("copydesk_ingest_latency_seconds", "Time from an ingest call to its article being durable, per article.", metrics.LatencyBuckets),
		commitSeconds:  r.NewHistogram("copydesk_commit_seconds", "Time of one database transaction (group commit).", metrics.LatencyBuckets),
		commitArticles: r.NewHistogram("copydesk_commit_articles", "Articles and deletions per transaction.", []float64{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048}),
		briefHits:      r.NewCounter("copydesk_brief_cache_hits_total", "Story reads served a brief from the cache."),
		briefMisses:    r.NewCounter("copydesk_brief_cache_misses_total", "Story reads that waited for a brief to be written."),
		briefStale:     r.NewCounter("copydesk_brief_cache_stale_total", "Story reads served the previous brief while a new one was written."),
		briefSeconds:   r.NewHistogram("copydesk_brief_seconds", "Time to write one brief.", metrics.LatencyBuckets),
	}
}

// Metrics returns the registry holding the desk's metrics.
func (d *Desk) Metrics() *metrics.Registry { return d.opts.Registry }
