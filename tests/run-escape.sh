#!/bin/bash
# tests/run-escape.sh — safe mode's frame objects (src/escape.c,
# docs/safe-mode.md "Frame objects"), read off the assembly of
# escape/cases.c: every function frame_NAME must allocate nothing (its
# object locals live in the frame), every heap_NAME must call sc.rt.alloc
# (a local's address escapes by the route its name gives), and with
# -fno-frame-objects every frame_NAME allocates again.  body_NAME must
# allocate only after the prologue (at the declaration), entry_NAME in the
# prologue (a jump may skip the declaration), and so must body_NAME with
# -fno-allocate-at-declaration.  linked_NAME must test a marker
# (sc.noescape.*@GOTPCREL, or sc.nokeep.* for a call whose value is
# discarded) and keep an allocation for when it is missing,
# declared_NAME must allocate nothing, and with -fno-cross-unit-escape
# linked_NAME tests no marker and allocates, while declared_NAME still
# allocates nothing (a declaration's noescape is no optimisation that
# the option turns off: definitions rely on it); the unit must export
# export_reader's markers (both facts), not keeper_stores', and refer to
# ext_declared's (escape facts across units); a call of ext_returning
# whose value is discarded tests its sc.nokeep marker, one whose value
# is used (also as a statement expression's value) its sc.noescape
# marker only.  From escape/zeroing.c: every zero_NAME
# must zero a frame slot before its entry poll and every nozero_NAME none,
# but with -fno-count-args-once, which zeroes parameter slots in the
# prologue again.  Whether escaped
# objects really outlive their call is checked by running
# runtime/safe/escape_routes.c (run-runtime.sh).  Everything is compiled
# with -fno-inline: the cases are about calls (a callee that does or does
# not keep its parameter), and an expanded call is no call.
source "$(dirname "$0")/lib.sh"
make_tmp escape
echo "run-escape: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if cc_is_ref; then
  echo "(skipped: these checks are about safecc's safe mode)"
  echo "0 passed, 0 failed"
  exit 0
fi
SRC=$ROOT/tests/escape/cases.c

# allocations ASM FN: how many calls of sc.rt.alloc the body of FN has.
allocations() {
  safe_function_asm "$1" "$2" | grep -c 'call sc\.rt\.alloc'
}
# entry_allocations ASM FN: how many of them come before the safepoint
# poll that ends the prologue.
entry_allocations() {
  safe_function_asm "$1" "$2" | sed '/sc\.rt\.gc_pending/q' |
    grep -c 'call sc\.rt\.alloc'
}

# marker_tests ASM FN: how many markers FN tests.
marker_tests() {
  safe_function_asm "$1" "$2" | grep -c 'sc\.\(noescape\|nokeep\)\..*@GOTPCREL'
}

for mode in default no-frame-objects no-allocate-at-declaration no-cross-unit-escape; do
  flags="-fsafe -fno-inline"
  [ $mode != default ] && flags="$flags -f$mode"
  asm=$TMP/cases-$mode.s
  if ! $SAFECC $flags -w -S -o "$asm" "$SRC" > "$TMP/$mode.log" 2>&1; then
    fail "$mode-build" "safecc $flags -S failed" "$(first_lines "$TMP/$mode.log")"
    continue
  fi
  for fn in $(sed -n 's/^sc\.\(\(frame\|heap\|body\|entry\|linked\|declared\)_[a-z_]*\):$/\1/p' "$asm"); do
    n=$(allocations "$asm" "$fn")
    at_entry=$(entry_allocations "$asm" "$fn")
    tests=$(marker_tests "$asm" "$fn")
    case $mode-$fn in
      default-linked_*|no-allocate-at-declaration-linked_*)
        want="a marker test and an allocation" ok=$((tests > 0 && n > 0)) ;;
      *-linked_*) want="an allocation and no marker test" ok=$((tests == 0 && n > 0)) ;;
      default-declared_*|no-allocate-at-declaration-declared_*|no-cross-unit-escape-declared_*)
        want="no allocation" ok=$((n == 0 && tests == 0)) ;;
      *-declared_*) want="an allocation" ok=$((n > 0 && tests == 0)) ;;
      default-frame_*|no-allocate-at-declaration-frame_*|no-cross-unit-escape-frame_*) want="no allocation" ok=$((n == 0)) ;;
      no-allocate-at-declaration-body_*) want="an allocation in the prologue" ok=$((at_entry > 0)) ;;
      *-body_*) want="an allocation after the prologue" ok=$((n > 0 && at_entry == 0)) ;;
      *-entry_*) want="an allocation in the prologue" ok=$((at_entry > 0)) ;;
      *) want="an allocation" ok=$((n > 0)) ;;
    esac
    if [ "$ok" = 1 ]; then
      pass "$mode-$fn"
    else
      fail "$mode-$fn" "$flags: expected $want in $fn, got $n calls of sc.rt.alloc ($at_entry in the prologue) and $tests marker tests"
    fi
  done
