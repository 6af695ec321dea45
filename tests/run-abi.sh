#!/bin/bash
# tests/run-abi.sh — calling-convention compatibility with gcc.
# tests/gen/abigen.c writes side.c, compiled once by gcc and once by the
# compiler under test; each side calls the other's functions with 45 struct
# and union types by value (in registers and on the stack), returned by
# value, and through va_arg.  Objects built by gcc must link and work with
# ours, both ways round.  Built twice: plain and with -fPIC (linked -pie).
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=-funsafe
make_tmp abi

echo "run-abi: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if ! "$REFCC" -std=c11 -O1 -o "$TMP/abigen" "$ROOT/tests/gen/abigen.c" > "$TMP/gen.log" 2>&1 ||
   ! "$TMP/abigen" "$TMP"; then
  fail abigen "tests/gen/abigen.c failed" "$(first_lines "$TMP/gen.log")"
  summarize run-abi
  exit 1
fi

# cross_test NAME FLAGS LINKFLAGS
cross_test() {
  local name=$1 flags=$2 lflags=$3 d=$TMP/$1
  mkdir -p "$d"
  if ! (cd "$TMP" && "$REFCC" -w $flags -c -o "$d/side_g.o" -DP=G_ -DQ=S_ side.c &&
        "$REFCC" -w $flags -c -o "$d/main.o" main.c) > "$d/gcc.log" 2>&1; then
    fail "$name" "gcc could not build its side" "$(first_lines "$d/gcc.log")"
    return
  fi
  (cd "$TMP" && timeout 300 "$SAFECC" $flags -c -o "$d/side_s.o" -DP=S_ -DQ=G_ side.c) > "$d/cc.log" 2>&1
  local rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name" "compile failed ($(describe_status $rc))" "$(first_lines "$d/cc.log")"
    return
  fi
  if ! timeout 60 "$SAFECC" $lflags -o "$d/abitest" "$d/main.o" "$d/side_g.o" "$d/side_s.o" \
       > "$d/link.log" 2>&1; then
    fail "$name" "link failed" "$(first_lines "$d/link.log")"
    return
  fi
  timeout 20 "$d/abitest" > "$d/run.log" 2>&1
  rc=$?
  if [ $rc -eq 0 ]; then
    pass "$name"
  else
    fail "$name" "mismatches between gcc and the compiler under test ($(describe_status $rc)):" \
      "$(head -n 20 "$d/run.log")"
  fi
}

cross_test abi-cross "" ""
cross_test abi-cross-pic "-fPIC" "-pie"
summarize run-abi
