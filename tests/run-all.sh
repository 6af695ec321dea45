#!/bin/bash
# tests/run-all.sh — every test runner, self-hosting last.  Prints each
# runner's report, then a final plain line "N passed, N failed"; exits
# nonzero if anything failed.
#
#   tests/run-all.sh            the default suites (what `make test` runs)
#   tests/run-all.sh --full     longer versions (FULL=1: run-diff runs 200 programs,
#                               run-juliet all 4,382 tests instead of every 25th)
#                               and the runners of FULL_ONLY_RUNNERS
#   tests/run-all.sh --full run-csmith run-fuzz
#                               only the runners named, in the order named: to
#                               finish a --full run (about 4 h on 2 cores) that
#                               was interrupted, without redoing the rest
#   SAFECC=path tests/run-all.sh, or outside make CC=gcc tests/run-all.sh
cd "$(dirname "$0")/.." || exit 1
export FULL=0

# run-corpus (zlib and Lua with their own tests) takes ~10 s today; move it
# behind --full if safe mode makes it slow.
ALL_RUNNERS="run-c run-units run-errors run-driver run-debug run-abi run-diff run-c-testsuite run-chibicc
  run-c-testsuite-safe run-chibicc-safe run-safety run-escape run-hoist run-checks run-inline run-runtime run-libc
  run-corpus run-corpus-safe run-bash-safe run-bash-unsafe run-juliet run-juliet-safe run-csmith run-fuzz
  run-selfhost run-bootstrap"
# Runners too long for `make test`: only with --full, or when named.
FULL_ONLY_RUNNERS=" run-bash-safe run-bash-unsafe "
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
if [ -z "$RUNNERS" ]; then
  for r in $ALL_RUNNERS; do
    [[ $FULL = 0 && $FULL_ONLY_RUNNERS == *" $r "* ]] && continue
    RUNNERS+=" $r"
  done
fi

# The fewest results each runner may report, without and with --full.  A
# runner that reports fewer lost tests on the way (an empty directory, a
# filter or glob that matches nothing, a loop that stopped early), and that
# counts as a failure.  Raise a number when tests are added; lower one only
# in the commit that removes tests, saying why.
declare -A MIN_RESULTS=(
  [run-c]="352 352"                [run-units]="1 1"
  [run-errors]="185 185"           [run-driver]="69 69"
  [run-debug]="25 25"
  [run-abi]="2 2"                  [run-diff]="20 200"
  [run-c-testsuite]="220 220"      [run-chibicc]="82 82"
  [run-c-testsuite-safe]="220 220" [run-chibicc-safe]="40 40"
  [run-safety]="616 616"           [run-runtime]="129 185"
  [run-escape]="202 202"           [run-hoist]="99 99"
  [run-checks]="46 46"             [run-inline]="48 48"
  [run-libc]="273 273"             [run-corpus]="6 6"
  [run-corpus-safe]="98 98"         [run-bash-safe]="89 89"
  [run-bash-unsafe]="89 89"
  [run-juliet]="176 4382"          [run-juliet-safe]="114 4385"
  [run-csmith]="100 4000"          [run-fuzz]="1000 100000"
  [run-selfhost]="268 268"         [run-bootstrap]="266 5266"
)
# Runners that need ../shared/corpus (or $CORPUS): a clone without it
# skips them, and the summary says so.
CORPUS_RUNNERS=" run-c-testsuite run-chibicc run-c-testsuite-safe run-chibicc-safe run-corpus
  run-corpus-safe run-bash-safe run-bash-unsafe run-juliet run-juliet-safe "
CORPUS_DIR=${CORPUS:-../shared/corpus}

total_pass=0 total_fail=0 report="" skipped=""
start=$(date +%s)
for r in $RUNNERS; do
  if [[ " $(echo $CORPUS_RUNNERS) " == *" $r "* ]] && [ ! -d "$CORPUS_DIR" ]; then
    echo "===== $r skipped: no corpus at $CORPUS_DIR"
    skipped+=" $r"
    continue
  fi
  echo "===== $r"
  t0=$(date +%s)
  log=$(mktemp /tmp/safecc-run-all.XXXXXX)
  ./tests/$r.sh 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  last=$(tail -n 1 "$log")
  rm -f "$log"
  if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
  else
    p=0 f=1
    echo "FAIL $r: it did not finish with a summary line"
  fi
  read -r min_default min_full <<< "${MIN_RESULTS[$r]}"
  min=$min_default
  [ "$FULL" = 1 ] && min=$min_full
  if [ -z "$min" ]; then
    echo "FAIL $r: it has no minimum in MIN_RESULTS"
    f=$((f + 1))
  elif [ $((p + f)) -lt "$min" ]; then
    echo "FAIL $r: it reported $((p + f)) results, expected at least $min"
    f=$((f + 1))
  fi
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "FAIL $r: it exited with status $status but reported no failure"
    f=1
  fi
  total_pass=$((total_pass + p))
  total_fail=$((total_fail + f))
  report+=$(printf '%-20s %6d passed, %4d failed  (%ds)' "$r" "$p" "$f" $(( $(date +%s) - t0 )))$'\n'
done
echo "===== summary ($(( $(date +%s) - start ))s)"
printf '%s' "$report"
[ -z "$skipped" ] || echo "skipped, no corpus at $CORPUS_DIR:$skipped"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
