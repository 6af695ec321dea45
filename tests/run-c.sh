#!/bin/bash
# tests/run-c.sh — the project's own language tests (tests/c/*.c).
#
# Each test checks itself: it must exit 0 and print nothing.  Every test is
# built with the compiler under test in each of $MODES, and once more with
# gcc so that a disagreement (a wrong expectation in the test, or a bug in
# the compiler) is visible in the report.
#
# Per-test directives (comment lines at the start of a line):
#   // flags: ...    extra compiler flags (both compilers; cwd is tests/c)
#   // safe-skip: why  not built in safe mode (the reason is printed)
#   // abi-split     the file has two halves, selected by -DABI_PART=1
#                    (callees) and -DABI_PART=2 (callers and main); they are
#                    also built half by the compiler under test and half by
#                    gcc, both ways round, to check calling-convention
#                    compatibility.
#
# Usage: tests/run-c.sh [test-name ...]      (default: every test)
#        SAFECC=path/to/compiler tests/run-c.sh
#        MODES="unsafe safe" tests/run-c.sh
#        MODES=pic tests/run-c.sh          (-fPIC -pie)
source "$(dirname "$0")/lib.sh"

# Compilation modes.  Flags per mode are in mode_flags below.  The -noopt
# modes turn off every optimisation that has an -fno- option
# (docs/codegen-x86_64.md), so that each test runs both with and without
# them: an optimisation that changes what a program does fails here.
MODES=${MODES:-unsafe safe unsafe-noopt safe-noopt}
NOOPT="-fno-fold-constants -fno-register-locals -fno-jump-tables -fno-selective-zeroing -fno-register-temporaries -fno-compare-branch -fno-elide-redundant-checks -fno-check-hulls -fno-checks-at-joins -fno-checks-across-calls -fno-rotate-loops -fno-shift-checks -fno-pointed-places -fno-hoist-checks -fno-skip-unused-capabilities -fno-frame-objects -fno-cross-unit-escape -fno-null-faults -fno-allocate-at-declaration -fno-count-args-once -fno-builtin-sqrt -fno-inline -fno-divide-by-multiply -fno-share-register-locals -fno-frame-aux-arrays -fno-float-memory-operands -fno-fold-index-constants -fno-drop-copies-back -fno-compare-in-memory -fno-index-member-arrays -fno-load-widened-locals"

mode_flags() {
  case $1 in
    unsafe) echo "-funsafe" ;;
    safe) echo "-fsafe" ;;
    unsafe-noopt) echo "-funsafe $NOOPT" ;;
    safe-noopt) echo "-fsafe $NOOPT" ;;
    pic) echo "-fPIC -pie" ;;    # position-independent code (not in the default MODES)
    *) echo "unknown mode $1" >&2; exit 2 ;;
  esac
}

make_tmp c
mkdir -p "$TMP/bin" "$TMP/log"
TESTDIR=$ROOT/tests/c

# directive FILE NAME: the text after "// NAME:" on every matching line.
directive() {
  sed -n "s|^// $2:[[:space:]]*||p" "$1" | tr '\n' ' '
}

# build_and_run ID COMPILER ARGS...: compiles ARGS (flags and sources) into
# one binary and runs it.  Sets RESULT to "ok" or a one-line description,
# and LOGFILE to the log that explains it.
build_and_run() {
  local id=$1 cc=$2; shift 2
  local exe=$TMP/bin/$id log=$TMP/log/$id
  LOGFILE=$log
  (cd "$TESTDIR" && timeout 120 $cc "$@" -o "$exe" -lm) > "$log.build" 2>&1
  local rc=$?
  if [ $rc -ne 0 ]; then
    RESULT="compile failed ($(describe_status $rc))"
    LOGFILE=$log.build
    return
  fi
  (cd "$TESTDIR" && timeout 10 "$exe") > "$log.run" 2>&1 < /dev/null
  rc=$?
  LOGFILE=$log.run
  if [ $rc -ne 0 ]; then
    RESULT="run failed ($(describe_status $rc))"
  elif [ -s "$log.run" ]; then
    RESULT="printed output"
  else
    RESULT=ok
  fi
}

