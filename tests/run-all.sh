#!/bin/bash
# tests/run-all.sh — every test runner, self-hosting last.  Prints each
# runner's report, then a final plain line "N passed, N failed"; exits
# nonzero if anything failed.
#
#   tests/run-all.sh            the default suites (what `make test` runs)
#   tests/run-all.sh --full     longer versions (FULL=1: run-diff runs 200 programs,
#                               run-juliet all 4,382 tests instead of every 25th)
#   tests/run-all.sh --full run-csmith run-fuzz
#                               only the runners named, in the order named: to
#                               finish a --full run (about 4 h on 2 cores) that
#                               was interrupted, without redoing the rest
#   SAFECC=path tests/run-all.sh, or outside make CC=gcc tests/run-all.sh
cd "$(dirname "$0")/.." || exit 1
export FULL=0

# run-corpus (zlib and Lua with their own tests) takes ~10 s today; move it
# behind --full if safe mode makes it slow.
ALL_RUNNERS="run-c run-errors run-driver run-abi run-diff run-c-testsuite run-chibicc
  run-c-testsuite-safe run-chibicc-safe run-safety run-runtime run-libc
  run-corpus run-juliet run-juliet-safe run-csmith run-fuzz run-selfhost run-bootstrap"
RUNNERS=""
for arg in "$@"; do
  case $arg in
    --full) FULL=1 ;;
    run-*)
      if [[ " $(echo $ALL_RUNNERS) " != *" $arg "* ]]; then
        echo "$0: no runner $arg (runners: $(echo $ALL_RUNNERS))" >&2; exit 2
      fi
      RUNNERS+=" $arg" ;;
    *) echo "usage: $0 [--full] [run-NAME ...]" >&2; exit 2 ;;
  esac
done
RUNNERS=${RUNNERS:-$ALL_RUNNERS}
total_pass=0 total_fail=0 report=""
start=$(date +%s)
for r in $RUNNERS; do
  echo "===== $r"
  t0=$(date +%s)
  log=$(mktemp /tmp/safecc-run-all.XXXXXX)
  ./tests/$r.sh 2>&1 | tee "$log"
  last=$(tail -n 1 "$log")
  rm -f "$log"
  if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
  else
    p=0 f=1
    echo "$r did not finish with a summary line"
  fi
  total_pass=$((total_pass + p))
  total_fail=$((total_fail + f))
  report+=$(printf '%-16s %5d passed, %4d failed  (%ds)' "$r" "$p" "$f" $(( $(date +%s) - t0 )))$'\n'
done
echo "===== summary ($(( $(date +%s) - start ))s)"
printf '%s' "$report"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
