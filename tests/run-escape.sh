#!/bin/bash
# tests/run-escape.sh — safe mode's frame objects (src/escape.c,
# docs/safe-mode.md "Frame objects"), read off the assembly of
# escape/cases.c: every function frame_NAME must allocate nothing (its
# object locals live in the frame), every heap_NAME must call sc.rt.alloc
# (a local's address escapes by the route its name gives), and with
# -fno-frame-objects every frame_NAME allocates again.  Whether escaped
# objects really outlive their call is checked by running
# runtime/safe/escape_routes.c (run-runtime.sh).
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
  sed -n "/^sc\.$2:/,/\.size sc\.$2,/p" "$1" | grep -c 'call sc\.rt\.alloc'
}

for mode in default no-frame-objects; do
  flags=-fsafe
  [ $mode = no-frame-objects ] && flags="-fsafe -fno-frame-objects"
  asm=$TMP/cases-$mode.s
  if ! $SAFECC $flags -w -S -o "$asm" "$SRC" > "$TMP/$mode.log" 2>&1; then
    fail "$mode-build" "safecc $flags -S failed" "$(first_lines "$TMP/$mode.log")"
    continue
  fi
  for fn in $(sed -n 's/^sc\.\(\(frame\|heap\)_[a-z_]*\):$/\1/p' "$asm"); do
    n=$(allocations "$asm" "$fn")
    case $mode-$fn in
      default-frame_*) want="no allocation" ok=$((n == 0)) ;;
      *) want="an allocation" ok=$((n > 0)) ;;
    esac
    if [ "$ok" = 1 ]; then
      pass "$mode-$fn"
    else
      fail "$mode-$fn" "$flags: expected $want in $fn, got $n calls of sc.rt.alloc"
    fi
  done
done
summarize run-escape
