#!/bin/bash
# tests/run-selfhost.sh — the compiler compiles itself twice.
#
#   stage 1: $SAFECC (default ./safecc, built by the host cc)
#   stage 2: stage2/safecc, src/*.c backend-x86_64/*.c compiled by stage 1
#   stage 3: stage3/safecc, the same sources compiled by stage 2
#
# stage2/safecc and stage3/safecc must be identical byte for byte, and the
# language tests (tests/run-c.sh) must pass when compiled by stage 2.  The
# stage binaries find the headers in <dir>/../include, i.e. ./include.
source "$(dirname "$0")/lib.sh"
make_tmp selfhost
cd "$ROOT" || exit 1

echo "run-selfhost: stage 1 compiler: $SAFECC"
if cc_is_ref; then
  echo "(skipped: self-hosting needs safecc, not the reference compiler)"
  echo "0 passed, 0 failed"
  exit 0
fi

SOURCES=$(ls src/*.c backend-x86_64/*.c)
CFLAGS_SELF=${CFLAGS_SELF:--std=c11 -Isrc}

# build_stage COMPILER DIR: compiles every source into DIR/obj, links
# DIR/safecc.  Returns nonzero (and records a failure) on any error.
build_stage() {
  local cc=$1 dir=$2
  rm -rf "$dir"
  mkdir -p "$dir/obj"
  echo "$SOURCES" | xargs -P "$JOBS" -I{} bash -c '
    src=$1; obj=$2/obj/$(echo "$src" | tr / _).o
    timeout 300 '"$cc"' '"$CFLAGS_SELF"' -c -o "$obj" "$src" > "$obj.log" 2>&1 ||
      { echo "$src: $(describe_status $?)"; head -n 5 "$obj.log"; }
  ' _ {} "$dir" > "$TMP/$dir.errors" 2>&1
  if [ -s "$TMP/$dir.errors" ]; then
    fail "build-$dir" "compiling the compiler with $cc failed:" "$(head -n 30 "$TMP/$dir.errors")"
    return 1
  fi
  if ! timeout 120 $cc -o "$dir/safecc" "$dir"/obj/*.o > "$TMP/$dir.link" 2>&1; then
    fail "build-$dir" "linking $dir/safecc failed:" "$(first_lines "$TMP/$dir.link")"
    return 1
  fi
  pass "build-$dir"
}
export -f describe_status

extra_pass=0 extra_fail=0
if build_stage "$SAFECC" stage2 && build_stage "$ROOT/stage2/safecc" stage3; then
  if cmp stage2/safecc stage3/safecc > "$TMP/cmp" 2>&1; then
    pass "stage2-equals-stage3"
  else
    fail "stage2-equals-stage3" "stage2/safecc and stage3/safecc differ:" "$(cat "$TMP/cmp")" \
      "first differing object files:" \
      "$(for o in stage2/obj/*.o; do cmp -s "$o" "stage3/obj/$(basename "$o")" || echo "  $(basename "$o")"; done | head -n 10)"
  fi
  echo "run-selfhost: running tests/run-c.sh with stage2/safecc"
  SAFECC=$ROOT/stage2/safecc "$ROOT/tests/run-c.sh" | tee "$TMP/run-c.log"
  last=$(tail -n 1 "$TMP/run-c.log")
  if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    extra_pass=${BASH_REMATCH[1]}
    extra_fail=${BASH_REMATCH[2]}
  else
    extra_fail=1
  fi
fi

# Fold run-c's counts into this runner's summary line.
summarize run-selfhost > "$TMP/summary"
head -n -1 "$TMP/summary"
read -r p _ f _ < <(tail -n 1 "$TMP/summary" | tr -d ',')
p=$((p + extra_pass)); f=$((f + extra_fail))
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
