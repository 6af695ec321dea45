#!/usr/bin/env bash
# bench/run-suite.sh -- a benchmark suite (not a test): each program in
# bench/suite/ (plus Lua 5.4.8 running bench/lua/*.lua, SQLite 3.50.4 and
# zlib 1.3.1 from the corpus, each with a driver of ours) is built seven ways,
#
#   safecc        ./safecc -fsafe (the default: capabilities, checks, GC, safe libc)
#   -funsafe      ./safecc -funsafe (plain SysV code, host glibc)
#   gcc -O0, gcc -O1, gcc -O2
#   asan          gcc -O0 -fsanitize=address (leak checking at exit off)
#   tcc           tcc (Debian package tcc; optional)
#
# and compared on CPU time, peak RSS and instruction counts.  Every build
# first runs once and must print exactly what the gcc -O0 build printed;
# a build that does not compile, crashes or prints something else gets
# FAILED / CRASHED / MISMATCH in its cell (and the script exits 1 at the
# end), the rest still runs.  Then the builds are timed alternately (for
# each program: rep 1 of every build, rep 2 of every build, ...) and each
# number is the MEDIAN CPU time (user+sys, from wait4 via the host-built
# helper bench/safe/tools/measure.c) of N runs; ratios are to gcc -O0 (lower
# is better), with safe/-funsafe as an extra column.  Peak RSS is wait4's
# ru_maxrss (the largest seen).  Instruction counts are callgrind's total Ir
# (one run per build except asan, which does not mix with valgrind), on a
# smaller input (about a quarter of the work; see docs/benchmarks-suite.md).
# A last small table times each compiler compiling Lua's onelua.c (-c).
#
# A missing tcc or valgrind gives n/a and a note, not a failure.
#
# Usage: bench/run-suite.sh       (from anywhere; about 15 minutes on 2 cores)
# Environment:
#   BENCH_REPS=N          timed runs per program and build (default 3; median)
#   BENCH_ONLY="a b"      only these rows: stencil nbody strhash bintrees
#                         structsort lua-closures lua-fib lua-spectral
#                         lua-strings sqlite zlib compile ("lua" = all four)
#   BENCH_CALLGRIND=0     skip the instruction counts (default 1)
#   BENCH_CALLGRIND_FULL=1  count instructions on the timed (full) inputs
#   BENCH_JOBS=N          parallel builds and callgrind runs (default nproc;
#                         timed runs are always one at a time)
#   BENCH_TIMEOUT=S       seconds before a run counts as hung (default 300;
#                         callgrind runs get 10x)
#   BENCH_KEEP=1          keep the temporary directory and print its path
#   SAFECC=path           the safecc to measure (default ./safecc of this tree;
#                         include/, libc/include and build/lib are found next
#                         to it and copied with it)
#   CORPUS=dir            where lua-5.4.8/, sqlite-3.50.4/ and zlib-1.3.1/ are
#                         (default ../shared/corpus from the project root)
#   HOSTCC=cc             builds bench/safe/tools/measure.c
#
# Nothing is written outside a mktemp directory; the corpus is only read.

# Functions run in the background / through arrays read by nameref.
# shellcheck disable=SC2317,SC2034

set -u

BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
SUITE=$BENCH_DIR/suite
REPS=${BENCH_REPS:-3}
CALLGRIND=${BENCH_CALLGRIND:-1}
CG_FULL=${BENCH_CALLGRIND_FULL:-0}
JOBS=${BENCH_JOBS:-$(nproc 2>/dev/null || echo 2)}
TIMEOUT=${BENCH_TIMEOUT:-300}
SAFECC=${SAFECC:-$ROOT/safecc}
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
HOSTCC=${HOSTCC:-cc}
LUA_SRC=$CORPUS/lua-5.4.8
SQLITE_SRC=$CORPUS/sqlite-3.50.4
ZLIB_SRC=$CORPUS/zlib-1.3.1
START_SECONDS=$SECONDS

die() { echo "bench-suite: $*" >&2; exit 1; }
note() { echo "bench-suite: $*" >&2; }

for v in REPS JOBS TIMEOUT; do
  case ${!v} in ''|*[!0-9]*|0) die "$v must be a positive integer" ;; esac
