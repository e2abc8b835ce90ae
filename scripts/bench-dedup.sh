#!/usr/bin/env bash
# End-to-end dedup benchmark on real text: builds copydesk, makes a >= 300 MB
# corpus by replicating ../shared/data (reuters + bbc + 20news) with edits
# (so that duplicates exist), then reports MB/s, docs/s and peak RSS for:
#   fast   identical + near-duplicate
#   full   all relations (clusters only)
#   pairs  all relations, every related pair listed with its passages
# and, for comparison with other tools, the same on Reuters and BBC alone.
#
# Usage: scripts/bench-dedup.sh [WORKDIR [ROUNDS [BASELINE]]]
#   WORKDIR   default /tmp/copydesk-bench
#   ROUNDS    runs of each mode (default 1); with more, medians are printed
#   BASELINE  another copydesk binary (say, built from main before a change):
#             each run is made with both, alternately (the order swaps every
#             round), so that both see the same load on a shared machine;
#             the summary gives both medians and their ratio per round.
# Needs GNU time (/usr/bin/time, Debian package "time") for peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
data=../shared/data
work=${1:-/tmp/copydesk-bench}
rounds=${2:-1}
baseline=${3:-}
mkdir -p "$work"
for set in reuters bbc 20news; do
	[ -f "$data/$set/docs.jsonl" ] || { echo "missing $data/$set/docs.jsonl: the evaluation data must sit beside the repository" >&2; exit 1; }
done
if [ -n "$baseline" ]; then
	[ -x "$baseline" ] || { echo "baseline $baseline is not an executable" >&2; exit 1; }
	cp "$baseline" "$work/copydesk-baseline"
fi
go build -o "$work/copydesk" ./cmd/copydesk
go build -o "$work/repubgen" ./cmd/repubgen
if [ ! -s "$work/bulk/docs.jsonl" ]; then
	echo "building the bulk corpus (300 MB) ..." >&2
	"$work/repubgen" --in "$data/reuters/docs.jsonl" --in "$data/bbc/docs.jsonl" --in "$data/20news/docs.jsonl" \
		--bulk-mb 300 --out "$work/bulk" >/dev/null
fi
timer=/usr/bin/time
[ -x "$timer" ] || { echo "GNU time not found at /usr/bin/time (apt-get install time)" >&2; exit 1; }

bins=(copydesk)
[ -n "$baseline" ] && bins+=(copydesk-baseline)
results="$work/results.txt" # name binary round MB/s docs/s RSS-MB
: >"$results"

run() { # name binary round input args...
	local name=$1 bin=$2 round=$3 in=$4
	shift 4
	"$timer" -f 'peak_rss_kb=%M' "$work/$bin" dedup "$@" "$in" >/dev/null 2>"$work/$name.err" || { cat "$work/$name.err" >&2; exit 1; }
	local summary rss mbs dps
	summary=$(grep '^copydesk dedup:' "$work/$name.err")
	rss=$(sed -n 's/^peak_rss_kb=//p' "$work/$name.err")
	mbs=$(sed -n 's/.* docs\/s, \([0-9.]*\) MB\/s).*/\1/p' <<<"$summary")
	dps=$(sed -n 's/.*(\([0-9]*\) docs\/s.*/\1/p' <<<"$summary")
	echo "$name $bin $round $mbs $dps $((rss / 1024))" >>"$results"
	printf '%-14s %-18s %s; peak RSS %d MB\n' "$name" "$bin" "${summary#copydesk dedup: }" $((rss / 1024))
}

each() { # name round input args...: every binary, in the round's order
	local name=$1 round=$2
	shift 2
	local order=("${bins[@]}")
	if ((round % 2 == 0)) && ((${#bins[@]} == 2)); then order=("${bins[1]}" "${bins[0]}"); fi
	for b in "${order[@]}"; do run "$name" "$b" "$round" "$@"; done
}

echo "corpus: $(du -m "$work/bulk/docs.jsonl" | cut -f1) MB, $(wc -l <"$work/bulk/docs.jsonl") documents; $(nproc) cores; $rounds round(s)"
for ((r = 1; r <= rounds; r++)); do
	each fast "$r" "$work/bulk/docs.jsonl" --relations identical,near-duplicate
	each full "$r" "$work/bulk/docs.jsonl"
	each pairs "$r" "$work/bulk/docs.jsonl" --pairs "$work/pairs.jsonl"
	each reuters-fast "$r" "$data/reuters/docs.jsonl" --relations identical,near-duplicate
	each reuters-full "$r" "$data/reuters/docs.jsonl"
	each bbc-fast "$r" "$data/bbc/docs.jsonl" --relations identical,near-duplicate
	each bbc-full "$r" "$data/bbc/docs.jsonl"
done

if ((rounds > 1)) || [ -n "$baseline" ]; then
	echo
	echo "medians over $rounds round(s): MB/s, docs/s, peak RSS MB"
	awk -v base="${baseline:+copydesk-baseline}" '
	function median(list,   n, a, i, j, t) {
		n = split(list, a, " ")
		for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
		return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
	}
	{
		k = $1 SUBSEP $2
		if (!(k in mbs)) { if (!($1 in seen)) { seen[$1] = 1; names[++nn] = $1 } }
		mbs[k] = mbs[k] " " $4; dps[k] = dps[k] " " $5; rss[k] = rss[k] " " $6
		at[$1 SUBSEP $2 SUBSEP $3] = $4
		if ($3 > maxr) maxr = $3
	}
	END {
		for (i = 1; i <= nn; i++) {
			n = names[i]
			line = sprintf("%-14s copydesk %6.1f %8.0f %6.0f", n, median(mbs[n SUBSEP "copydesk"]), median(dps[n SUBSEP "copydesk"]), median(rss[n SUBSEP "copydesk"]))
			if (base != "") {
				ratios = ""
				for (r = 1; r <= maxr; r++) ratios = ratios " " at[n SUBSEP "copydesk" SUBSEP r] / at[n SUBSEP base SUBSEP r]
				line = line sprintf("   baseline %6.1f %8.0f %6.0f   ratio %.2f", median(mbs[n SUBSEP base]), median(dps[n SUBSEP base]), median(rss[n SUBSEP base]), median(ratios))
			}
			print line
		}
	}' "$results"
fi
