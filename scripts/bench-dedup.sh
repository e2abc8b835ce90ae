#!/usr/bin/env bash
# End-to-end dedup benchmark on real text: builds copydesk, makes a >= 300 MB
# corpus by replicating ../shared/data (reuters + bbc + 20news) with edits
# (so that duplicates exist), then reports MB/s, docs/s and peak RSS for:
#   fast   identical + near-duplicate
#   full   all relations (clusters only)
#   pairs  all relations, every related pair listed with its passages
# and, for comparison with other tools, the same on Reuters alone.
#
# Usage: scripts/bench-dedup.sh [WORKDIR]   (default /tmp/copydesk-bench)
# Needs GNU time (/usr/bin/time, Debian package "time") for peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
data=../shared/data
work=${1:-/tmp/copydesk-bench}
mkdir -p "$work"
for set in reuters bbc 20news; do
	[ -f "$data/$set/docs.jsonl" ] || { echo "missing $data/$set/docs.jsonl: the evaluation data must sit beside the repository" >&2; exit 1; }
done
go build -o "$work/copydesk" ./cmd/copydesk
go build -o "$work/repubgen" ./cmd/repubgen
if [ ! -s "$work/bulk/docs.jsonl" ]; then
	echo "building the bulk corpus (300 MB) ..." >&2
	"$work/repubgen" --in "$data/reuters/docs.jsonl" --in "$data/bbc/docs.jsonl" --in "$data/20news/docs.jsonl" \
		--bulk-mb 300 --out "$work/bulk" >/dev/null
fi
timer=/usr/bin/time
[ -x "$timer" ] || { echo "GNU time not found at /usr/bin/time (apt-get install time)" >&2; exit 1; }

run() { # name input args...
	local name=$1 in=$2
	shift 2
	"$timer" -f 'peak_rss_kb=%M' "$work/copydesk" dedup "$@" "$in" >/dev/null 2>"$work/$name.err" || { cat "$work/$name.err" >&2; exit 1; }
	local summary rss
	summary=$(grep '^copydesk dedup:' "$work/$name.err")
	rss=$(sed -n 's/^peak_rss_kb=//p' "$work/$name.err")
	printf '%-14s %s; peak RSS %d MB\n' "$name" "${summary#copydesk dedup: }" $((rss / 1024))
}

echo "corpus: $(du -m "$work/bulk/docs.jsonl" | cut -f1) MB, $(wc -l <"$work/bulk/docs.jsonl") documents; $(nproc) cores"
run fast "$work/bulk/docs.jsonl" --relations identical,near-duplicate
run full "$work/bulk/docs.jsonl"
run pairs "$work/bulk/docs.jsonl" --pairs "$work/pairs.jsonl"
run reuters-fast "$data/reuters/docs.jsonl" --relations identical,near-duplicate
run reuters-full "$data/reuters/docs.jsonl"
