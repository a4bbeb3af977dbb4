#!/usr/bin/env bash
# The calendar sweep: every Vitest project, with the whole process's clock set by libfaketime to a date on
# which date code tends to break (a weekday or weekend, a DST change, a new year, a leap day). A test that
# picks its data or its expectation by today's date fails on some of them.
#
#   scripts/calendar/sweep.sh                  every date of the list
#   scripts/calendar/sweep.sh 3 11             the 3rd and 11th dates of the list (1-based)
#   scripts/calendar/sweep.sh --from-commit 2  two dates chosen from HEAD's hash, so every date comes round
#   scripts/calendar/sweep.sh --picks 2        the numbers of those two dates, without running anything
#   scripts/calendar/sweep.sh --list           the list
#   scripts/calendar/sweep.sh --seed 42 ...    each run also shuffles files and tests (Vitest's
#                                              sequence.shuffle) with that seed, as CI does
#
# Needs libfaketime (Debian: apt-get install -y faketime). The clock starts at the date and runs on;
# monotonic time is left alone, so timers and timeouts behave.
set -euo pipefail
cd "$(dirname "$0")/../.."

# UTC instant | what it is. Local times are inside the changed hour of the zone the line names.
dates=(
  '2027-01-04 08:30:00|Monday'
  '2027-01-05 08:30:00|Tuesday'
  '2027-01-06 08:30:00|Wednesday'
  '2027-01-07 08:30:00|Thursday'
  '2027-01-08 08:30:00|Friday'
  '2027-01-09 08:30:00|Saturday'
  '2027-01-10 08:30:00|Sunday'
  '2027-04-03 15:30:00|Sydney: 02:30 AEDT on 4 April, the first of the repeated hour as summer time ends'
  '2027-04-03 16:30:00|Sydney: 02:30 AEST on 4 April, the second of the repeated hour'
  '2027-10-02 16:15:00|Sydney: 03:15 AEDT on 3 October, just past the hour skipped as summer time starts'
  '2027-03-14 08:30:00|Chicago: 03:30 CDT on 14 March, just past the hour skipped as DST starts'
  '2027-11-07 06:30:00|Chicago: 01:30 CDT on 7 November, the first of the repeated hour as DST ends'
  '2027-11-07 07:30:00|Chicago: 01:30 CST on 7 November, the second of the repeated hour'
  '2027-03-28 01:30:00|London: 02:30 BST on 28 March, just past the hour skipped as summer time starts'
  '2027-10-31 00:30:00|London: 01:30 BST on 31 October, the first of the repeated hour as summer time ends'
  '2027-10-31 01:30:00|London: 01:30 GMT on 31 October, the second of the repeated hour'
  '2026-12-31 23:30:00|New year: 23:30 UTC on 31 December, already 1 January in Australia and New Zealand'
  '2028-02-29 12:00:00|Leap day: 29 February 2028'
)
count=${#dates[@]}

shuffle=()
if [[ "${1:-}" == --seed ]]; then
  [[ "${2:-}" =~ ^[0-9]+$ ]] || {
    echo 'calendar sweep: --seed takes a whole number' >&2
    exit 2
  }
  shuffle=(--sequence.shuffle "--sequence.seed=$2")
  shift 2
fi

# Dates chosen from HEAD's hash (0-based): two stretches of it as numbers, a first date and a step.
from_commit() {
  local hash first step
  hash=$(git rev-parse HEAD)
  first=$((16#${hash:0:7} % count))
  step=$((16#${hash:7:7} % (count - 1) + 1))
  for ((k = 0; k < $1; k += 1)); do echo $(((first + k * step) % count)); done
}

picked=()
case "${1:-}" in
  --list)
    for i in "${!dates[@]}"; do printf '%2d  %s\n' "$((i + 1))" "${dates[$i]/|/  }"; done
    exit 0
    ;;
  --picks)
    for i in $(from_commit "${2:-2}"); do echo $((i + 1)); done
    exit 0
    ;;
  --from-commit)
    for i in $(from_commit "${2:-2}"); do picked+=("$i"); done
    ;;
  '')
    for i in "${!dates[@]}"; do picked+=("$i"); done
    ;;
  *)
    for n in "$@"; do
      [[ "$n" =~ ^[0-9]+$ ]] && ((n >= 1 && n <= count)) || {
        echo "calendar sweep: no date $n (1 to $count; --list shows them)" >&2
        exit 2
      }
      picked+=($((n - 1)))
    done
    ;;
esac

if ! command -v faketime >/dev/null; then
  echo 'calendar sweep: libfaketime is missing (Debian: apt-get install -y faketime)' >&2
  exit 1
fi

failed=()
for i in "${picked[@]}"; do
  IFS='|' read -r instant label <<<"${dates[$i]}"
  echo "calendar sweep $((i + 1))/$count: $instant UTC — $label${shuffle:+ (shuffled: ${shuffle[1]})}"
  started=$SECONDS
  if TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime "$instant" bash scripts/vitest/run.sh "${shuffle[@]}"; then
    echo "calendar sweep: $instant passed in $((SECONDS - started)) s"
  else
    failed+=("$instant ($label), date $((i + 1))${shuffle:+, ${shuffle[1]}}")
  fi
done
if ((${#failed[@]} > 0)); then
  printf 'calendar sweep: failed on %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "calendar sweep: ${#picked[@]} of $count dates passed"
