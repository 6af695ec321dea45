#!/bin/bash
# tests/run-c-testsuite.sh — the 220 single-file tests of c-testsuite, used
# in place from the shared corpus and built in a temporary directory.  Each
# test's stdout+stderr must equal its .expected file exactly.
source "$(dirname "$0")/lib.sh"

SUITE=$CORPUS/c-testsuite/tests/single-exec

# Tests that are not run, each with the reason.  Keep this empty unless a
# test cannot be expected to pass for a reason outside the compiler.
declare -A EXCLUDE=(
)

# MODE=safe builds every test in safe mode (-fsafe).  Tests that need parts
# of the safe libc not written yet are listed here by name, with the part.
MODE=${MODE:-unsafe}
declare -A SAFE_EXCLUDE=(
)
case $MODE in
  safe) MODE_FLAGS=-fsafe
        for k in "${!SAFE_EXCLUDE[@]}"; do EXCLUDE[$k]=${SAFE_EXCLUDE[$k]}; done ;;
  *) MODE_FLAGS=-funsafe ;;
esac
export MODE_FLAGS

# Extra flags per test.
declare -A FLAGS=(
  [00174]="-lm"    # uses sin/cos/... from libm
)

make_tmp c-testsuite

run_one() {
  local src=$1 name
  name=$(basename "$src" .c)
  local exe=$TMP/$name out=$TMP/$name.out
  (cd "$TMP" && timeout 60 "$SAFECC" $MODE_FLAGS -o "$exe" "$src" ${FLAGS[$name]}) > "$TMP/$name.build" 2>&1
  local rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name" "compile failed ($(describe_status $rc))" "$(first_lines "$TMP/$name.build")"
    return
  fi
  (cd "$TMP" && timeout 10 "$exe") > "$out" 2>&1 < /dev/null
  rc=$?
  # As in the suite's own runner (runners/single-exec/posix), the test
  # must also exit with status 0.
  if [ $rc -ne 0 ]; then
    fail "$name" "run failed ($(describe_status $rc))" "$(first_lines "$out")"
  elif ! cmp -s "$src.expected" "$out"; then
    fail "$name" "output differs from $name.c.expected (diff expected got):" \
      "$(diff "$src.expected" "$out" | head -n 12)"
  else
    pass "$name"
  fi
}

export -f run_one pass fail describe_status first_lines
export SUITE
# associative arrays cannot be exported: pass the flags through a file
for k in "${!FLAGS[@]}"; do echo "$k ${FLAGS[$k]}"; done > "$TMP/flags"

echo "run-c-testsuite: compiler under test: ${SAFECC_ORIG:-$SAFECC}; mode: $MODE"
if [ ! -d "$SUITE" ]; then
  echo "c-testsuite not found at $SUITE"
  echo "0 passed, 1 failed"
  exit 1
fi
for src in "$SUITE"/*.c; do
  name=$(basename "$src" .c)
  if [ -n "${EXCLUDE[$name]+x}" ]; then
    echo "skip $name: ${EXCLUDE[$name]}" >&2
    continue
  fi
  echo "$src"
done | xargs -P "$JOBS" -I{} bash -c '
  declare -A FLAGS
  while read -r k v; do FLAGS[$k]=$v; done < "$TMP/flags"
  run_one "$1"' _ {}
summarize run-c-testsuite