done
[ -x "$SAFECC" ] || die "no safecc at $SAFECC (run make first)"
command -v gcc >/dev/null 2>&1 || die "gcc is needed as the reference"
command -v timeout >/dev/null 2>&1 || die "timeout (coreutils) is needed"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/safecc-bench-suite.XXXXXX") || die "mktemp failed"
if [ "${BENCH_KEEP:-0}" = 1 ]; then
  note "keeping $WORK"
else
  trap 'rm -rf "$WORK"' EXIT
fi

MEASURE=$WORK/measure
"$HOSTCC" -O2 -o "$MEASURE" "$BENCH_DIR/safe/tools/measure.c" 2>"$WORK/measure.log" ||
  die "cannot build the measure helper with $HOSTCC: $(cat "$WORK/measure.log")"

# ---------------------------------------------------------------- safecc snapshot

# Measure a private copy of safecc with what it finds next to itself
# (include/, libc/include/, build/lib/), so that a rebuild of ./safecc
# during the run cannot change the compiler or libraries half-way through.
SC_DIR=$WORK/safecc-bin
SC=$SC_DIR/safecc
SAFECC_SRC_DIR=$(cd "$(dirname "$SAFECC")" && pwd)
mkdir -p "$SC_DIR"
SAFECC_HEAD=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')
if [ -n "$(git -C "$ROOT" status --porcelain -- src backend-x86_64 runtime libc include 2>/dev/null)" ]; then
  SAFECC_HEAD="$SAFECC_HEAD, tree has uncommitted changes"
fi
SAFECC_BUILT=$(date -u -r "$SAFECC" '+%Y-%m-%d %H:%M UTC')
cp "$SAFECC" "$SC" || die "cannot copy $SAFECC"
for d in "$SAFECC_SRC_DIR" "$SAFECC_SRC_DIR/.."; do
  if [ -f "$d/include/stddef.h" ]; then
    cp -r "$d/include" "$SC_DIR/include"
    if [ -d "$d/libc/include" ]; then
      mkdir -p "$SC_DIR/libc"
      cp -r "$d/libc/include" "$SC_DIR/libc/include"
    fi
    break
  fi
done
for d in "$SAFECC_SRC_DIR" "$SAFECC_SRC_DIR/.."; do
  if [ -d "$d/build/lib" ]; then
    mkdir -p "$SC_DIR/build"
    cp -r "$d/build/lib" "$SC_DIR/build/lib"
    break
  fi
done
[ -d "$SC_DIR/build/lib" ] || note "no build/lib next to $SAFECC: safe-mode links will fail (make safe-libs)"

# ---------------------------------------------------------------- builds

# In column order.  O0 is the reference.
BUILDS=(safe unsafe O0 O1 O2 asan tcc)
REF=O0
declare -A HEAD=([safe]="safecc" [unsafe]="-funsafe" [O0]="gcc -O0" [O1]="gcc -O1"
                 [O2]="gcc -O2" [asan]="asan" [tcc]="tcc")
declare -A LABEL=([safe]="safecc (safe)" [unsafe]="safecc -funsafe" [O0]="gcc -O0"
                  [O1]="gcc -O1" [O2]="gcc -O2" [asan]="gcc -O0 -fsanitize=address" [tcc]="tcc")
# Run order: gcc -O0 first, so that its output exists when the others are compared.
ORDER=("$REF")
for b in "${BUILDS[@]}"; do [ "$b" = "$REF" ] || ORDER+=("$b"); done

# cc_of BUILD: set CCV to that build's compiler command (an array).
cc_of() {
  case $1 in
    safe) CCV=("$SC" -fsafe) ;;
    unsafe) CCV=("$SC" -funsafe) ;;
    O0) CCV=(gcc -O0) ;;
    O1) CCV=(gcc -O1) ;;
    O2) CCV=(gcc -O2) ;;
    asan) CCV=(gcc -O0 -fsanitize=address) ;;
    tcc) CCV=(tcc) ;;
  esac
}

# Leak reports at exit are no memory-safety check of the run (and safe mode
# has none either); address checking stays as it is.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

