#!/usr/bin/env bash
# Deletions across a crash of `copydesk serve`: the first half of Reuters
# is ingested and the server stopped (its story state saved), then it is
# started again, DELETES random articles of that half are deleted one
# request at a time, the server is killed (SIGKILL, no checkpoint since:
# --checkpoint 0), started again, and the second half ingested. The same
# is done without the crash. Prints the start-up lines of the server, the
# time the deletions took, and how many live articles ended in another
# story than without the crash (0: the restart changed nothing).
# With FIRST_STOP=KILL the crashed run's server is killed after the first
# half too, before any checkpoint: its second start has no saved state
# and rebuilds the story state from every article.
#
# Usage: [FIRST_STOP=KILL] scripts/restart-deletions.sh [WORKDIR [DELETES [BINARY]]]
#   WORKDIR  default /tmp/copydesk-deletions
#   DELETES  default 200
#   BINARY   a copydesk to test (default: built from this tree)
# Needs curl, sqlite3, python3 and bc.
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-/tmp/copydesk-deletions}
deletes=${2:-200}
bin=${3:-}
first_stop=${FIRST_STOP:-TERM}
corpus=$PWD/../shared/data/reuters/docs.jsonl
[ -f "$corpus" ] || { echo "missing $corpus: the evaluation data must sit beside the repository" >&2; exit 1; }
for c in curl sqlite3 python3 bc; do command -v $c >/dev/null || { echo "needs $c" >&2; exit 1; }; done
mkdir -p "$work"
if [ -z "$bin" ]; then
	bin=$work/copydesk
	go build -o "$bin" ./cmd/copydesk
fi
n=$(wc -l <"$corpus")
half=$((n / 2))
head -n "$half" "$corpus" >"$work/first.jsonl"
tail -n +"$((half + 1))" "$corpus" >"$work/second.jsonl"
python3 -c "
import json, random, sys
ids = [json.loads(l)['id'] for l in open(sys.argv[1])]
random.seed(5)
print('\n'.join(random.sample(ids, int(sys.argv[2]))))" "$work/first.jsonl" "$deletes" >"$work/delete.txt"

port=$((20000 + RANDOM % 20000))
url=http://127.0.0.1:$port
start() { # prints the pid of a server on the database of run $1
	"$bin" serve --db "$work/$1.db" --addr 127.0.0.1:$port --checkpoint 0 >>"$work/$1.log" 2>&1 &
	echo $!
}
ready() {
	for _ in $(seq 600); do
		curl -sf "$url/healthz" 2>/dev/null | grep -q '"ok"' && return
		sleep 0.1
	done
	echo "server not ready" >&2
	exit 1
}
stop() { # stop SIGNAL PID, and wait until it is gone
	kill -"$1" "$2"
	while kill -0 "$2" 2>/dev/null; do sleep 0.05; done
}

run() { # run NAME crash|whole
	rm -f "$work/$1".db* "$work/$1.log" "$work/$1.ingest.log"
	local pid
	pid=$(start "$1")
	ready
	"$bin" ingest --to "$url" --clients 1 --quiet "$work/first.jsonl" 2>>"$work/$1.ingest.log"
	if [ "$2" = crash ]; then stop "$first_stop" "$pid"; else stop TERM "$pid"; fi
	pid=$(start "$1")
	ready
	local t0 t1
	t0=$(date +%s.%N)
	while read -r id; do
		curl -sf -X DELETE "$url/api/articles/$id" >/dev/null || { echo "deleting $id failed" >&2; exit 1; }
	done <"$work/delete.txt"
	t1=$(date +%s.%N)
	echo "$1: $deletes deletions in $(echo "$t1 - $t0" | bc) s"
	if [ "$2" = crash ]; then
		stop KILL "$pid"
		pid=$(start "$1")
		ready
	fi
	"$bin" ingest --to "$url" --clients 1 --quiet "$work/second.jsonl" 2>>"$work/$1.ingest.log"
	stop TERM "$pid"
	grep -h 'msg="state loaded"\|story state restored\|not restored\|no checkpoint' "$work/$1.log" | sed 's/^time=[^ ]* //' | cut -c1-240
	sqlite3 "$work/$1.db" "SELECT id, story FROM articles WHERE deleted = 0 ORDER BY seq" >"$work/$1.stories"
}

run whole whole
run crash crash
differ=$(diff "$work/whole.stories" "$work/crash.stories" | grep -c '^>' || true)
echo "live articles in another story than without the crash: $differ of $(wc -l <"$work/whole.stories")"
