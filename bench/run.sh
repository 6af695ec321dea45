#!/usr/bin/env bash
# bench/run.sh -- a benchmark (not a test) comparing safecc with gcc -O0,
# gcc -O2 and tcc, side by side, in one run:
#
#   1. how long each compiler takes to compile Lua 5.4.8 (`-c`, one file at a time);
#   2. how fast the Lua interpreter each compiler built runs the scripts in bench/lua/;
#   3. how fast zlib's minigzip built by each compiler compresses and decompresses.
#
# Every number is the best (minimum) wall-clock time of N repetitions, and every
# ratio is relative to gcc -O0 (lower is better).  Each program's output is
# compared with what gcc -O0's build printed; a difference is reported as
# MISMATCH, because the speed of a wrong program means nothing.
#
# Usage: bench/run.sh            (from anywhere; takes about 3-5 minutes)
# Environment:
#   BENCH_REPS=N     repetitions per measurement (default 3)
#   BENCH_ZLIB=0     skip the zlib part
#   BENCH_KEEP=1     keep the temporary build directory and print its path
#   SAFECC=path      the safecc binary to measure (default: ./safecc of this tree)
#   CORPUS=dir       where lua-5.4.8/ and zlib-1.3.1/ are (default ../shared/corpus)
#
# Nothing is written outside a mktemp directory; the corpus is only read.

# The work functions are called through `timed` (SC2317), and CPU/WALL are
# read through namerefs (SC2034).
# shellcheck disable=SC2317,SC2034

set -u

BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
REPS=${BENCH_REPS:-3}
SAFECC=${SAFECC:-$ROOT/safecc}
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
LUA_SRC=$CORPUS/lua-5.4.8
ZLIB_SRC=$CORPUS/zlib-1.3.1

die() { echo "bench: $*" >&2; exit 1; }
note() { echo "bench: $*" >&2; }

case $REPS in ''|*[!0-9]*|0) die "BENCH_REPS must be a positive integer" ;; esac
[ -x "$SAFECC" ] || die "no safecc at $SAFECC (run make first)"
[ -f "$LUA_SRC/lua.c" ] || die "no Lua sources at $LUA_SRC"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/safecc-bench.XXXXXX") || die "mktemp failed"
if [ "${BENCH_KEEP:-0}" = 1 ]; then
  note "keeping $WORK"
else
  trap 'rm -rf "$WORK"' EXIT
fi

# Measure a private copy of safecc (with the include/ it finds next to
# itself), so that a `make` elsewhere during the run cannot change the binary
# half-way through.
mkdir -p "$WORK/safecc-bin"
cp "$SAFECC" "$WORK/safecc-bin/safecc" || die "cannot copy $SAFECC"
if [ -d "$(dirname "$SAFECC")/include" ]; then
  cp -r "$(dirname "$SAFECC")/include" "$WORK/safecc-bin/include"
fi
SAFECC_BUILT=$(date -u -r "$SAFECC" '+%Y-%m-%d %H:%M UTC')
SAFECC=$WORK/safecc-bin/safecc

# The compilers, in table order.  The reference column must stay "gcc -O0".
# safecc is measured in its plain mode (-funsafe), the one comparable with
# gcc and tcc; bench/run-safe.sh measures safe mode.
NAMES=("safecc" "gcc -O0" "gcc -O2" "tcc")
CMDS=("$SAFECC -funsafe" "gcc -O0" "gcc -O2" "tcc")
REF="gcc -O0"
# Timed runs go gcc -O0 first, so its output exists when the others are compared.
ORDER=("$REF")
for n in "${NAMES[@]}"; do [ "$n" = "$REF" ] || ORDER+=("$n"); done

# A compiler whose command is missing gets no column entries ("n/a").
declare -A AVAILABLE
for i in "${!NAMES[@]}"; do
  cmd=${CMDS[$i]%% *}
  if command -v "$cmd" >/dev/null 2>&1; then
    AVAILABLE[${NAMES[$i]}]=1
  else
    note "${NAMES[$i]} not found ($cmd); skipping that column (Debian: apt-get install ${cmd##*/})"
  fi
