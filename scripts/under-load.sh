#!/usr/bin/env bash
# Runs a command (default: `npm test`) with busy loops beside it, as on a machine something else is using,
# and says how long it took and how it ended. Used to check that the suite depends on no timing.
#
#   scripts/under-load.sh                 # npm test beside two busy loops
#   LOAD_LOOPS=1 scripts/under-load.sh npx playwright test e2e/hostile
#   LOAD_RUNS=3 scripts/under-load.sh     # three runs in a row; stops at the first red one
#
# The loops are bounded: they end with the command, and in any case after LOAD_MAX_SECONDS (default 3600).
set -uo pipefail
cd "$(dirname "$0")/.."

loops=${LOAD_LOOPS:-2}
runs=${LOAD_RUNS:-1}
max_seconds=${LOAD_MAX_SECONDS:-3600}
[ $# -gt 0 ] || set -- npm test

pids=()
stop_loops() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  pids=()
}
trap stop_loops EXIT INT TERM

for run in $(seq 1 "$runs"); do
  for _ in $(seq 1 "$loops"); do
    timeout "$max_seconds" sh -c 'while :; do :; done' &
    pids+=($!)
  done
  echo "under-load: run $run of $runs: $* beside $loops busy loop(s)"
  start=$(date +%s)
  "$@"
  status=$?
  stop_loops
  echo "under-load: run $run of $runs ended with exit code $status after $(($(date +%s) - start)) s"
  [ "$status" -eq 0 ] || exit "$status"
done
