#!/bin/bash
# tests/run-fuzz.sh — mutation fuzzing.  tests/fuzz/mutate.c (built by the
# host compiler) turns the test sources and the corpus (tests/c,
# tests/errors, Lua, zlib, c-testsuite) into randomly damaged inputs; the
# compiler under test runs `-S` on each with 10 s of CPU time (FUZZ_CPU)
# and a 2 GB memory limit and must either
#   - exit 0 with assembly that `as` accepts, or
#   - exit 1 with a diagnostic "file:line:col: error: ..." (or "safecc: error: ...")
#     that is not an internal error.
# (The driver exits 4 when the compiler proper, run in a child, crashes.)
# Every tenth input is instead a random preprocessor program (see
# mutate.c); for those, `-E` must also agree with gcc -E (both fail, or
# both succeed with the same tokens).
# The limit is CPU time, not wall time, so that a loaded machine does not
# turn a slow compile into a failure (the safe stage-2 compiler took 6 s of
# CPU and 17 s of wall time for Lua's onelua.c while two fuzz runs shared
# 2 cores); 120 s of wall time still ends a compiler that waits forever.
# Anything else (a signal, a timeout, another exit status, no diagnostic,
# assembly `as` rejects, a disagreement with gcc -E) is a failure; the input is kept under
# /tmp/safecc-fuzz-failures/ and the failure names it with a command that
# reproduces it.
#
#   tests/run-fuzz.sh                  1,000 inputs (make test)
#   FULL=1 tests/run-fuzz.sh           100,000 inputs
#   FUZZ_SEED=7 FUZZ_COUNT=5000 tests/run-fuzz.sh
# The inputs depend only on FUZZ_SEED (default 1), the input number and the
# list of seed files, so a run is repeatable.
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=${SAFECC_FLAGS:--funsafe}  # SAFECC_FLAGS=-fsafe fuzzes safe mode
make_tmp fuzz
export LC_ALL=C

FUZZ_SEED=${FUZZ_SEED:-1}
if [ -z "$FUZZ_COUNT" ]; then
  if [ "$FULL" = 1 ]; then FUZZ_COUNT=100000; else FUZZ_COUNT=1000; fi
fi
FUZZ_FIRST=${FUZZ_FIRST:-0}
FUZZ_CPU=${FUZZ_CPU:-10}
export FUZZ_CPU
BATCH=500
SAVE=${FUZZ_SAVE:-/tmp/safecc-fuzz-failures}
export SAVE FUZZ_SEED

echo "run-fuzz: compiler under test: ${SAFECC_ORIG:-$SAFECC}, seed $FUZZ_SEED, $FUZZ_COUNT inputs"
if ! "$REFCC" -std=c11 -O2 -o "$TMP/mutate" "$ROOT/tests/fuzz/mutate.c" 2> "$TMP/gen.log"; then
  fail mutate "tests/fuzz/mutate.c does not build with $REFCC" "$(first_lines "$TMP/gen.log")"
  summarize run-fuzz
  exit 1
fi