done
[ -n "${AVAILABLE[$REF]:-}" ] || die "gcc is needed as the reference"

# Directory name for a compiler: "gcc -O0" -> gcc-O0.
dir_of() { echo "$WORK/${1// /}"; }

# CPU[row|compiler] and WALL[row|compiler] hold the best CPU (user+sys, own
# and child processes) and wall-clock seconds seen so far; BAD[row|compiler]
# is set when the output differed from gcc -O0's or the step failed.
declare -A CPU WALL BAD
ROWS=()

add_row() {
  local r
  for r in "${ROWS[@]}"; do [ "$r" = "$1" ] && return; done
  ROWS+=("$1")
}

# keep_min ARRAY KEY SECONDS: store SECONDS under KEY if it is the smallest yet.
keep_min() {
  local -n best=$1
  if [ -z "${best[$2]:-}" ] ||
     awk -v a="$3" -v b="${best[$2]}" 'BEGIN { exit !(a < b) }'; then
    best[$2]=$3
  fi
}

# timed ROW NAME FUNC ARGS...: run FUNC once under bash's `time`, which also
# counts the CPU time of the processes FUNC starts (the compiler's assembler,
# for example), and keep the best times of ROW for NAME.  FUNC must send its
# commands' stderr elsewhere.  Returns FUNC's status.
#
# CPU time is the headline number because it hardly changes when other jobs
# share the machine; wall-clock time is printed as a second table.
timed() {
  local row=$1 name=$2 status r u s TIMEFORMAT='%3R %3U %3S'
  shift 2
  { time "$@"; } 2>"$WORK/time"
  status=$?
  read -r r u s < <(tail -n 1 "$WORK/time")
  keep_min CPU "$row|$name" "$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.3f", u + s }')"
  keep_min WALL "$row|$name" "$r"
  return "$status"
}

# ---------------------------------------------------------------- 1. compile Lua

LUA_FILES=()
for f in "$LUA_SRC"/l*.c; do
  [ "$(basename "$f")" = ltests.c ] && continue
  LUA_FILES+=("$f")
done
COMPILE_ROW="compile Lua (${#LUA_FILES[@]} files)"
add_row "$COMPILE_ROW"

# compile_lua DIR CMD: compile every Lua file, one compiler process per file,
# into DIR; returns 1 if any file failed to compile.
compile_lua() {
  local f status=0
  for f in "${LUA_FILES[@]}"; do
    # shellcheck disable=SC2086  # CMD is deliberately split into words
    $2 -DLUA_USE_LINUX -c "$f" -o "$1/$(basename "$f" .c).o" \
      2>>"$1/compile.log" || status=1
  done
  return "$status"
}

note "compiling Lua with each compiler, best of $REPS"
for ((rep = 1; rep <= REPS; rep++)); do
  for i in "${!NAMES[@]}"; do
    name=${NAMES[$i]}
    [ -n "${AVAILABLE[$name]:-}" ] || continue
    [ -n "${BAD[$COMPILE_ROW|$name]:-}" ] && continue
    d=$(dir_of "$name")/lua
    mkdir -p "$d"
    if ! timed "$COMPILE_ROW" "$name" compile_lua "$d" "${CMDS[$i]}"; then
      BAD[$COMPILE_ROW|$name]=FAILED
      note "$name failed to compile Lua; see $d/compile.log"
    fi
  done
done

