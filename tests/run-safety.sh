#!/bin/bash
# tests/run-safety.sh — the memory-safety suite: tests/safety/*.c in safe mode.
#
# Every program declares what it must do in one line `// expect: ok` or
# `// expect: <kind>`, <kind> being one of the trap kinds of
# docs/safe-mode.md.  Each is built twice: by gcc -O0 (the reference for
# stdout) and by `$SAFECC -fsafe`.
#
#   expect: ok      the safe build exits 0 and its stdout is identical to the
#                   gcc build's stdout.
#   expect: <kind>  the safe build is killed by SIGABRT (status 134), its
#                   stderr is one trap report: a first line beginning
#                   `safecc: safety error: <kind>`, then only backtrace
#                   lines (docs/safe-mode.md, "Trap reports"), and its stdout is the gcc
#                   build's stdout up to and including the first line
#                   "FAULT-NEXT" — the program prints that line (and flushes)
#                   right before the faulting statement, so whatever gcc's
#                   build prints after it shows the fault was not stopped.
#
# A bad program may also carry `// expect-at: FILE:LINE:COL`: the stderr
# line must then end with " at FILE:LINE:COL", the place of the access.
#
# A program made of several translation units names the others in
# `// also: parts/<file>.c` lines (tests/safety/parts/ holds no tests).
#
# Usage: tests/run-safety.sh [name...]          (default: every program)
#        tests/run-safety.sh --asan [name...]   self-check, not part of make
#            test: builds every program with gcc -O0
#            -fsanitize=address,undefined.  Good programs must run cleanly
#            with the plain gcc stdout; bad ones must be reported by a
#            sanitizer (or by a crash) at the fault or before it (with
#            nothing printed after FAULT-NEXT) — unless they carry a
#            `// asan: miss <why>` line, for bugs that only safe mode can
#            see (capabilities, calling convention); those are listed.
source "$(dirname "$0")/lib.sh"

SAFETY_DIR=$ROOT/tests/safety
MODE=safe
if [ "$1" = --asan ]; then MODE=asan; shift; fi
KINDS="out-of-bounds read|out-of-bounds write|use after free|double free|invalid free|null pointer dereference|pointer without capability|write to read-only memory|bad function call|bad longjmp"
RUN_TIMEOUT=${RUN_TIMEOUT:-60}

make_tmp safety
mkdir -p "$TMP/bin" "$TMP/log"

# expect_of FILE: the text after "// expect:" (first such line).
expect_of() {
  sed -n 's|^// expect:[[:space:]]*||p' "$1" | head -n 1 | sed 's/[[:space:]]*$//'
}

# excerpt FILE: a quoted, shortened view of an output file for reports.
excerpt() {
  if [ ! -s "$1" ]; then echo "      (empty)"; return; fi
  head -c 1500 "$1" | head -n 12 | sed 's/^/      | /'
}

# also_of FILE: the extra source files named by "// also:" lines (paths
# relative to tests/safety, e.g. parts/defs.c), for programs of several
# translation units.
also_of() {
  sed -n 's|^// also:[[:space:]]*||p' "$1" | tr '\n' ' '
}

# build_run NAME TAG CC FLAGS...: builds tests/safety/NAME.c (and its "also"
# files) with CC FLAGS into $TMP/bin/NAME.TAG and runs it; sets RC ("build"
# if the build failed) and leaves stdout/stderr in $TMP/log/NAME.TAG.{out,err}.
build_run() {
  local name=$1 tag=$2 cc=$3; shift 3
  local exe=$TMP/bin/$name.$tag log=$TMP/log/$name.$tag also
  also=$(also_of "$SAFETY_DIR/$name.c")
  # shellcheck disable=SC2086  # $also is a list of file names without spaces
  if ! (cd "$SAFETY_DIR" && timeout 120 "$cc" "$@" "$name.c" $also -o "$exe") > "$log.build" 2>&1; then
    RC=build
    return
  fi
  # The outer redirection silences bash's own "Segmentation fault" notes.
  { (cd "$TMP" && ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:detect_stack_use_after_return=1 \
       UBSAN_OPTIONS=print_stacktrace=0 timeout "$RUN_TIMEOUT" "$exe") \
       > "$log.out" 2> "$log.err" < /dev/null; } 2> /dev/null
  RC=$?
}

