# tests/lib.sh — shared helpers for the test runners (sourced, not run).
#
# The compiler under test is $SAFECC (default: ./safecc in the repository
# root).  Outside make, $CC is accepted as well (CC=gcc ./tests/run-all.sh);
# under make, CC is ignored because make exports it for its own purposes and
# we must never silently test the host compiler instead of safecc.
#
# Every runner ends with the plain line "N passed, N failed" and exits 1 if
# anything failed.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORPUS=${CORPUS:-$(cd "$ROOT/../shared/corpus" 2>/dev/null && pwd)}
JOBS=${JOBS:-2}
REFCC=${REFCC:-gcc}

if [ -z "$SAFECC" ] && [ -z "$MAKELEVEL" ] && [ -n "$CC" ]; then
  SAFECC=$CC
fi
SAFECC=${SAFECC:-$ROOT/safecc}
# A relative path containing a slash is made absolute (runners cd around).
case "$SAFECC" in
  /*) ;;
  */*) SAFECC=$(cd "$(dirname "$SAFECC")" && pwd)/$(basename "$SAFECC") ;;
esac
export SAFECC ROOT CORPUS REFCC

# True when the compiler under test is the reference compiler itself, in
# which case building everything twice would only waste time.
cc_is_ref() {
  [ "$(command -v "$SAFECC")" = "$(command -v "$REFCC")" ]
}

# make_tmp NAME: a fresh private directory, removed when the runner exits
# (unless KEEP_TMP=1, for debugging).
make_tmp() {
  TMP=$(mktemp -d "/tmp/safecc-$1.XXXXXX")
  if [ -z "$KEEP_TMP" ]; then
    trap 'rm -rf "$TMP"' EXIT
  fi
  mkdir -p "$TMP/results"
  export TMP
  snapshot_compiler
}

