#!/bin/bash
# tests/run-selfhost.sh — the compiler compiles itself twice.
#
#   stage 1: $SAFECC (default ./safecc, built by the host cc)
#   stage 2: stage2/safecc, the Makefile's compiler sources compiled by stage 1
#   stage 3: stage3/safecc, the same sources compiled by stage 2
#
# stage2/safecc and stage3/safecc must be identical byte for byte, and the
# language tests (tests/run-c.sh) must pass when compiled by stage 2.
#
# The stages are built in a private temporary directory ($TMP/stage2,
# $TMP/stage3; KEEP_TMP=1 keeps them) so that concurrent runs and `make clean`
# cannot pull a binary away mid-run; $TMP/include links to ./include, where
# the stage binaries look for the headers (<dir>/../include).
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=-funsafe
make_tmp selfhost
cd "$ROOT" || exit 1
ln -s "$ROOT/include" "$TMP/include"
# and, for safe mode, the safe libc's headers and the safe libraries
ln -s "$ROOT/libc" "$TMP/libc"
mkdir -p "$TMP/build" && ln -s "$ROOT/build/lib" "$TMP/build/lib"

echo "run-selfhost: stage 1 compiler: ${SAFECC_ORIG:-$SAFECC}"
if cc_is_ref; then
  echo "(skipped: self-hosting needs safecc, not the reference compiler)"
  echo "0 passed, 0 failed"
  exit 0
fi

SOURCES=$(make -s --no-print-directory print-compiler-sources)
# The compiler is built as a plain (-funsafe) program for now (bootstrap.sh).
CFLAGS_SELF=${CFLAGS_SELF:--funsafe -std=c11 -Isrc}

# build_stage COMPILER NAME: compiles every source into $TMP/NAME/obj, links
# $TMP/NAME/safecc.  Returns nonzero (and records a failure) on any error.
build_stage() {
  local cc=$1 dir=$TMP/$2 name=$2
  mkdir -p "$dir/obj"
  printf '%s\n' $SOURCES | xargs -P "$JOBS" -I{} bash -c '
    src=$1; obj=$2/obj/$(echo "$src" | tr / _).o
    timeout 300 '"$cc"' '"$CFLAGS_SELF"' -c -o "$obj" "$src" > "$obj.log" 2>&1 ||
      { echo "$src: $(describe_status $?)"; head -n 5 "$obj.log"; }
  ' _ {} "$dir" > "$TMP/$name.errors" 2>&1
  if [ -s "$TMP/$name.errors" ]; then
    fail "build-$name" "compiling the compiler with $cc failed:" "$(head -n 30 "$TMP/$name.errors")"
    return 1
  fi
  if ! timeout 120 $cc -funsafe -o "$dir/safecc" "$dir"/obj/*.o > "$TMP/$name.link" 2>&1; then
    fail "build-$name" "linking $name/safecc failed:" "$(first_lines "$TMP/$name.link")"
    return 1
  fi
  pass "build-$name"
}
export -f describe_status

if build_stage "$SAFECC" stage2 && build_stage "$TMP/stage2/safecc" stage3; then
  if cmp "$TMP/stage2/safecc" "$TMP/stage3/safecc" > "$TMP/cmp" 2>&1; then
    pass "stage2-equals-stage3"
  else
    fail "stage2-equals-stage3" "stage2/safecc and stage3/safecc differ:" "$(cat "$TMP/cmp")" \
      "first differing object files:" \
      "$(for o in "$TMP"/stage2/obj/*.o; do cmp -s "$o" "$TMP/stage3/obj/$(basename "$o")" || echo "  $(basename "$o")"; done | head -n 10)"
  fi
  # safecc built by the host cc and safecc built by itself must translate
  # the compiler's own sources to the same assembly.
  mkdir -p "$TMP/asm1" "$TMP/asm2"
  asm_diff=""
  for src in $SOURCES; do
    a=$(echo "$src" | tr / _).s
    timeout 120 "$SAFECC" $CFLAGS_SELF -S -o "$TMP/asm1/$a" "$src" 2> /dev/null
    timeout 120 "$TMP/stage2/safecc" $CFLAGS_SELF -S -o "$TMP/asm2/$a" "$src" 2> /dev/null
    cmp -s "$TMP/asm1/$a" "$TMP/asm2/$a" || asm_diff+="$src "
  done
  if [ -z "$asm_diff" ]; then
    pass "stage1-and-stage2-same-assembly"
  else
    fail "stage1-and-stage2-same-assembly" "the stage 1 and stage 2 compilers disagree on: $asm_diff"
  fi
  echo "run-selfhost: running tests/run-c.sh with stage2/safecc"
  SAFECC=$TMP/stage2/safecc "$ROOT/tests/run-c.sh" | tee "$TMP/run-c.log"
  add_counts "$TMP/run-c.log"
fi

# run-c's counts are folded into this runner's summary line.
summarize_with_extra run-selfhost