# prefix_to_marker IN OUT: the lines of IN up to and including the first
# line that is exactly FAULT-NEXT; fails if there is none.
prefix_to_marker() {
  awk '{ print } $0 == "FAULT-NEXT" { found = 1; exit } END { exit !found }' "$1" > "$2"
}

# check_stderr_line FILE KIND: one trap report: a first line beginning with
# the prefix and the kind (followed by a space or the end of the line),
# then only the report's frame lines ("    #N name at file:line" or
# "    #N name+0xOFF") and headings, ending in a newline.
check_stderr_line() {
  [ "$(tail -c 1 "$1" | od -An -c | tr -d ' ')" = '\n' ] || return 1
  tail -n +2 "$1" | grep -q -v -E '^    #[0-9]+ [^ ]+( at [^ ]+:[0-9]+(:[0-9]+)?|\+0x[0-9a-f]+)$|^  (the object was allocated by|and freed by):$|^    \(no safe frame\)$' &&
    return 1
  local line; line=$(head -n 1 "$1")
  case "$line" in
    "safecc: safety error: $2" | "safecc: safety error: $2 "*) return 0 ;;
  esac
  return 1
}

# run_safe NAME: the real test — gcc reference, then safecc -fsafe.
run_safe() {
  local name=$1 src=$SAFETY_DIR/$1.c expect log=$TMP/log/$1
  expect=$(expect_of "$src")
  if [ -z "$expect" ] || { [ "$expect" != ok ] && ! echo "$expect" | grep -qxE "$KINDS"; }; then
    fail "$name" "the program has no valid '// expect:' line (got '$expect')"
    return
  fi

  build_run "$name" gcc "$REFCC" -O0 -std=gnu11 -w
  local grc=$RC
  if [ "$grc" = build ]; then
    fail "$name" "gcc (reference) cannot build the program:" "$(first_lines "$log.gcc.build")"
    return
  fi
  local want=$log.want
  if [ "$expect" = ok ]; then
    if [ "$grc" -ne 0 ]; then
      fail "$name" "gcc (reference) build of a good program failed: $(describe_status "$grc")" \
        "    stderr:" "$(excerpt "$log.gcc.err")"
      return
    fi
    cp "$log.gcc.out" "$want"
  elif ! prefix_to_marker "$log.gcc.out" "$want"; then
    fail "$name" "gcc (reference) build never printed the FAULT-NEXT line ($(describe_status "$grc"))" \
      "    stdout:" "$(excerpt "$log.gcc.out")"
    return
  fi

  build_run "$name" safe "$SAFECC" -fsafe
  local src_rc=$RC
  if [ "$src_rc" = build ]; then
    fail "$name" "expected: $expect" "got: safecc -fsafe cannot build the program" \
      "$(first_lines "$log.safe.build")"
    return
  fi
  local problems=()
  if [ "$expect" = ok ]; then
    [ "$src_rc" -eq 0 ] || problems+=("status: expected exit 0, got $(describe_status "$src_rc")")
  else
    [ "$src_rc" -eq 134 ] ||
      problems+=("status: expected 134 (SIGABRT), got $(describe_status "$src_rc")")
    check_stderr_line "$log.safe.err" "$expect" ||
      problems+=("stderr: expected a report 'safecc: safety error: $expect ...' and its backtrace")
    local at
    at=$(expect_at_of "$src")
    [ -z "$at" ] || trap_place_is "$(head -n 1 "$log.safe.err")" "$at" ||
      problems+=("stderr: expected the access to be reported at $at")
  fi
  cmp -s "$want" "$log.safe.out" ||
    problems+=("stdout: expected the gcc build's stdout$([ "$expect" = ok ] || echo ' up to FAULT-NEXT')")
  if [ ${#problems[@]} -eq 0 ]; then
    pass "$name"
    return
  fi
  fail "$name" "expected: $expect" "${problems[@]}" \
    "    expected stdout:" "$(excerpt "$want")" \
    "    got stdout:" "$(excerpt "$log.safe.out")" \
    "    got stderr:" "$(excerpt "$log.safe.err")"
}

# run_asan NAME: the self-check with gcc's sanitizers (see the header).
run_asan() {
  local name=$1 src=$SAFETY_DIR/$1.c expect log=$TMP/log/$1 miss
  expect=$(expect_of "$src")
  miss=$(sed -n 's|^// asan: miss[[:space:]]*||p' "$src" | head -n 1)
  build_run "$name" gcc "$REFCC" -O0 -std=gnu11 -w
  if [ "$RC" = build ]; then
    fail "$name" "gcc cannot build the program" "$(first_lines "$log.gcc.build")"
    return
  fi
  build_run "$name" asan "$REFCC" -O0 -g -std=gnu11 -w -fsanitize=address,undefined \
    -fno-sanitize-recover=all -fno-omit-frame-pointer
  local arc=$RC
  if [ "$arc" = build ]; then
    fail "$name" "gcc -fsanitize cannot build the program" "$(first_lines "$log.asan.build")"
    return
  fi
  local reported=0
  grep -qE 'ERROR: AddressSanitizer|runtime error:' "$log.asan.err" && reported=1
  if [ "$expect" = ok ]; then
    if [ "$arc" -eq 0 ] && [ $reported -eq 0 ] && cmp -s "$log.gcc.out" "$log.asan.out"; then
      pass "$name"
    else
      fail "$name" "good program is not clean under ASan/UBSan: $(describe_status "$arc")" \
        "    stderr:" "$(excerpt "$log.asan.err")"
    fi
    return
  fi
  local caught=0
  { [ $reported -eq 1 ] || [ "$arc" -gt 128 ]; } && [ "$arc" -ne 0 ] && caught=1
  if [ -n "$miss" ]; then
    echo "$name: $([ $caught -eq 1 ] && echo 'caught although marked' || echo 'missed as marked'): $miss" \
      > "$TMP/log/$name.note"
    pass "$name"
  elif [ $caught -eq 1 ] && prefix_to_marker "$log.gcc.out" "$log.want" &&
       cmp -s "$log.asan.out" "$log.want" -n "$(wc -c < "$log.asan.out")"; then
    pass "$name"  # reported at the fault, or earlier (UBSan: a misaligned store)
  else
    fail "$name" "expected: ASan/UBSan report at the fault ($expect)" \
      "got: $(describe_status "$arc"), sanitizer report: $([ $reported -eq 1 ] && echo yes || echo no)" \
      "    stdout:" "$(excerpt "$log.asan.out")" "    stderr:" "$(excerpt "$log.asan.err")"
  fi
}

export -f run_safe run_asan build_run also_of expect_of excerpt prefix_to_marker check_stderr_line \
  pass fail describe_status first_lines expect_at_of trap_place trap_place_is
export SAFETY_DIR KINDS RUN_TIMEOUT MODE

echo "run-safety ($MODE): compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if [ "$MODE" = safe ] && cc_is_ref; then
  echo "(skipped: safe mode is safecc's own)"
  echo "0 passed, 0 failed"
  exit 0
fi
if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in "$SAFETY_DIR"/*.c; do names+=("$(basename "$f" .c)"); done
fi
# shellcheck disable=SC2016  # "$1" is for the inner bash
printf '%s\n' "${names[@]%.c}" | xargs -P "$JOBS" -I{} bash -c 'run_'"$MODE"' "$1"' _ {}
if [ "$MODE" = asan ] && ls "$TMP"/log/*.note > /dev/null 2>&1; then
  echo "bad programs that only safe mode can catch (asan: miss):"
  cat "$TMP"/log/*.note | sed 's/^/  /'
fi
summarize "run-safety($MODE)"
