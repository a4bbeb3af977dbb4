#!/usr/bin/env bash
# `vitest run` with its arguments, run once more when the stall watchdog ended it (exit 75: a worker fell
# silent and no test had failed; scripts/vitest/stall-watchdog.ts). A failing test is never run again.
set -uo pipefail
cd "$(dirname "$0")/../.."
npx vitest run "$@"
code=$?
if [ "$code" -eq 75 ]; then
  echo 'vitest: the stall watchdog ended the run (a silent worker, no failed test): running it once more' >&2
  npx vitest run "$@"
  code=$?
fi
exit "$code"
