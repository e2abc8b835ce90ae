#!/usr/bin/env bash
# Memory of `copydesk stories --stream` over a long stream: replicates
# Reuters to TOTAL documents (ids suffixed #N, dates shifted by the corpus'
# span each round; tools/storystream -write), streams them through the
# command on one core, and samples its resident memory against the
# documents it has assigned (lines of --assignments) every two seconds.
# Prints RSS at every tenth of the stream, the peak, and docs/s.
#
# Usage: scripts/stream-memory.sh [WORKDIR [TOTAL]]
#   WORKDIR  default /tmp/copydesk-stream
#   TOTAL    documents in the stream (default 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-/tmp/copydesk-stream}
total=${2:-1000000}
corpus=../shared/data/reuters/docs.jsonl
[ -f "$corpus" ] || { echo "missing $corpus: the evaluation data must sit beside the repository" >&2; exit 1; }
mkdir -p "$work"
go build -o "$work/copydesk" ./cmd/copydesk
stream="$work/stream-$total.jsonl"
if [ ! -f "$stream" ]; then # written aside, so that an interrupted run leaves no half file
	go run ./tools/storystream -docs "$corpus" -total "$total" -write "$stream.tmp"
	mv "$stream.tmp" "$stream"
fi
rm -f "$work/assignments.jsonl" "$work/samples.txt"
start=$(date +%s.%N)
GOMAXPROCS=1 "$work/copydesk" stories --stream --quiet --format json \
	--assignments "$work/assignments.jsonl" "$stream" >"$work/stories.jsonl" 2>"$work/stderr.txt" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
	rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
	hwm=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
	n=$(wc -l 2>/dev/null <"$work/assignments.jsonl" || echo 0)
	[ -n "$rss" ] && echo "$n $rss $hwm" >>"$work/samples.txt"
	sleep 2
done
wait "$pid"
end=$(date +%s.%N)
awk -v total="$total" -v secs="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" '
	{ n[NR] = $1; rss[NR] = $2; if ($3 > peak) peak = $3 }
	END {
		printf "| documents seen |"; for (k = 1; k <= 10; k++) printf " %dk |", total * k / 10 / 1000; print ""
		printf "| RSS MB |"
		for (k = 1; k <= 10; k++) {
			want = total * k / 10; best = 0; d = -1
			for (i = 1; i <= NR; i++) { e = n[i] - want; if (e < 0) e = -e; if (d < 0 || e < d) { d = e; best = i } }
			printf " %d |", rss[best] / 1024
		}
		print ""
		printf "peak RSS %d MB; %d documents in %.1f s = %.0f docs/s (one core)\n", peak / 1024, total, secs, total / secs
	}' "$work/samples.txt"
