#!/bin/bash
# tests/run-juliet-safe.sh — the NIST Juliet C tests of the shared corpus
# (CWE 121 122 124 126 127 415 416 476 590 761) against safe mode, with
# gcc -O0 -fsanitize=address built and run side by side as the yardstick.
#
# Every test is built four times, in place from ../shared/corpus/juliet
# (nothing is copied): its bad variant (-DOMITGOOD) and its good variant
# (-DOMITBAD), each with `$SAFECC -fsafe` and with ASan.  Each binary runs
# with stdin from /dev/null, the environment variable ADD unset (the only
# one Juliet reads), and a timeout.
#
# A bad variant is caught by safecc when it dies by SIGABRT after printing
# a `safecc: safety error:` line, and by ASan when it prints an
# AddressSanitizer error report.  A test fails when
#   - either variant does not build with safecc (missing libc functions and
#     compiler errors are listed separately at the end),
#   - the good variant does not run cleanly under safecc,
#   - ASan catches the bad variant and safecc does not,
#   - the bad variant crashes under safecc without a safety error (any
#     signal other than the trap's SIGABRT: that is an unchecked access).
# Everything else (safecc catches what ASan misses; neither catches) is
# counted, not failed.  Nothing from a previous run is used as "expected".
#
# Bad variants that use rand() (srand(time(NULL)) seeds it once a second)
# take the bad path only for some runs: for them each side that has not
# caught yet is run again, a second later, up to JULIET_RAND_RUNS times in
# all.  Variants that read stdin or the environment are deterministic here
# (no input) and are counted in their own columns, not hidden.
#
# The default is every 40th test (about 110, for `make test`); FULL=1 runs
# all 4,382 (`make test-full`).
#   JULIET_STRIDE=N        every Nth test
#   JULIET_MATCH=CWE416    only tests whose name contains this
#   JULIET_TIMEOUT=10      seconds per run
#   JULIET_RAND_RUNS=8     runs of a rand()-dependent bad variant, at most
#                          (12 times as many for safecc once ASan caught it)
#   JULIET_JOBS=N          parallel tests (default: nproc)
#   SAFE_FLAGS=-fsafe      the flags that select safe mode
#   ASAN_CC=gcc            the compiler for the ASan side
#   JULIET_TABLE=FILE      also write the table (markdown) to FILE
source "$(dirname "$0")/lib.sh"
make_tmp juliet-safe

J=$CORPUS/juliet
SUP=$J/testcasesupport
STRIDE=${JULIET_STRIDE:-40}
[ "$FULL" = 1 ] && STRIDE=1
JULIET_TIMEOUT=${JULIET_TIMEOUT:-10}
JULIET_RAND_RUNS=${JULIET_RAND_RUNS:-8}
SAFE_FLAGS=${SAFE_FLAGS:--fsafe}
ASAN_CC=${ASAN_CC:-$REFCC}
ASAN_FLAGS="-O0 -fsanitize=address"
# Leaks are not memory-safety errors (safe mode collects garbage), and a
# huge malloc must return NULL as it does in libc, not stop the program.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
export JULIET_TIMEOUT JULIET_RAND_RUNS SAFE_FLAGS ASAN_CC ASAN_FLAGS SUP

