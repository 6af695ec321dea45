#!/bin/bash
# tests/run-bootstrap.sh — the DESIGN §7 bootstrap as a test: ./bootstrap.sh
# (stage 1 builds the runtime, the safe libc and a memory-safe stage 2
# compiler; stage 2 builds stage 3) must end in its fixed point, and the
# safe stage 2 compiler must pass tests/c in both modes; with FULL=1 it is
# also fuzzed (tests/run-fuzz.sh).  (run-selfhost checks the plain
# -funsafe self-build.)
source "$(dirname "$0")/lib.sh"
make_tmp bootstrap
cd "$ROOT" || exit 1

echo "run-bootstrap: ./bootstrap.sh (safe stages)"
if ./bootstrap.sh > "$TMP/bootstrap.log" 2>&1; then
  pass fixed-point
else
  fail fixed-point "./bootstrap.sh did not reach its fixed point:" "$(tail -n 15 "$TMP/bootstrap.log")"
fi
tail -n 1 "$TMP/bootstrap.log"

if [ -x stage2/safecc ] && nm stage2/safecc | grep -q ' sc\.main$'; then
  pass stage2-is-safe
  echo "run-bootstrap: running tests/run-c.sh with the safe stage2/safecc"
  SAFECC=$ROOT/stage2/safecc "$ROOT/tests/run-c.sh" | tee "$TMP/run-c.log"
  add_counts "$TMP/run-c.log"
  # With FULL=1 the safe compiler is also fuzzed: a safety trap inside
  # safecc is a bug in safecc (issue 4).
  if [ "$FULL" = 1 ]; then
    echo "run-bootstrap: fuzzing the safe stage2/safecc"
    # It gets 60 s of CPU time an input, not 10: a safe compiler costs
    # about 6x (6.2 s for Lua's onelua.c against 1.0 s for the plain one).
    SAFECC=$ROOT/stage2/safecc FUZZ_COUNT=${STAGE2_FUZZ_COUNT:-5000} FUZZ_CPU=${FUZZ_CPU:-60} \
      "$ROOT/tests/run-fuzz.sh" | tee "$TMP/fuzz.log"
    add_counts "$TMP/fuzz.log"
  fi
else
  fail stage2-is-safe "stage2/safecc is missing or not a safe-mode binary"
fi

summarize_with_extra run-bootstrap