# UNAVAIL[build]: why a whole build is missing (shown as n/a).
declare -A UNAVAIL=()
if ! command -v tcc >/dev/null 2>&1; then
  UNAVAIL[tcc]="not installed"
  note "NOTE: tcc not found; its column shows n/a (Debian: apt-get install tcc)"
fi
echo 'int main(void) { return 0; }' >"$WORK/asan-probe.c"
if ! gcc -O0 -fsanitize=address -o "$WORK/asan-probe" "$WORK/asan-probe.c" >/dev/null 2>&1 ||
   ! "$WORK/asan-probe" >/dev/null 2>&1; then
  UNAVAIL[asan]="no libasan"
  note "NOTE: gcc -fsanitize=address does not work here; its column shows n/a"
fi
if [ "$CALLGRIND" != 0 ] && ! command -v valgrind >/dev/null 2>&1; then
  note "NOTE: valgrind not found; no instruction counts (Debian: apt-get install valgrind)"
  CALLGRIND=0
fi

# ---------------------------------------------------------------- programs

# Rows of the run-time tables: name, build unit, command after the binary
# (the lua rows pass the script), and the smaller arguments for callgrind.
ALL_ROWS=(stencil nbody strhash bintrees structsort lua-closures lua-fib lua-spectral
          lua-strings sqlite zlib)
declare -A UNIT=() SCRIPT=() CGARGS=()
for p in stencil nbody strhash bintrees structsort; do UNIT[$p]=$p; done
for s in closures fib spectral strings; do UNIT[lua-$s]=lua; SCRIPT[lua-$s]=$BENCH_DIR/lua/$s.lua; done
UNIT[sqlite]=sqlite
UNIT[zlib]=zlib
# About a quarter of the timed work (the defaults are in each program's header).
CGARGS=([stencil]=125 [nbody]=3750 [strhash]=3 [bintrees]=14 [structsort]=25000
        [lua-closures]=250000 [lua-fib]=30 [lua-spectral]=200 [lua-strings]=40000
        [sqlite]=3 [zlib]=384)
if [ "$CG_FULL" = 1 ]; then CGARGS=(); fi

ROWS=()
DO_COMPILE=0
if [ -n "${BENCH_ONLY:-}" ]; then
  for want in $BENCH_ONLY; do
    found=0
    for r in "${ALL_ROWS[@]}"; do
      if [ "$r" = "$want" ] || { [ "$want" = lua ] && [[ $r == lua-* ]]; }; then
        [[ " ${ROWS[*]:-} " == *" $r "* ]] || ROWS+=("$r")
        found=1
      fi
    done
    [ "$want" = compile ] && { DO_COMPILE=1; found=1; }
    [ "$found" = 1 ] || die "unknown BENCH_ONLY name '$want' (known: ${ALL_ROWS[*]} lua compile)"
  done
else
  ROWS=("${ALL_ROWS[@]}")
  DO_COMPILE=1
fi

UNITS=()
for r in "${ROWS[@]}"; do
  [[ " ${UNITS[*]:-} " == *" ${UNIT[$r]} "* ]] || UNITS+=("${UNIT[$r]}")
done
needs() {   # needs DIR WHAT: the corpus part must be there
  [ -f "$1" ] || die "no $2 at $1 (set CORPUS=dir)"
}
for u in "${UNITS[@]}"; do
  case $u in
    lua) needs "$LUA_SRC/lua.c" "Lua 5.4.8 sources" ;;
    sqlite) needs "$SQLITE_SRC/sqlite3.c" "SQLite 3.50.4 amalgamation" ;;
    zlib) needs "$ZLIB_SRC/zlib.h" "zlib 1.3.1 sources" ;;
  esac
done
[ "$DO_COMPILE" = 0 ] || needs "$LUA_SRC/onelua.c" "Lua's onelua.c"

# bin_of ROW BUILD: the binary a row runs.
bin_of() {
  case ${UNIT[$1]} in
    lua) echo "$WORK/$2/lua/lua" ;;
    sqlite) echo "$WORK/$2/sqlite/sqlite_driver" ;;
    zlib) echo "$WORK/$2/zlib/zlib_driver" ;;
    *) echo "$WORK/$2/$1" ;;
  esac
}