# Link each interpreter with the compiler that built it.
for i in "${!NAMES[@]}"; do
  name=${NAMES[$i]}
  [ -n "${AVAILABLE[$name]:-}" ] || continue
  [ -n "${BAD[$COMPILE_ROW|$name]:-}" ] && continue
  d=$(dir_of "$name")/lua
  # shellcheck disable=SC2086
  if ! ${CMDS[$i]} -o "$d/lua" "$d"/*.o -lm -ldl 2>>"$d/compile.log"; then
    BAD[$COMPILE_ROW|$name]=FAILED
    note "$name failed to link Lua"
  fi
done

# ---------------------------------------------------------------- 2. run Lua

SCRIPTS=("$BENCH_DIR"/lua/*.lua)
RUN_ROWS=()

# run_lua LUA SCRIPT OUT: run one interpreter on one script.
run_lua() {
  (cd "$BENCH_DIR/lua" && "$1" "$2") >"$3" 2>&1
}

note "running ${#SCRIPTS[@]} Lua scripts under each interpreter, best of $REPS"
for s in "${SCRIPTS[@]}"; do
  row="run lua $(basename "$s")"
  add_row "$row"
  RUN_ROWS+=("$row")
  ref_out=$(dir_of "$REF")/lua/$(basename "$s").out
  for ((rep = 1; rep <= REPS; rep++)); do
    for name in "${ORDER[@]}"; do
      [ -n "${AVAILABLE[$name]:-}" ] || continue
      [ -n "${BAD[$COMPILE_ROW|$name]:-}" ] && { BAD[$row|$name]=FAILED; continue; }
      d=$(dir_of "$name")/lua
      out=$d/$(basename "$s").out
      timed "$row" "$name" run_lua "$d/lua" "$s" "$out"
      cmp -s "$out" "$ref_out" || BAD[$row|$name]=MISMATCH
    done
  done
done

# ---------------------------------------------------------------- 3. zlib

ZLIB_FILES=(adler32 crc32 deflate infback inffast inflate inftrees trees zutil
            compress uncompr gzclose gzlib gzread gzwrite)
UNZIP_TIMES=5

# build_minigzip NAME CMD: build zlib and test/minigzip.c with one compiler.
build_minigzip() {
  local d f
  d=$(dir_of "$1")/zlib
  mkdir -p "$d"
  for f in "${ZLIB_FILES[@]}" test/minigzip; do
    # shellcheck disable=SC2086
    $2 -DHAVE_UNISTD_H -I"$ZLIB_SRC" -c "$ZLIB_SRC/$f.c" \
      -o "$d/$(basename "$f").o" 2>>"$d/compile.log" || return 1
  done
  # shellcheck disable=SC2086
  $2 -o "$d/minigzip" "$d"/*.o 2>>"$d/compile.log"
}

# make_input FILE: a few MB of deterministic, realistic text (the corpus'
# sources and manual, repeated).
make_input() {
  local size=0
  : >"$1"
  while [ "$size" -lt 6000000 ]; do
    cat "$LUA_SRC"/*.c "$LUA_SRC"/*.h "$LUA_SRC"/manual/* "$ZLIB_SRC"/*.c \
        "$ZLIB_SRC"/*.h "$ZLIB_SRC"/ChangeLog >>"$1" 2>/dev/null
    size=$(wc -c <"$1")
  done
}

# gzip_input DIR: compress the input with DIR's minigzip (default level 6).
gzip_input() {
  "$1/minigzip" <"$WORK/input" >"$1/input.gz" 2>>"$1/run.log"
}

# gunzip_input DIR: decompress it UNZIP_TIMES times, decompression being fast.
gunzip_input() {
  local k
  for ((k = 0; k < UNZIP_TIMES; k++)); do
    "$1/minigzip" -d <"$1/input.gz" >"$1/input.out" 2>>"$1/run.log"
  done
}

if [ "${BENCH_ZLIB:-1}" != 0 ] && [ -f "$ZLIB_SRC/zlib.h" ]; then
  make_input "$WORK/input"
  mb=$(awk -v b="$(wc -c <"$WORK/input")" 'BEGIN { printf "%.1f", b / 1e6 }')
  ZROW_C="zlib compress $mb MB"
  ZROW_D="zlib decompress ${UNZIP_TIMES}x"
  add_row "$ZROW_C"
  add_row "$ZROW_D"
  RUN_ROWS+=("$ZROW_C" "$ZROW_D")
  note "building minigzip and compressing $mb MB, best of $REPS"
  for i in "${!NAMES[@]}"; do
    name=${NAMES[$i]}
    [ -n "${AVAILABLE[$name]:-}" ] || continue
    if ! build_minigzip "$name" "${CMDS[$i]}"; then
      BAD[$ZROW_C|$name]=FAILED
      BAD[$ZROW_D|$name]=FAILED
      note "$name failed to build minigzip; see $(dir_of "$name")/zlib/compile.log"
    fi
  done
  ref_gz=$(dir_of "$REF")/zlib/input.gz
  for ((rep = 1; rep <= REPS; rep++)); do
    for name in "${ORDER[@]}"; do
      [ -n "${AVAILABLE[$name]:-}" ] || continue
      [ "${BAD[$ZROW_C|$name]:-}" = FAILED ] && continue
      d=$(dir_of "$name")/zlib
      timed "$ZROW_C" "$name" gzip_input "$d"
      cmp -s "$d/input.gz" "$ref_gz" || BAD[$ZROW_C|$name]=MISMATCH
      timed "$ZROW_D" "$name" gunzip_input "$d"
      cmp -s "$d/input.out" "$WORK/input" || BAD[$ZROW_D|$name]=MISMATCH
    done
  done
fi

# ---------------------------------------------------------------- the table

# The table functions read the times from the array named by TIMES (CPU or WALL).
TIMES=CPU

# ratio ROW NAME: NAME's time divided by gcc -O0's time, or nothing.
ratio() {
  local -n times=$TIMES
  local t=${times[$1|$2]:-} r=${times[$1|$REF]:-}
  [ -n "$t" ] && [ -n "$r" ] || return 0
  awk -v t="$t" -v r="$r" 'BEGIN { if (r > 0) printf "%.2f", t / r }'
}

# cell ROW NAME: "seconds ratio", or the reason there is none.
cell() {
  local -n times=$TIMES
  local t=${times[$1|$2]:-} bad=${BAD[$1|$2]:-}
  if [ -z "${AVAILABLE[$2]:-}" ]; then
    printf "%-17s" "n/a"
  elif [ "$bad" = FAILED ] || [ -z "$t" ]; then
    printf "%-17s" "FAILED"
  elif [ -n "$bad" ]; then
    printf "%7.3f %-9s" "$t" "$bad"
  else
    printf "%7.3f %6sx  " "$t" "$(ratio "$1" "$2")"
  fi
}

# geomean NAME: geometric mean of NAME's ratios over RUN_ROWS, only when every
# row has a valid result with the right output.
geomean() {
  local row r list=""
  for row in "${RUN_ROWS[@]}"; do
    [ -n "${BAD[$row|$1]:-}" ] && return 0
    r=$(ratio "$row" "$1")
    [ -n "$r" ] || return 0
    list="$list $r"
  done
  echo "$list" | awk '{ s = 0; for (i = 1; i <= NF; i++) s += log($i);
                        if (NF) printf "%.2f", exp(s / NF) }'
}

# print_table ARRAY TITLE: one table of times and ratios.
print_table() {
  local row name g
  TIMES=$1
  echo
  echo "$2, best of $REPS; ratio to gcc -O0 (lower is better)"
  printf "%-30s" ""
  for name in "${NAMES[@]}"; do printf "%-17s" "$name"; done
  echo
  for row in "${ROWS[@]}"; do
    printf "%-30s" "$row"
    for name in "${NAMES[@]}"; do cell "$row" "$name"; done
    echo
  done
  printf "%-30s" "run time geometric mean"
  for name in "${NAMES[@]}"; do
    g=$(geomean "$name")
    if [ -n "$g" ]; then printf "%8s %6sx  " "" "$g"; else printf "%-17s" "-"; fi
  done
  echo
}

cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
echo
echo "safecc benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, $cpu," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "safecc built $SAFECC_BUILT (HEAD $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'))," \
     "$(gcc --version | head -n 1)," \
     "$( [ -n "${AVAILABLE[tcc]:-}" ] && tcc -v 2>&1 | head -n 1 || echo 'no tcc')"
echo "Compile row: time to compile Lua with that compiler.  Other rows: run time"
echo "of the program that compiler built.  Targets: safecc compile <= 1.00x"
echo "gcc -O0, and code built by safecc runs in <= 1.00x gcc -O0's time."
print_table CPU "CPU seconds (user+sys, including child processes)"
print_table WALL "Wall-clock seconds"

status=0
for key in "${!BAD[@]}"; do
  [ "${BAD[$key]}" = MISMATCH ] && { echo "MISMATCH: ${key#*|} on ${key%|*}"; status=1; }
done
exit $status