# snapshot_compiler: run a private copy of the compiler under test, so that
# a `make` elsewhere relinking ./safecc mid-run ("Text file busy", or a
# half-written binary) cannot disturb the results.  The copy keeps finding
# its headers: $TMP/cc/include links to the include directory the original
# would use (<dir>/include or <dir>/../include), and libc/ and build/lib/
# beside it for safe mode.  Compilers found through
# PATH (gcc, ...) are used as they are.
snapshot_compiler() {
  case "$SAFECC" in /*) ;; *) return ;; esac
  [ -f "$SAFECC" ] || return
  local dir inc=""
  dir=$(dirname "$SAFECC")
  if [ -d "$dir/include" ]; then inc=$dir/include
  elif [ -d "$dir/../include" ]; then inc=$(cd "$dir/../include" && pwd); fi
  mkdir -p "$TMP/cc/bin"
  cp "$SAFECC" "$TMP/cc/bin/" || return
  # SAFECC_FLAGS (set by a runner before make_tmp, e.g. -funsafe for the
  # suites about the plain world) go first on every command line: the
  # snapshot becomes a script that runs the copied binary with them.
  if [ -n "$SAFECC_FLAGS" ]; then
    local name; name=$(basename "$SAFECC")
    mv "$TMP/cc/bin/$name" "$TMP/cc/bin/$name.bin"
    printf '#!/bin/sh\nexec "%s" %s "$@"\n' "$TMP/cc/bin/$name.bin" "$SAFECC_FLAGS" > "$TMP/cc/bin/$name"
    chmod +x "$TMP/cc/bin/$name"
  fi
  [ -n "$inc" ] && ln -s "$inc" "$TMP/cc/include"
  # Safe mode also needs libc/include and build/lib of the same tree.
  if [ -n "$inc" ] && [ -d "$inc/../libc" ]; then
    ln -s "$(cd "$inc/../libc" && pwd)" "$TMP/cc/libc"
    # A copy, not a link: a `make safe-libs` elsewhere must not change the
    # libraries under a running test.
    # (those beside the binary first, as the driver looks: stage2/build/lib)
    mkdir -p "$TMP/cc/build/lib"
    if [ -d "$dir/build/lib" ]; then
      cp "$dir"/build/lib/*.a "$dir"/build/lib/*.o "$TMP/cc/build/lib/" 2>/dev/null
    else
      cp "$inc"/../build/lib/*.a "$inc"/../build/lib/*.o "$TMP/cc/build/lib/" 2>/dev/null
    fi
  fi
  SAFECC_ORIG=$SAFECC
  SAFECC=$TMP/cc/bin/$(basename "$SAFECC")
  export SAFECC SAFECC_ORIG
}

# Result files: one per test in $TMP/results, first line PASS or FAIL,
# further lines the explanation.  Tests run in parallel, so each writes
# only its own file; summarize reads them all in name order.
pass() { echo PASS > "$TMP/results/$1"; }
fail() { local n=$1; shift; { echo FAIL; printf '%s\n' "$@"; } > "$TMP/results/$n"; }

# cpu_limited CPU WALL CMD ARGS...: runs CMD with at most CPU seconds of
# CPU time per process (ulimit -S -t: SIGXCPU, status 152) and WALL seconds
# of wall time (for a process that blocks: status 124).  CPU time does not
# grow when the shared machine is busy, so a limit on it fails the same
# inputs on an idle and on a loaded machine; a wall limit does not.
cpu_limited() {
  local cpu=$1 wall=$2 rc
  shift 2
  # timeout signals the whole process group with TERM, then KILL 5 s later.
  timeout -k 5 "$wall" bash -c 'ulimit -S -t "$0"; exec "$@"' "$cpu" "$@"
  rc=$?
  [ $rc -eq 137 ] && rc=124
  return $rc
}

# describe_status RC: "exit N" or "killed by signal S" or "timed out".
describe_status() {
  if [ "$1" -eq 124 ]; then echo "timed out"
  elif [ "$1" -eq 152 ]; then echo "out of CPU time (SIGXCPU)"
  elif [ "$1" -gt 128 ]; then echo "killed by signal $(( $1 - 128 ))"
  else echo "exit $1"; fi
}

# summarize TITLE: prints every failure in full, then "N passed, N failed".
# The first line of each result is read with the shell's own `read`: a
# full fuzz run leaves 100,000 results, and a process per result took
# minutes.
summarize() {
  local p=0 f=0 r first
  for r in "$TMP"/results/*; do
    [ -e "$r" ] || continue
    first=
    read -r first < "$r"
    if [ "$first" = PASS ]; then
      p=$((p + 1))
    else
      f=$((f + 1))
      echo "FAIL $1: $(basename "$r")"
      tail -n +2 "$r" | head -n 40 | sed 's/^/    /'
    fi
  done
  echo "$p passed, $f failed"
  [ "$f" -eq 0 ]
}

# Runners that run another runner (run-selfhost, run-bootstrap) fold its
# counts into their own summary line.
EXTRA_PASS=0 EXTRA_FAIL=0

# add_counts LOG: adds LOG's final "N passed, N failed" to EXTRA_PASS and
# EXTRA_FAIL; a LOG without that line counts as one failure.
add_counts() {
  local last; last=$(tail -n 1 "$1")
  if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    EXTRA_PASS=$((EXTRA_PASS + BASH_REMATCH[1]))
    EXTRA_FAIL=$((EXTRA_FAIL + BASH_REMATCH[2]))
  else
    EXTRA_FAIL=$((EXTRA_FAIL + 1))
  fi
}

# summarize_with_extra TITLE: summarize, with the added counts in its
# final line.
summarize_with_extra() {
  local p f
  summarize "$1" > "$TMP/summary"
  head -n -1 "$TMP/summary"
  read -r p _ f _ < <(tail -n 1 "$TMP/summary" | tr -d ',')
  p=$((p + EXTRA_PASS)); f=$((f + EXTRA_FAIL))
  echo "$p passed, $f failed"
  [ "$f" -eq 0 ]
}

# trap_place LINE: where a trap report line says the access happened:
# FILE:LINE:COL for "... at FILE:LINE:COL", "call to NAME" for "... in a
# call to NAME" (a check made by a runtime entry point), nothing otherwise.
trap_place() {
  case $1 in
    *" in a call to "*) echo "call to ${1##* in a call to }" ;;
    *" at "*) echo "${1##* at }" ;;
  esac
}

# trap_place_is LINE WANT: the report LINE names the place WANT (a
# `// expect-at:` marker), exactly or as its file, after any leading
# directories: WANT "libc/src/string/strcpy.c" matches any line of
# /src/libc/src/string/strcpy.c (the path is as the compiler was given it).
trap_place_is() {
  local place; place=$(trap_place "$1")
  [ -n "$2" ] || return 1
  case $place in
    "$2" | "$2":* | */"$2" | */"$2":*) return 0 ;;
  esac
  return 1
}

