#!/bin/bash
# tests/run-hoist.sh — safe mode's checks hoisted out of counted loops
# (src/hoist.c, docs/safe-mode.md "Checks hoisted out of loops"), read off
# the assembly of hoist/cases.c.  A hoisted loop is generated twice (a fast
# copy and the checked one), so it has two safepoint polls; every
# function also polls once at its entry.  Every fast_NAME must have 3
# polls, every kept_NAME 2 (its loop is not a counted loop whose checks
# can be tested first), nested_inner 4 (only the inner loop); with
# -fno-hoist-checks every loop is generated once, and with
# -fno-builtin-sqrt fast_sqrt's loop calls sqrt.  That the hoisted loops
# compute the same results and trap where they must is tested by
# tests/c/counted_loops.c and tests/safety/hoisted_loop_*.c.
source "$(dirname "$0")/lib.sh"
make_tmp hoist
echo "run-hoist: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if cc_is_ref; then
  echo "(skipped: these checks are about safecc's safe mode)"
  echo "0 passed, 0 failed"
  exit 0
fi
SRC=$ROOT/tests/hoist/cases.c

# polls ASM FN: how many safepoint polls the body of FN has.
polls() {
  safe_function_asm "$1" "$2" | grep -c 'sc\.rt\.gc_pending'
}

for mode in default no-hoist-checks no-builtin-sqrt; do
  flags="-fsafe"
  [ $mode != default ] && flags="-fsafe -f$mode"
  asm=$TMP/cases-$mode.s
  if ! $SAFECC $flags -w -S -o "$asm" "$SRC" > "$TMP/$mode.log" 2>&1; then
    fail "$mode-build" "safecc $flags -S failed" "$(first_lines "$TMP/$mode.log")"
    continue
  fi
  for fn in $(sed -n 's/^sc\.\(\(fast\|kept\|nested\)_[a-z_]*\):$/\1/p' "$asm"); do
    n=$(polls "$asm" "$fn")
    case $mode-$fn in
      no-builtin-sqrt-fast_sqrt) want=2 ;;
      default-fast_* | no-builtin-sqrt-fast_*) want=3 ;;
      default-nested_* | no-builtin-sqrt-nested_*) want=4 ;;
      *-nested_*) want=3 ;;
      *) want=2 ;;
    esac
    if [ "$n" = "$want" ]; then
      pass "$mode-$fn"
    else
      fail "$mode-$fn" "$flags: expected $want safepoint polls in $fn, got $n"
    fi
  done
done
summarize run-hoist