# The seed files, in a fixed order.  Missing corpus directories are fine.
SEED_FILES=$(ls "$ROOT"/tests/c/*.c "$ROOT"/tests/errors/*.c \
  "$CORPUS"/lua-5.4.8/*.c "$CORPUS"/zlib-1.3.1/*.c \
  "$CORPUS"/c-testsuite/tests/single-exec/000[0-9]*.c 2> /dev/null | sort)
# Include paths the seeds need (test.h, Lua's and zlib's headers).
INCS="-I$ROOT/tests/c -I$ROOT/tests/errors -I$CORPUS/lua-5.4.8 -I$CORPUS/zlib-1.3.1"
# A few csmith programs too, if csmith is installed: large valid programs
# whose mutants still compile often and so reach the backend.
if command -v csmith > /dev/null && [ -f /usr/include/csmith/csmith.h ]; then
  mkdir -p "$TMP/seeds"
  for s in 1 2 3 4; do
    (cd "$TMP" && csmith --seed $s) > "$TMP/seeds/csmith-$s.c" 2> /dev/null &&
      SEED_FILES+=$'\n'"$TMP/seeds/csmith-$s.c"
  done
  INCS+=" -I/usr/include/csmith"
fi
echo "$SEED_FILES" > "$TMP/seed-files"
export INCS

# bad_user_asm FILE: true when the input's own asm statements are what `as`
# rejects (a mutated asm string): gcc's assembly for it is rejected too.
bad_user_asm() {
  grep -aq asm "$1" || return 1
  timeout 10 "$REFCC" -w -S -o "$1.ref.s" $INCS "$1" > /dev/null 2>&1 || return 1
  ! as -o /dev/null "$1.ref.s" > /dev/null 2>&1
}

# pp_differs FILE: for a random preprocessor program (mutate.c writes one
# as every tenth input, marked on its first line), whether `-E` disagrees
# with gcc -E: one fails and the other does not, or the output differs in
# its tokens (compared with all whitespace removed: spacing between
# tokens may differ; lines that start with # are line markers).  Prints
# the reason, or nothing.
pp_differs() {
  local in=$1 first= rc_ref rc
  read -r first < "$in"
  [ "$first" = "// random preprocessor program" ] || return 0
  timeout 10 "$REFCC" -E -P "$in" > "$in.Eref" 2> /dev/null
  rc_ref=$?
  (ulimit -v 2000000; cpu_limited "$FUZZ_CPU" 120 "$SAFECC" -E -o "$in.E" "$in") > /dev/null 2>&1
  rc=$?
  if [ $rc_ref -eq 0 ] && [ $rc -ne 0 ]; then
    echo "gcc -E accepts the program, -E gives $(describe_status $rc)"
  elif [ $rc_ref -ne 0 ] && [ $rc -eq 0 ]; then
    echo "gcc -E rejects the program, -E accepts it"
  elif [ $rc -eq 0 ] && [ "$(grep -av '^#' "$in.Eref" | tr -d ' \t\n')" != "$(grep -av '^#' "$in.E" | tr -d ' \t\n')" ]; then
    echo "-E output differs from gcc -E's"
  fi
}

# The start of a diagnostic line.
DIAG='^([^:]+:[0-9]+:[0-9]+|safecc): error: '
export DIAG

# fuzz_one N: compile input N and judge the outcome.
fuzz_one() {
  local n=$1 in=$TMP/in/$1.c out=$TMP/in/$1.s err=$TMP/in/$1.err rc
  (ulimit -v 2000000; cpu_limited "$FUZZ_CPU" 120 "$SAFECC" -S -o "$out" $INCS "$in") \
    > "$err" 2>&1 < /dev/null
  rc=$?
  local why=""
  if [ $rc -eq 0 ]; then
    if [ ! -f "$out" ]; then
      why="exit 0 but no assembly written"
    elif ! as -o /dev/null "$out" > "$err.as" 2>&1 && ! bad_user_asm "$in"; then
      why="exit 0 but as rejects the assembly: $(head -n 3 "$err.as")"
    fi
  elif [ $rc -eq 1 ]; then
    # (only a diagnostic line: the quoted source may say "internal error")
    local internal
    internal=$(grep -aE -m1 "${DIAG}internal error" "$err")
    if [ -n "$internal" ]; then
      why="an internal error: $internal"
    elif ! grep -aqE "$DIAG" "$err"; then
      why="exit 1 without a 'file:line:col: error:' diagnostic"
    fi
  elif [ $rc -eq 4 ] && grep -aq 'terminated by signal 24$' "$err"; then
    why="more than $FUZZ_CPU s of CPU time (SIGXCPU)"
  elif [ $rc -eq 4 ]; then
    why="a crash: $(grep -a -m1 'internal compiler error' "$err")"
  elif [ $rc -eq $((128 + 24)) ]; then
    why="more than $FUZZ_CPU s of CPU time (SIGXCPU)"
  else
    why="$(describe_status $rc)"
  fi
  [ -z "$why" ] && why=$(pp_differs "$in")
  if [ -z "$why" ]; then
    pass "in-$n"; rm -f "$in" "$out" "$err" "$err.as" "$in.ref.s" "$in".E*; return
  fi
  mkdir -p "$SAVE"
  local keep=$SAVE/seed$FUZZ_SEED-$n.c
  cp "$in" "$keep"
  fail "in-$n" "$why ($(grep -a "^$n.c <- " "$TMP/manifest" | cut -d' ' -f3-))" \
    "$(head -c 600 "$err" | head -n 4)" \
    "reproduce: (ulimit -v 2000000; ulimit -S -t $FUZZ_CPU; ${SAFECC_ORIG:-$SAFECC} -S -o /tmp/out.s $INCS $keep)"
}
export -f fuzz_one pp_differs bad_user_asm pass fail describe_status first_lines cpu_limited

mkdir -p "$TMP/in"
n=$FUZZ_FIRST
end=$((FUZZ_FIRST + FUZZ_COUNT))
while [ $n -lt $end ]; do
  count=$BATCH
  [ $((n + count)) -gt $end ] && count=$((end - n))
  # shellcheck disable=SC2086
  "$TMP/mutate" "$FUZZ_SEED" "$n" "$count" "$TMP/in" $SEED_FILES >> "$TMP/manifest" || {
    fail mutate "mutate failed at input $n"; break; }
  seq "$n" $((n + count - 1)) | xargs -P "$JOBS" -I{} bash -c 'fuzz_one "$1"' _ {}
  n=$((n + count))
done
if grep -qx FAIL "$TMP"/results/* 2> /dev/null; then
  cp "$TMP/seed-files" "$SAVE/seed-files"
  echo "regenerate input N: cc -o mutate tests/fuzz/mutate.c && mkdir d && ./mutate $FUZZ_SEED N 1 d \$(cat $SAVE/seed-files)"
fi
summarize run-fuzz
