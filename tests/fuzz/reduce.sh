#!/bin/bash
# tests/fuzz/reduce.sh — shrink a failing input with creduce (Debian
# package creduce) before it becomes a test in tests/c/ or tests/errors/.
#
#   tests/fuzz/reduce.sh csmith MODE SEED    a run-csmith failure: MODE is
#                                           unsafe or safe, as run-csmith
#                                           names it (unsafe-00042: unsafe 42)
#   tests/fuzz/reduce.sh crash FILE [FLAGS]  a run-fuzz failure: the compiler
#                                           crashes, hangs, reports an
#                                           internal error, exits 1 silently
#                                           or emits assembly `as` rejects
#                                           on FILE (the same one is kept)
#
# The compiler is $SAFECC (default ./safecc); CCFLAG overrides the mode's
# -fsafe/-funsafe (a safe-mode mismatch that -funsafe shows too reduces
# faster with CCFLAG=-funsafe).  The reduced program is
# written to /tmp/safecc-reduce-*/ and its path printed; nothing in the
# tree is changed.  JOBS (default 2) creduce processes run at once.
#
# A csmith program is interesting while gcc -O0 builds it without
# warnings that hint at undefined behaviour, its -fsanitize=address,undefined
# build runs cleanly, and the compiler under test still fails on it the
# way it failed on the original: rejects it, builds something that fails
# when run (a trap, in safe mode), or builds something that prints a
# different result.
# Reduction can otherwise turn a program into one with undefined
# behaviour, whose "mismatch" proves nothing.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SAFECC=${SAFECC:-$ROOT/safecc}
case $SAFECC in /*) ;; *) SAFECC=$(cd "$(dirname "$SAFECC")" && pwd)/$(basename "$SAFECC") ;; esac
JOBS=${JOBS:-2}
CSMITH_INC=${CSMITH_INC:-/usr/include/csmith}
DIAG='^([^:]+:[0-9]+:[0-9]+|safecc): error: '  # the start of a diagnostic line

usage() {
  sed -n '4,9p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
command -v creduce > /dev/null || { echo "reduce.sh: creduce is not installed (apt-get install creduce)" >&2; exit 2; }
[ $# -ge 2 ] || usage
kind=$1
shift
OUT=$(mktemp -d /tmp/safecc-reduce-XXXXXX)

# The interestingness tests: run by creduce in a scratch directory holding
# t.c, with the settings below in the environment.
write_csmith_test() {
  cat > "$OUT/interesting.sh" <<'EOF'
#!/bin/bash
# exit 0 if t.c still shows the bug (see reduce.sh)
inc=-I$CSMITH_INC
gcc -O0 -Wall -Wextra $inc -o ref t.c > gcc.log 2>&1 || exit 1
# warnings that mean the reduction introduced undefined behaviour
grep -Eq 'uninitialized|no return statement|control reaches end|incompatible|implicit declaration|implicitly declared|integer overflow|out of bounds|array subscript|division by zero|without a cast|too few|too many|excess elements|return type defaults|comparison between pointer|address of local|returns address|defaults to|no type or storage class|with no value|empty declaration|undefined behavio' gcc.log && exit 1
timeout 5 ./ref > want 2>&1 || exit 1
# the same kind of failure as the original program's: $WANT
# (checked before the sanitizer build, which is the slowest step)
timeout 60 "$SAFECC" $CCFLAG -w $inc -o got.exe t.c > cc.log 2>&1
if [ $? -ne 0 ]; then
  [ "$WANT" = compile ] || exit 1
elif [ "$WANT" = compile ]; then
  exit 1
else
  timeout 10 ./got.exe > got 2>&1
  if [ $? -ne 0 ]; then
    [ "$WANT" = run ] || exit 1
  else
    [ "$WANT" = mismatch ] && ! cmp -s want got || exit 1
  fi
fi
gcc -O0 -w -fsanitize=address,undefined -fno-sanitize-recover=all $inc -o san t.c > /dev/null 2>&1 || exit 1
timeout 5 ./san > san.out 2>&1 || exit 1
cmp -s want san.out
EOF
}

write_crash_test() {
  cat > "$OUT/interesting.sh" <<'EOF'
#!/bin/bash
# exit 0 if t.c still makes the compiler fail as it did (see reduce.sh)
(ulimit -v 2000000; timeout -k 5 10 "$SAFECC" -S -o t.s $FLAGS t.c) > err 2>&1
rc=$?
case $WANT in
  crash) [ $rc -eq 4 ] ;;     # the compiler proper died by a signal
  signal) [ $rc -gt 128 ] && [ $rc -ne 137 ] ;;
  timeout) [ $rc -eq 124 ] || [ $rc -eq 137 ] ;;
  as) [ $rc -eq 0 ] && ! as -o /dev/null t.s > /dev/null 2>&1 ;;
  internal) [ $rc -eq 1 ] && grep -aqE "${DIAG}internal error" err ;;
  nodiag) [ $rc -eq 1 ] && ! grep -aqE "$DIAG" err ;;
  *) exit 1 ;;
esac
EOF
}

case $kind in
  csmith)
    [ $# -eq 2 ] || usage
    mode=$1 seed=$2
    case $mode in
      unsafe) flags="" CCFLAG=${CCFLAG:--funsafe} ;;
      safe) flags=--no-packed-struct CCFLAG=${CCFLAG:--fsafe} ;;
      *) usage ;;
    esac
    (cd "$OUT" && csmith --seed "$seed" $flags > t.c) || { echo "reduce.sh: csmith failed" >&2; exit 2; }
    # Which failure to keep: the one the program shows now (a reduction
    # must not wander from a wrong checksum to, say, a rejected program).
    WANT=mismatch
    if ! (cd "$OUT" && timeout 60 "$SAFECC" $CCFLAG -w -I"$CSMITH_INC" -o got.exe t.c) > /dev/null 2>&1; then
      WANT=compile
    elif ! (cd "$OUT" && timeout 10 ./got.exe) > /dev/null 2>&1; then
      WANT=run
    fi
    export CSMITH_INC CCFLAG SAFECC WANT
    write_csmith_test
    ;;
  crash)
    file=$1
    shift
    FLAGS="$*"
    cp "$file" "$OUT/t.c" || exit 2
    # Which failure to keep: the one the input shows now.
    (cd "$OUT" && (ulimit -v 2000000; timeout -k 5 10 "$SAFECC" -S -o t.s $FLAGS t.c) > err 2>&1)
    rc=$?
    if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then WANT=timeout
    elif [ $rc -eq 4 ]; then WANT=crash
    elif [ $rc -gt 128 ]; then WANT=signal
    elif [ $rc -eq 0 ]; then WANT=as
    elif grep -aqE "${DIAG}internal error" "$OUT/err"; then WANT=internal
    else WANT=nodiag; fi
    export SAFECC FLAGS WANT DIAG
    write_crash_test
    ;;
  *) usage ;;
esac
chmod +x "$OUT/interesting.sh"
if ! (cd "$OUT" && "$OUT/interesting.sh"); then
  echo "reduce.sh: the input does not show the failure with $SAFECC; nothing to reduce (in $OUT)" >&2
  exit 1
fi
cp "$OUT/t.c" "$OUT/original.c"
echo "reduce.sh: reducing $OUT/t.c ($(wc -l < "$OUT/t.c") lines) with creduce, $JOBS jobs"
(cd "$OUT" && creduce --n "$JOBS" "$OUT/interesting.sh" t.c > creduce.log 2>&1) || {
  echo "reduce.sh: creduce failed; see $OUT/creduce.log" >&2; exit 1; }
echo "reduce.sh: $(wc -l < "$OUT/t.c") lines left: $OUT/t.c (original: $OUT/original.c)"