# make_tmp copied the compiler binary; safe mode also needs the libraries
# it links (found beside the binary or one level up: build/lib/), and a
# `make safe-libs` elsewhere rewrites them mid-run.  If lib.sh did not
# already copy them (a link is not a copy), copy them here.
snapshot_safe_libs() {
  [ -n "$SAFECC_ORIG" ] || return
  local dest=$TMP/cc/build/lib lib
  if [ -L "$dest" ]; then rm "$dest"; elif [ -d "$dest" ]; then return; fi
  for lib in "$(dirname "$SAFECC_ORIG")/build/lib" "$(dirname "$SAFECC_ORIG")/../build/lib"; do
    if [ -d "$lib" ]; then
      mkdir -p "$dest"
      cp "$lib"/*.a "$dest/" 2>/dev/null
      return
    fi
  done
}
snapshot_safe_libs

echo "run-juliet-safe: compiler under test: ${SAFECC_ORIG:-$SAFECC} $SAFE_FLAGS; yardstick: $ASAN_CC $ASAN_FLAGS;" \
     "every test number 1 + k*${STRIDE}"

# build_support WORLD CC FLAGS...: testcasesupport/io.c and std_thread.c
# into $TMP/sup/WORLD/libjuliet.a.  An archive, so that std_thread.o is
# linked only into tests that call stdThread* (none of this corpus does);
# io.o every test needs.  A support file that does not compile is a failure
# of its own, reported with the compiler's message.
build_support() {
  local world=$1 f objs=()
  shift
  mkdir -p "$TMP/sup/$world"
  for f in io std_thread; do
    if timeout 120 "$@" -w -I"$SUP" -c -o "$TMP/sup/$world/$f.o" "$SUP/$f.c" \
         > "$TMP/sup/$world/$f.log" 2>&1; then
      objs+=("$TMP/sup/$world/$f.o")
      pass "support-$world-$f"
    else
      rm -f "$TMP/sup/$world/$f.o"
      fail "support-$world-$f" "testcasesupport/$f.c does not compile with $* (linked only where needed:" \
           "$(grep -l stdThread -r "$J/testcases" | wc -l) test files use std_thread.c)" \
           "$(first_lines "$TMP/sup/$world/$f.log")"
    fi
  done
  if [ ${#objs[@]} -gt 0 ]; then
    ar rcs "$TMP/sup/$world/libjuliet.a" "${objs[@]}"
  fi
}
# shellcheck disable=SC2086  # the flags are words
build_support asan "$ASAN_CC" $ASAN_FLAGS
# shellcheck disable=SC2086
build_support safe "$SAFECC" $SAFE_FLAGS

# One line per test: the directory and the test name (files NAME.c or NAMEa.c ...).
find "$J/testcases" -name '*.c' | sed -E 's/[a-e]?\.c$//' | sort -u \
  | grep -- "${JULIET_MATCH:-}" | awk -v s="$STRIDE" '(NR - 1) % s == 0' > "$TMP/list"
mkdir -p "$TMP/rec" "$TMP/blog/safe" "$TMP/blog/asan"

export -f pass fail describe_status first_lines
JOBS_J=${JULIET_JOBS:-$(nproc)}
# shellcheck disable=SC2016  # expanded by the worker
xargs -P "$JOBS_J" -I{} bash -c 'source "$ROOT/tests/juliet/one.sh"; juliet_one "$1"' _ {} < "$TMP/list"

# The table, then what keeps tests from building, grouped so that each
# missing libc function and each compiler error appears once with the
# number of variants it stops.
table() {
  echo
  echo "Juliet in safe mode, $(date -u '+%Y-%m-%d %H:%M UTC'), $(wc -l < "$TMP/list") tests" \
       "(every ${STRIDE}th${JULIET_MATCH:+, matching $JULIET_MATCH}); safecc: ${SAFECC_ORIG:-$SAFECC} $SAFE_FLAGS," \
       "ASan: $ASAN_CC $ASAN_FLAGS"
  echo
  cat "$TMP"/rec/* 2>/dev/null | sort | awk -f "$ROOT/tests/juliet/table.awk"
  local w
  for w in safe asan; do
    ls "$TMP/blog/$w/"*.log > /dev/null 2>&1 || continue
    echo
    echo "Build failures ($w): $(ls "$TMP/blog/$w/" | wc -l) variants"
    echo "  missing functions/objects (undefined references; variants):"
    grep -aho "undefined reference to \`[^']*'" "$TMP/blog/$w/"*.log | sed "s/.*\`//; s/'$//; s/^sc\.//" \
      | sort | uniq -c | sort -rn | sed 's/^/  /'
    echo "  compiler errors (message without place; variants):"
    grep -ah ': error: ' "$TMP/blog/$w/"*.log | sed -E 's/^.*: error: //' \
      | sort | uniq -c | sort -rn | head -n 40 | sed 's/^/  /'
    echo "  other (first line of logs without either):"
    grep -aL -e 'undefined reference' -e ': error: ' "$TMP/blog/$w/"*.log | head -n 5 \
      | while read -r f; do echo "    $(basename "$f" .log): $(head -n 1 "$f")"; done
  done
}
table | tee "$TMP/table"
[ -n "$JULIET_TABLE" ] && cp "$TMP/table" "$JULIET_TABLE"
echo
summarize run-juliet-safe