# run_test NAME: every mode with the compiler under test, then gcc.
run_test() {
  local name=$1 src=$1.c flags mode ref_result=""
  flags=$(directive "$TESTDIR/$src" flags)

  if ! cc_is_ref; then
    build_and_run "$name.gcc" "$REFCC" -std=gnu11 -w $flags "$src"
    ref_result=$RESULT
    if [ "$RESULT" != ok ]; then
      fail "$name.gcc" "gcc (reference) disagrees with the test: $RESULT" "$(first_lines "$LOGFILE")"
    fi
  fi

  for mode in $MODES; do
    if [[ $mode == safe* ]] && [ -n "$(directive "$TESTDIR/$src" safe-skip)" ]; then
      echo "run-c: $name.$mode not run: $(directive "$TESTDIR/$src" safe-skip)"
      continue
    fi
    build_and_run "$name.$mode" "$SAFECC" $(mode_flags $mode) $flags "$src"
    if [ "$RESULT" = ok ]; then
      pass "$name.$mode"
    else
      fail "$name.$mode" "$RESULT${ref_result:+ (gcc: $ref_result)}" "$(first_lines "$LOGFILE")"
    fi
  done

  if grep -q '^// abi-split' "$TESTDIR/$src" && ! cc_is_ref; then
    abi_split "$name" "$flags"
  fi
}

# abi_split NAME FLAGS: callees by one compiler, callers by the other.
abi_split() {
  local name=$1 flags=$2 o=$TMP/bin/$1
  local mf; mf=$(mode_flags unsafe)
  local ok=1 msg=""
  if ! (cd "$TESTDIR" &&
        timeout 120 "$SAFECC" $mf $flags -DABI_PART=1 -c -o "$o.cc1.o" "$name.c" &&
        timeout 120 "$SAFECC" $mf $flags -DABI_PART=2 -c -o "$o.cc2.o" "$name.c" &&
        "$REFCC" -std=gnu11 -w $flags -DABI_PART=1 -c -o "$o.gcc1.o" "$name.c" &&
        "$REFCC" -std=gnu11 -w $flags -DABI_PART=2 -c -o "$o.gcc2.o" "$name.c") \
        > "$TMP/log/$name.abi.build" 2>&1; then
    fail "$name.abi" "compile failed" "$(first_lines "$TMP/log/$name.abi.build")"
    return
  fi
  local pair callee caller
  for pair in "gcc1 cc2 callees-by-gcc" "cc1 gcc2 callers-by-gcc"; do
    set -- $pair
    local id=$name.abi.$3 exe=$o.$3
    if ! timeout 60 "$SAFECC" $mf -o "$exe" "$o.$1.o" "$o.$2.o" -lm > "$TMP/log/$id.link" 2>&1; then
      fail "$id" "link failed" "$(first_lines "$TMP/log/$id.link")"
      continue
    fi
    (cd "$TESTDIR" && timeout 10 "$exe") > "$TMP/log/$id.run" 2>&1 < /dev/null
    local rc=$?
    if [ $rc -ne 0 ] || [ -s "$TMP/log/$id.run" ]; then
      fail "$id" "run failed ($(describe_status $rc))" "$(first_lines "$TMP/log/$id.run")"
    else
      pass "$id"
    fi
  done
}

export -f run_test build_and_run abi_split directive mode_flags pass fail \
  describe_status first_lines cc_is_ref
export MODES TESTDIR

echo "run-c: compiler under test: ${SAFECC_ORIG:-$SAFECC}; modes: $MODES"
if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in "$TESTDIR"/*.c; do names+=("$(basename "$f" .c)"); done
fi
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'run_test "$1"' _ {}
summarize run-c
