#!/bin/bash
# tests/run-juliet.sh — NIST Juliet C test cases from the shared corpus, as
# ordinary C programs: the *good* variant of each test (-DOMITBAD) is built
# with the compiler under test and must run cleanly (exit 0, stdin from
# /dev/null).  This exercises the compiler on thousands of real-world-style
# files; the *bad* variants are for safe mode and are not run here.
#
# By default every 25th test is taken (about 175); FULL=1 runs all 4,382.
#   JULIET_STRIDE=N       every Nth test
#   JULIET_MATCH=CWE416   only tests whose name contains this
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=-funsafe
make_tmp juliet

J=$CORPUS/juliet
STRIDE=${JULIET_STRIDE:-25}
[ "$FULL" = 1 ] && STRIDE=1

echo "run-juliet: compiler under test: ${SAFECC_ORIG:-$SAFECC}; every test number 1 + k*${STRIDE}"
SUP=$J/testcasesupport
for f in io std_thread; do
  if ! timeout 120 "$SAFECC" -I"$SUP" -c -o "$TMP/$f.o" "$SUP/$f.c" > "$TMP/$f.log" 2>&1; then
    fail "support-$f" "testcasesupport/$f.c does not compile" "$(first_lines "$TMP/$f.log")"
    summarize run-juliet
    exit 1
  fi
done

# One line per test: the directory and the test name (files NAME.c or NAMEa.c ...).
find "$J/testcases" -name '*.c' | sed -E 's/[a-e]?\.c$//' | sort -u \
  | grep -- "${JULIET_MATCH:-}" | awk -v s="$STRIDE" '(NR - 1) % s == 0' > "$TMP/list"

juliet_one() {
  local base=$1 name
  name=$(basename "$base")
  local d=$TMP/t/$name
  mkdir -p "$d"
  local srcs=("$base"*.c) objs=()
  for src in "${srcs[@]}"; do
    local o=$d/$(basename "$src" .c).o
    if ! timeout 120 "$SAFECC" -I"$SUP" -DINCLUDEMAIN -DOMITBAD -c -o "$o" "$src" > "$d/build.log" 2>&1; then
      fail "$name" "compile of $(basename "$src") failed" "$(first_lines "$d/build.log")"
      return
    fi
    objs+=("$o")
  done
  if ! timeout 60 "$SAFECC" -o "$d/exe" "${objs[@]}" "$TMP/io.o" "$TMP/std_thread.o" -lpthread -lm \
       > "$d/link.log" 2>&1; then
    fail "$name" "link failed" "$(first_lines "$d/link.log")"
    return
  fi
  (cd "$d" && timeout 10 ./exe) > "$d/run.log" 2>&1 < /dev/null
  local rc=$?
  if [ $rc -eq 0 ]; then
    pass "$name"
    rm -rf "$d"
  else
    fail "$name" "good variant failed ($(describe_status $rc))" "$(tail -n 4 "$d/run.log")"
  fi
}
export -f juliet_one pass fail describe_status first_lines
export SUP

xargs -P "$JOBS" -I{} bash -c 'juliet_one "$1"' _ {} < "$TMP/list"
summarize run-juliet
