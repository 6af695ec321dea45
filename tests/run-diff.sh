#!/bin/bash
# tests/run-diff.sh — differential testing against gcc.  tests/gen/exprgen.c
# writes random programs (fixed seeds, so failures reproduce) full of
# integer and floating expressions that mix every integer type, free of
# undefined behaviour; each is built by gcc and by the compiler under test,
# and the two outputs must be identical.  Odd seeds make every variable
# volatile (nothing can be folded), even seeds let the compiler fold.
#
#   SEEDS="1 2 3" tests/run-diff.sh     particular seeds
#   FULL=1 tests/run-diff.sh            200 programs instead of 20
# Reproduce a failure:  cc -o /tmp/g tests/gen/exprgen.c && /tmp/g SEED VOL > t.c
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=-funsafe
make_tmp diff

echo "run-diff: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if ! "$REFCC" -std=c11 -O1 -o "$TMP/exprgen" "$ROOT/tests/gen/exprgen.c" 2> "$TMP/gen.log"; then
  fail exprgen "tests/gen/exprgen.c does not build with $REFCC" "$(first_lines "$TMP/gen.log")"
  summarize run-diff
  exit 1
fi
if [ -z "$SEEDS" ]; then
  if [ "$FULL" = 1 ]; then SEEDS=$(seq 1 200); else SEEDS=$(seq 1 20); fi
fi

diff_one() {
  local seed=$1 id=prog-$1 f=$TMP/p$1
  "$TMP/exprgen" "$seed" $((seed % 2)) > "$f.c"
  "$REFCC" -std=gnu11 -w -o "$f.ref" "$f.c" > "$f.log" 2>&1 &&
    timeout 10 "$f.ref" > "$f.want" 2>&1 || {
      fail "$id" "the reference build failed (a bug in exprgen?)" "$(first_lines "$f.log")"; return; }
  timeout 60 "$SAFECC" -o "$f.exe" "$f.c" > "$f.log" 2>&1
  local rc=$?
  if [ $rc -ne 0 ]; then
    fail "$id" "compile failed ($(describe_status $rc))" "$(first_lines "$f.log")"
    return
  fi
  timeout 10 "$f.exe" > "$f.got" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$id" "run failed ($(describe_status $rc))" "$(tail -n 3 "$f.got")"
  elif ! cmp -s "$f.want" "$f.got"; then
    local n
    n=$(diff "$f.want" "$f.got" | grep '^<' | head -n 1 | awk '{print $2}')
    fail "$id" "output differs from gcc's (seed $seed, volatile=$((seed % 2))); first line: $n" \
      "$(diff "$f.want" "$f.got" | head -n 6)" \
      "expression: $(grep -m1 "printf(\"$n " "$f.c" | cut -c1-600)"
  else
    pass "$id"
  fi
}
export -f diff_one pass fail describe_status first_lines

printf '%s\n' $SEEDS | xargs -P "$JOBS" -I{} bash -c 'diff_one "$1"' _ {}
summarize run-diff
