#!/bin/bash
# tests/run-inline.sh — which calls safecc expands in place
# (src/parse_inline.c, docs/codegen-x86_64.md "Inlining"), read off the
# assembly of inline/cases.c in plain and in safe mode.  Each function
# there has a line "// expect-calls: default=N no-OPTION=M ..." before it:
# compiled with no option, and with each -fno-OPTION named, its body must
# hold exactly that many call instructions (the runtime's calls, sc.rt.*,
# are not counted).  That expansions behave as the calls would is tested
# by running c/inline_calls.c (run-c.sh, against gcc).
source "$(dirname "$0")/lib.sh"
make_tmp inline
echo "run-inline: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if cc_is_ref; then
  echo "(skipped: these checks are about safecc's code generator)"
  echo "0 passed, 0 failed"
  exit 0
fi
SRC=$ROOT/tests/inline/cases.c


# calls ASM SYMBOL: the calls in the body of the function SYMBOL, but the
# runtime's (in safe mode the out-of-line stubs after the body call only
# the runtime).
calls() {
  sed -n "/^$2:/,/\.size $2,/p" "$1" | grep -E $'^\tcall ' | grep -vc 'call sc\.rt\.'
}

option_expectations expect-calls "$SRC" > "$TMP/expect"
[ -s "$TMP/expect" ] || fail "expectations" "no expect-calls lines found in $SRC"
for safety in funsafe fsafe; do
  prefix=""
  [ $safety = fsafe ] && prefix="sc."
  for mode in $(awk '{print $2}' "$TMP/expect" | sort -u); do
    flags="-$safety"
    [ "$mode" != default ] && flags="$flags -f$mode"
    asm=$TMP/cases-$safety-$mode.s
    if ! $SAFECC $flags -w -S -o "$asm" "$SRC" > "$TMP/$safety-$mode.log" 2>&1; then
      fail "$safety-$mode-build" "safecc $flags -S failed" "$(first_lines "$TMP/$safety-$mode.log")"
      continue
    fi
    while read -r fn m want; do
      [ "$m" = "$mode" ] || continue
      if ! grep -q "^$prefix$fn:" "$asm"; then
        fail "$safety-$mode-$fn" "$flags: no function $fn in the assembly"
        continue
      fi
      n=$(calls "$asm" "$prefix$fn")
      if [ "$n" = "$want" ]; then
        pass "$safety-$mode-$fn"
      else
        fail "$safety-$mode-$fn" "$flags: expected $want calls in $fn, got $n"
      fi
    done < "$TMP/expect"
  done
done
summarize run-inline
