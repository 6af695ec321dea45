#!/bin/bash
# tests/run-checks.sh — how many access checks safe mode emits
# (src/checks.c, src/gen_lvalue.c; docs/safe-mode.md "Redundant checks"),
# read off the assembly of checks/cases.c.  Each function there has a
# line "// expect-checks: default=N no-OPTION=M ..." before it: compiled
# with no option, and with each -fno-OPTION named, its assembly must hold
# exactly that many full checks (x86_64: null, start and end of the
# access, the end computed as `add $SIZE, %r11` and compared with the
# object's size, `cmp -16(%cap), %r11`).  The parts of a check an earlier
# one through the same pointer makes unnecessary are left out, and such a
# partial check (one end, or whether the object is writable) is not
# counted.  That what is left out is not needed is tested by running
# tests/safety/elided_check_*.c and check_hull_*.c.
source "$(dirname "$0")/lib.sh"
make_tmp checks
echo "run-checks: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if cc_is_ref; then
  echo "(skipped: these checks are about safecc's safe mode)"
  echo "0 passed, 0 failed"
  exit 0
fi
SRC=$ROOT/tests/checks/cases.c


# checks ASM FN: how many full checks the body of FN has.
checks() {
  safe_function_asm "$1" "$2" | grep -A1 'add \$[0-9]*, %r11$' | grep -c 'cmp -16(%r[0-9a-z]*), %r11$'
}

option_expectations expect-checks "$SRC" > "$TMP/expect"
[ -s "$TMP/expect" ] || fail "expectations" "no expect-checks lines found in $SRC"
for mode in $(awk '{print $2}' "$TMP/expect" | sort -u); do
  flags="-fsafe"
  [ "$mode" != default ] && flags="-fsafe -f$mode"
  asm=$TMP/cases-$mode.s
  if ! $SAFECC $flags -w -S -o "$asm" "$SRC" > "$TMP/$mode.log" 2>&1; then
    fail "$mode-build" "safecc $flags -S failed" "$(first_lines "$TMP/$mode.log")"
    continue
  fi
  while read -r fn m want; do
    [ "$m" = "$mode" ] || continue
    if ! grep -q "^sc\.$fn:" "$asm"; then
      fail "$mode-$fn" "$flags: no function $fn in the assembly"
      continue
    fi
    n=$(checks "$asm" "$fn")
    if [ "$n" = "$want" ]; then
      pass "$mode-$fn"
    else
      fail "$mode-$fn" "$flags: expected $want full checks in $fn, got $n"
    fi
  done < "$TMP/expect"
done
summarize run-checks