# expect_at_of SRC: the place a bad program declares with // expect-at:.
expect_at_of() {
  sed -n 's|^// expect-at:[[:space:]]*||p' "$1" | head -n 1 | sed 's/[[:space:]]*$//'
}

# option_expectations TAG SRC: "FN MODE N" for every function of SRC
# that follows a line "// TAG: default=N no-OPTION=M ..." (run-checks.sh,
# run-inline.sh: a count read off the function's assembly, with no option
# and with each -fno-OPTION named).
option_expectations() {
  awk -v tag="// $1:" 'index($0, tag) == 1 { want = $0; next }
       want != "" && match($0, /[a-z_0-9]+\(/) {
         fn = substr($0, RSTART, RLENGTH - 1)
         n = split(want, w, " ")
         for (i = 3; i <= n; i++) { split(w[i], kv, "="); print fn, kv[1], kv[2] }
         want = ""
       }' "$2"
}

# safe_function_asm ASM FN: the lines of safe function FN (its symbol
# sc.FN) in the assembly file ASM, from its label to its .size directive.
safe_function_asm() {
  sed -n "/^sc\.$2:/,/\.size sc\.$2,/p" "$1"
}

# first_lines FILE: a short excerpt of a log, for failure messages.
first_lines() { head -c 2000 "$1" | head -n 15; }

# marked_line FILE NAME: the number of the line of FILE marked with the
# comment "line: NAME".
marked_line() { grep -n "line: $2" "$1" | cut -d: -f1; }

# zlib_configure_make_test [CHECK WHY]: zlib ($ZLIB) built by its own
# build system with the compiler under test, as its users build it:
# `CC=$SAFECC ./configure && make test` in a copy, which builds the static
# and the shared library and runs example and minigzip with each and the
# 64-bit-offset variant; three "test OK" must come out.  CHECK, when
# given, is a command run in the build directory that must succeed too
# (WHY says what it proves, for the failure message).
zlib_configure_make_test() {
  local check=$1 why=$2 d=$TMP/zlib-configure
  cp -r "$ZLIB" "$d"
  if ! (cd "$d" && CC=$SAFECC timeout 300 ./configure) > "$d/configure.out" 2>&1; then
    fail zlib-configure-make-test "zlib's configure failed with CC=$SAFECC:" "$(tail -n 8 "$d/configure.out")"
    return
  fi
  (cd "$d" && timeout 600 make test) > "$d/make.out" 2>&1
  local rc=$? n
  n=$(grep -c 'test OK' "$d/make.out")
  if [ $rc -eq 0 ] && [ "$n" -ge 3 ] && { [ -z "$check" ] || (cd "$d" && eval "$check"); }; then
    pass zlib-configure-make-test
  else
    fail zlib-configure-make-test "make test failed ($(describe_status $rc), $n of 3 'test OK')${why:+, or $why}:" \
      "$(tail -n 10 "$d/make.out")"
  fi
}