LUA_FILES=()
for f in "$LUA_SRC"/l*.c; do
  case $(basename "$f") in ltests.c|luac.c|onelua.c) continue ;; esac
  LUA_FILES+=("$f")
done
ZLIB_FILES=(adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast
            inflate inftrees trees uncompr zutil)

# build_unit UNIT BUILD: build one unit with one compiler (run in the
# background); writes "ok" or "failed" to DIR/UNIT.status and
# the compiler's messages to DIR/UNIT.log.
build_unit() {
  local u=$1 b=$2 d=$WORK/$2 log status=ok f
  local -a CCV
  cc_of "$b"
  log=$d/$u.log
  : >"$log"
  case $u in
    lua)
      mkdir -p "$d/lua"
      for f in "${LUA_FILES[@]}"; do
        "${CCV[@]}" -DLUA_USE_POSIX -c "$f" -o "$d/lua/$(basename "$f" .c).o" >>"$log" 2>&1 ||
          { status=failed; break; }
      done
      [ "$status" = ok ] && { "${CCV[@]}" -o "$d/lua/lua" "$d"/lua/*.o -lm >>"$log" 2>&1 || status=failed; }
      ;;
    sqlite)
      mkdir -p "$d/sqlite"
      { "${CCV[@]}" -I"$SQLITE_SRC" -c "$SQLITE_SRC/sqlite3.c" -o "$d/sqlite/sqlite3.o" &&
        "${CCV[@]}" -I"$SQLITE_SRC" -c "$SUITE/sqlite_driver.c" -o "$d/sqlite/sqlite_driver.o" &&
        "${CCV[@]}" -o "$d/sqlite/sqlite_driver" "$d/sqlite/sqlite_driver.o" "$d/sqlite/sqlite3.o" \
          -lpthread -ldl -lm; } >>"$log" 2>&1 || status=failed
      ;;
    zlib)
      mkdir -p "$d/zlib"
      for f in "${ZLIB_FILES[@]}"; do
        "${CCV[@]}" -DHAVE_UNISTD_H -I"$ZLIB_SRC" -c "$ZLIB_SRC/$f.c" -o "$d/zlib/$f.o" >>"$log" 2>&1 ||
          { status=failed; break; }
      done
      if [ "$status" = ok ]; then
        { "${CCV[@]}" -I"$ZLIB_SRC" -c "$SUITE/zlib_driver.c" -o "$d/zlib/zlib_driver.o" &&
          "${CCV[@]}" -o "$d/zlib/zlib_driver" "$d"/zlib/*.o; } >>"$log" 2>&1 || status=failed
      fi
      ;;
    *)
      "${CCV[@]}" -o "$d/$u" "$SUITE/$u.c" -lm >>"$log" 2>&1 || status=failed
      ;;
  esac
  echo "$status" >"$d/$u.status"
}

# bg CMD...: run CMD in the background, at most JOBS at a time.
bg() {
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
  "$@" &
}

# BAD[row|build]: an error (FAILED, CRASHED, TIMEOUT, MISMATCH, NOT SAFE);
# NA[row|build]: no number, but no error either (n/a).
declare -A BAD=() NA=() WHY=()
for b in "${BUILDS[@]}"; do
  [ -z "${UNAVAIL[$b]:-}" ] || for r in "${ROWS[@]}"; do NA[$r|$b]="n/a"; done
done

if [ ${#ROWS[@]} -gt 0 ]; then
  note "building ${UNITS[*]} with ${#BUILDS[@]} compilers ($JOBS at a time)"
  for u in sqlite lua zlib stencil nbody strhash bintrees structsort; do   # longest first
    [[ " ${UNITS[*]} " == *" $u "* ]] || continue
    for b in "${BUILDS[@]}"; do
      [ -n "${UNAVAIL[$b]:-}" ] && continue
      mkdir -p "$WORK/$b"
      bg build_unit "$u" "$b"
    done
  done
  wait
  for r in "${ROWS[@]}"; do
    for b in "${BUILDS[@]}"; do
      [ -n "${UNAVAIL[$b]:-}" ] && continue
      st=$(cat "$WORK/$b/${UNIT[$r]}.status" 2>/dev/null || echo failed)
      case $st in
        ok)
          # A -fsafe binary without sc.main came from a compiler that ignored -fsafe.
          if [ "$b" = safe ] && ! nm "$(bin_of "$r" "$b")" 2>/dev/null | grep -q ' sc\.main$'; then
            BAD[$r|$b]="NOT SAFE"
            WHY[$r|$b]="the -fsafe binary has no sc.main"
          fi
          ;;
        *)
          BAD[$r|$b]=FAILED
          WHY[$r|$b]="build failed: $(grep -m1 -iE 'error|undefined' "$WORK/$b/${UNIT[$r]}.log" | head -c 200)"
          ;;
      esac
    done
  done
fi

# valid ROW BUILD: true if the cell can still get a number.
valid() { [ -z "${BAD[$1|$2]:-}" ] && [ -z "${NA[$1|$2]:-}" ]; }

# ---------------------------------------------------------------- check and time

# TIMES[row|build]: the CPU seconds of the timed runs; RSS: largest KB seen.
declare -A TIMES=() RSS=()

# run_one ROW BUILD MODE: run once under the measure helper (MODE check: the
# untimed first run, whose output is compared with gcc -O0's; MODE time: a
# timed run, whose output must still be the same).
run_one() {
  local r=$1 b=$2 mode=$3 bin base cpu wall rss status=2
  local -a cmd
  bin=$(bin_of "$r" "$b")
  cmd=("$bin")
  [ -n "${SCRIPT[$r]:-}" ] && cmd+=("${SCRIPT[$r]}")
  base=$WORK/$b/$r
  "$MEASURE" "$base.res" timeout "$TIMEOUT" "${cmd[@]}" >"$base.out" 2>"$base.err" </dev/null
  read -r cpu wall rss status <"$base.res" 2>/dev/null || status=2
  if [ "$status" != 0 ]; then
    if [ "$status" = 124 ]; then BAD[$r|$b]=TIMEOUT; else BAD[$r|$b]=CRASHED; fi
    local sig=""
    [ "$status" -gt 128 ] && [ "$status" != 124 ] && sig=" (SIG$(kill -l $((status - 128)) 2>/dev/null))"
    WHY[$r|$b]="exit status $status$sig: $(head -c 200 "$base.err" | tr '\n' ' ')"
    note "${LABEL[$b]} build of $r: ${BAD[$r|$b]} (status $status)"
    return 1
  fi
  if [ "$b" != "$REF" ] && ! cmp -s "$base.out" "$WORK/$REF/$r.out"; then
    BAD[$r|$b]=MISMATCH
    WHY[$r|$b]="output differs from gcc -O0's: $(diff "$WORK/$REF/$r.out" "$base.out" | head -n 4 | tr '\n' ' ' | head -c 200)"
    note "${LABEL[$b]} build of $r printed something else than gcc -O0's"
    return 1
  fi
  [ "$mode" = time ] && TIMES[$r|$b]="${TIMES[$r|$b]:-} $cpu"
  if [ -z "${RSS[$r|$b]:-}" ] || [ "$rss" -gt "${RSS[$r|$b]}" ]; then RSS[$r|$b]=$rss; fi
  return 0
}

if [ ${#ROWS[@]} -gt 0 ]; then
  note "checking that every build prints what gcc -O0's build prints, then timing (median of $REPS)"
  for r in "${ROWS[@]}"; do
    for b in "${ORDER[@]}"; do
      valid "$r" "$b" || continue
      if [ "$b" != "$REF" ] && ! valid "$r" "$REF"; then
        BAD[$r|$b]=FAILED
        WHY[$r|$b]="no gcc -O0 output to compare with"
        continue
      fi
      run_one "$r" "$b" check
    done
    for ((rep = 1; rep <= REPS; rep++)); do
      for b in "${ORDER[@]}"; do
        valid "$r" "$b" && run_one "$r" "$b" time
      done
    done
    note "  $r done"
  done
fi

# ---------------------------------------------------------------- compile onelua.c

CBUILDS=(unsafe safe O0 O1 O2 tcc)
declare -A CLABEL=([unsafe]="safecc -funsafe" [safe]="safecc (safe)" [O0]="gcc -O0"
                   [O1]="gcc -O1" [O2]="gcc -O2" [tcc]="tcc")
declare -A CTIMES=() CRSS=() CBAD=()
if [ "$DO_COMPILE" = 1 ]; then
  note "timing the compilers on onelua.c (-c, median of $REPS)"
  mkdir -p "$WORK/compile"
  for ((rep = 1; rep <= REPS; rep++)); do
    for b in O0 O1 O2 unsafe safe tcc; do
      [ -n "${UNAVAIL[$b]:-}" ] && continue
      [ -n "${CBAD[$b]:-}" ] && continue
      cc_of "$b"
      "$MEASURE" "$WORK/compile/$b.res" timeout "$TIMEOUT" "${CCV[@]}" -DLUA_USE_POSIX -I"$LUA_SRC" \
        -c "$LUA_SRC/onelua.c" -o "$WORK/compile/$b.o" >"$WORK/compile/$b.log" 2>&1 </dev/null
      read -r cpu wall rss status <"$WORK/compile/$b.res" 2>/dev/null || status=2
      if [ "$status" != 0 ]; then
        CBAD[$b]=FAILED
        WHY[compile onelua.c|$b]="status $status: $(head -c 200 "$WORK/compile/$b.log" | tr '\n' ' ')"
        continue
      fi
      CTIMES[$b]="${CTIMES[$b]:-} $cpu"
      if [ -z "${CRSS[$b]:-}" ] || [ "$rss" -gt "${CRSS[$b]}" ]; then CRSS[$b]=$rss; fi
    done
  done
fi

# ---------------------------------------------------------------- callgrind

# IR[row|build]: callgrind's total Ir; IRBAD[row|build]: why there is none.
declare -A IR=() IRBAD=()

# cg_one ROW BUILD: one callgrind run (in the background).
cg_one() {
  local r=$1 b=$2 base=$WORK/$2/$1.cg
  local -a cmd
  cmd=("$(bin_of "$r" "$b")")
  [ -n "${SCRIPT[$r]:-}" ] && cmd+=("${SCRIPT[$r]}")
  [ -n "${CGARGS[$r]:-}" ] && cmd+=("${CGARGS[$r]}")
  timeout $((TIMEOUT * 10)) valgrind --tool=callgrind --callgrind-out-file="$base.out" \
    "${cmd[@]}" >"$base.stdout" 2>"$base.log" </dev/null
  echo $? >"$base.status"
}

if [ "$CALLGRIND" != 0 ] && [ ${#ROWS[@]} -gt 0 ]; then
  note "counting instructions with callgrind ($JOBS at a time)"
  for r in "${ROWS[@]}"; do
    for b in "${ORDER[@]}"; do
      [ "$b" = asan ] && continue
      valid "$r" "$b" && bg cg_one "$r" "$b"
    done
  done
  wait
  for r in "${ROWS[@]}"; do
    for b in "${BUILDS[@]}"; do
      [ "$b" = asan ] && continue
      valid "$r" "$b" || continue
      base=$WORK/$b/$r.cg
      st=$(cat "$base.status" 2>/dev/null || echo 2)
      ir=$(awk '/^summary:/ { print $2; exit } /^totals:/ { t = $2 } END { if (t != "") print t }' \
             "$base.out" 2>/dev/null | head -n 1)
      if [ "$st" != 0 ] || [ -z "$ir" ]; then
        IRBAD[$r|$b]=CRASHED
        WHY["$r (callgrind)|$b"]="status $st: $(grep -v '^==' "$base.log" | head -c 200 | tr '\n' ' ')"
      elif [ "$b" != "$REF" ] && ! cmp -s "$base.stdout" "$WORK/$REF/$r.cg.stdout"; then
        IRBAD[$r|$b]=MISMATCH
        WHY["$r (callgrind)|$b"]="output under callgrind differs from gcc -O0's"
      else
        IR[$r|$b]=$ir
      fi
    done
  done
fi

# ---------------------------------------------------------------- report

# median LIST: the median of the numbers in LIST.
median() {
  echo "$1" | tr ' ' '\n' | grep . | sort -g |
    awk '{ a[NR] = $1 } END { if (NR == 0) exit;
           if (NR % 2) printf "%.3f", a[(NR + 1) / 2]; else printf "%.3f", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

# Per-cell values of the metric being printed: VAL[row|build].
declare -A VAL=()
declare -A CPU=() RSSMB=() IRM=()
for key in "${!TIMES[@]}"; do CPU[$key]=$(median "${TIMES[$key]}"); done
for key in "${!RSS[@]}"; do RSSMB[$key]=$(awk -v k="${RSS[$key]}" 'BEGIN { printf "%.1f", k / 1024 }'); done
for key in "${!IR[@]}"; do IRM[$key]=$(awk -v i="${IR[$key]}" 'BEGIN { printf "%.1f", i / 1e6 }'); done

div() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b }'; }

# status_of ROW BUILD ARRAY: the reason there is no number, or nothing.
status_of() {
  if [ -n "${NA[$1|$2]:-}" ]; then echo "${NA[$1|$2]}"
  elif [ -n "${BAD[$1|$2]:-}" ]; then echo "${BAD[$1|$2]}"
  fi
}

# geo LIST: geometric mean of the ratios in LIST.
geo() {
  echo "$1" | awk '{ s = 0; for (i = 1; i <= NF; i++) s += log($i); if (NF) printf "%.2f", exp(s / NF) }'
}

W=11   # column width

# table TITLE ARRAY MODE SUFFIX: rows x builds of ARRAY (a nameref).  MODE
# ratio: each cell is ARRAY[b]/ARRAY[gcc -O0], with a first column of gcc
# -O0's absolute value (FIRST names its unit); MODE abs: the values
# themselves.  Both add a safe/-funsafe column; ratio mode adds the
# geometric-mean row.  SKIP names a build shown as n/a throughout (asan for Ir).
table() {
  local title=$1 mode=$3 first=$4 skip=${5:-} r b v ref s gl note_rows=""
  local -n vals=$2
  local -A glist=() gcount=()
  echo
  echo "$title"
  printf "%-14s" program
  [ "$mode" = ratio ] && printf "%-${W}s" "$first"
  for b in "${BUILDS[@]}"; do printf "%-${W}s" "${HEAD[$b]}"; done
  printf "%s\n" "safe/unsafe"
  for r in "${ROWS[@]}"; do
    printf "%-14s" "$r"
    ref=${vals[$r|$REF]:-}
    if [ "$mode" = ratio ]; then
      if [ -n "$ref" ]; then printf "%-${W}s" "$ref"; else printf "%-${W}s" "-"; fi
    fi
    for b in "${BUILDS[@]}"; do
      s=$(status_of "$r" "$b")
      if [ -n "$skip" ]; then   # the instruction tables
        if [ "$b" = "$skip" ]; then s="n/a"; elif [ -z "$s" ]; then s=${IRBAD[$r|$b]:-}; fi
      fi
      v=${vals[$r|$b]:-}
      if [ -n "$s" ]; then printf "%-${W}s" "$s"
      elif [ -z "$v" ]; then printf "%-${W}s" "-"
      elif [ "$mode" = ratio ]; then
        if [ -n "$ref" ]; then
          v=$(div "$v" "$ref")
          printf "%-${W}s" "${v}x"
          glist[$b]="${glist[$b]:-} $v"
          gcount[$b]=$(( ${gcount[$b]:-0} + 1 ))
        else printf "%-${W}s" "-"; fi
      else printf "%-${W}s" "$v"; fi
    done
    if [ -n "${vals[$r|safe]:-}" ] && [ -n "${vals[$r|unsafe]:-}" ] &&
       [ -z "$(status_of "$r" safe)$(status_of "$r" unsafe)" ]; then
      v=$(div "${vals[$r|safe]}" "${vals[$r|unsafe]}")
      printf "%s" "${v}x"
      glist[su]="${glist[su]:-} $v"
      gcount[su]=$(( ${gcount[su]:-0} + 1 ))
    else
      printf "%s" "-"
    fi
    echo
  done
  [ "$mode" = ratio ] || return 0
  printf "%-14s%-${W}s" "geo. mean" ""
  for b in "${BUILDS[@]}" su; do
    if [ -n "${glist[$b]:-}" ]; then
      gl="$(geo "${glist[$b]}")x"
      [ "${gcount[$b]}" -lt ${#ROWS[@]} ] && { gl="$gl*"; note_rows=1; }
    else
      gl="-"
    fi
    if [ "$b" = su ]; then printf "%s" "$gl"; else printf "%-${W}s" "$gl"; fi
  done
  echo
  [ -z "$note_rows" ] || echo "(* the mean covers only the rows of that column that have a number)"
}

cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
elapsed=$((SECONDS - START_SECONDS))
echo
echo "safecc benchmark suite, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, $cpu," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "safecc built $SAFECC_BUILT (HEAD $SAFECC_HEAD), $(gcc --version | head -n 1)," \
     "$( [ -z "${UNAVAIL[tcc]:-}" ] && tcc -v 2>&1 | head -n 1 || echo 'no tcc')"
echo "Columns: safecc = safecc -fsafe (safe mode, the default); -funsafe = safecc -funsafe;"
echo "gcc -O0/-O1/-O2; asan = gcc -O0 -fsanitize=address (detect_leaks=0); tcc."
echo "safe/unsafe = safecc over -funsafe.  Lower is better everywhere."
if [ ${#ROWS[@]} -gt 0 ]; then
  table "CPU time (user+sys), median of $REPS alternating runs: ratio to gcc -O0 (first column: gcc -O0 seconds)" \
        CPU ratio "O0 secs"
  table "CPU seconds (user+sys), median of $REPS" CPU abs ""
  table "Peak RSS in MB (ru_maxrss, the largest of the runs)" RSSMB abs ""
  if [ "$CALLGRIND" != 0 ]; then
    if [ "$CG_FULL" = 1 ]; then what="the timed inputs"; else what="about a quarter of the timed work"; fi
    table "Instructions (callgrind Ir, millions; $what; asan not measurable)" IRM abs "" asan
    table "Instructions: ratio to gcc -O0 (first column: gcc -O0 Ir in millions)" IRM ratio "O0 MIr" asan
  else
    echo
    echo "Instructions: not measured (BENCH_CALLGRIND=0 or no valgrind)."
  fi
fi

if [ "$DO_COMPILE" = 1 ]; then
  echo
  echo "Compiling Lua's onelua.c (-DLUA_USE_POSIX -c, each compiler with its own headers):"
  echo "CPU time (user+sys, with the compiler's child processes), median of $REPS; peak RSS"
  printf "  %-18s%-10s%-10s%s\n" compiler seconds "ratio" "RSS MB"
  cref=$(median "${CTIMES[O0]:-}")
  for b in "${CBUILDS[@]}"; do
    printf "  %-18s" "${CLABEL[$b]}"
    if [ -n "${UNAVAIL[$b]:-}" ]; then echo "n/a"; continue; fi
    if [ -n "${CBAD[$b]:-}" ]; then echo "${CBAD[$b]}"; continue; fi
    t=$(median "${CTIMES[$b]:-}")
    rt="-"
    [ -n "$cref" ] && [ -n "$t" ] && rt="$(div "$t" "$cref")x"
    printf "%-10s%-10s%s\n" "$t" "$rt" "$(awk -v k="${CRSS[$b]:-0}" 'BEGIN { printf "%.1f", k / 1024 }')"
  done
  ts=$(median "${CTIMES[safe]:-}")
  tu=$(median "${CTIMES[unsafe]:-}")
  [ -n "$ts" ] && [ -n "$tu" ] && echo "  safe/unsafe compile time $(div "$ts" "$tu")x"
fi

echo
for key in "${!WHY[@]}"; do
  echo "  ${key%%|*} / ${LABEL[${key#*|}]:-${key#*|}}: ${WHY[$key]}"
done | sort | { if IFS= read -r first; then echo "Notes and problems:"; echo "$first"; cat; fi; }
status=0
[ ${#BAD[@]} -eq 0 ] && [ ${#CBAD[@]} -eq 0 ] && [ ${#IRBAD[@]} -eq 0 ] || status=1
echo "suite took $((elapsed / 60)) min $((elapsed % 60)) s; exit status $status"
exit $status