done
# The markers the unit defines and refers to (default mode).
asm=$TMP/cases-default.s
check_marker() { # NAME PATTERN WANT(1 present, 0 absent) WHAT
  local got=0
  grep -q "$2" "$asm" && got=1
  if [ "$got" = "$3" ]; then
    pass "marker-$1"
  else
    fail "marker-$1" "expected $4 (/$2/ $([ "$3" = 1 ] && echo present || echo absent)) in the assembly"
  fi
}
check_marker export_reader '^\s*\.set sc\.noescape\.export_reader\.0, sc\.export_reader$' 1 "export_reader's marker defined"
check_marker keeper_stores 'sc\.noescape\.keeper_stores\.0' 0 "no marker for keeper_stores"
check_marker ext_declared_ref '\.long sc\.noescape\.ext_declared\.0 - \.' 1 "a reference to ext_declared's marker"
check_marker export_reader_nokeep '^\s*\.set sc\.nokeep\.export_reader\.0, sc\.export_reader$' 1 "export_reader's nokeep marker defined"
check_marker keeper_stores_nokeep 'sc\.nokeep\.keeper_stores\.0' 0 "no nokeep marker for keeper_stores"
check_marker ext_weak '^\s*\.weak sc\.nokeep\.ext\.0$' 1 "a weak reference to ext's nokeep marker (its value is discarded)"
# The value of a call that may return its argument: used, it keeps the
# object unless the callee does not even return it (sc.noescape).
check_marker ext_returning_discarded 'mov sc\.nokeep\.ext_returning\.0@GOTPCREL' 1 "a test of ext_returning's nokeep marker (linked_value_discarded)"
check_marker ext_returning_used 'mov sc\.noescape\.ext_returning\.0@GOTPCREL' 1 "a test of ext_returning's noescape marker (linked_value_used)"
for fn in linked_value_used linked_stmt_expr_value; do
  if safe_function_asm "$asm" $fn | grep -q 'sc\.nokeep\.'; then
    fail "marker-$fn-not-nokeep" "$fn uses the value of ext_returning, but tests its sc.nokeep marker"
  else
    pass "marker-$fn-not-nokeep"
  fi
done
# zeroed ASM FN: how many words of its frame FN's prologue zeroes (stores
# of 0 to the frame before the safepoint poll that ends it; the path for
# a caller that passed fewer words zeroes the parameters through %rdi).
zeroed() {
  safe_function_asm "$1" "$2" | sed '/sc\.rt\.gc_pending/q' | grep -c 'movq \$0, -[0-9]*(%rbp)'
}

for mode in default no-count-args-once; do
  flags="-fsafe -fno-inline"
  [ $mode != default ] && flags="$flags -f$mode"
  asm=$TMP/zeroing-$mode.s
  if ! $SAFECC $flags -w -S -o "$asm" "$ROOT/tests/escape/zeroing.c" > "$TMP/z$mode.log" 2>&1; then
    fail "zeroing-$mode-build" "safecc $flags -S failed" "$(first_lines "$TMP/z$mode.log")"
    continue
  fi
  for fn in $(sed -n 's/^sc\.\(\(zero\|nozero\)_[a-z_]*\):$/\1/p' "$asm"); do
    n=$(zeroed "$asm" "$fn")
    case $mode-$fn in
      no-count-args-once-*|*-zero_*) want="a zeroed slot" ok=$((n > 0)) ;;
      *) want="no zeroed slot" ok=$((n == 0)) ;;
    esac
    if [ "$ok" = 1 ]; then
      pass "zeroing-$mode-$fn"
    else
      fail "zeroing-$mode-$fn" "$flags: expected $want in the prologue of $fn, got $n"
    fi
  done
done
# The libc's output functions rely on the declared facts of
# libc/src/stdio_impl.h and format.h: printf's Sink (and its digits),
# vfprintf's and the character fputc writes live in the frame.
for case in snprintf:vsnprintf sprintf:vsprintf vfprintf:__vfprintf_any fputc:fputc; do
  file=${case%%:*} fn=${case#*:}
  asm=$TMP/libc-$file.s
  if ! $SAFECC -fsafe -I"$ROOT/libc/src" -S -o "$asm" "$ROOT/libc/src/stdio/$file.c" > "$TMP/libc-$file.log" 2>&1; then
    fail "libc-$fn" "safecc -S of libc/src/stdio/$file.c failed" "$(first_lines "$TMP/libc-$file.log")"
    continue
  fi
  n=$(allocations "$asm" "$fn")
  if [ "$n" = 0 ]; then
    pass "libc-$fn"
  else
    fail "libc-$fn" "expected no allocation in $fn (libc/src/stdio/$file.c), got $n calls of sc.rt.alloc"
  fi
done
summarize run-escape
