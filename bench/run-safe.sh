#!/usr/bin/env bash
# bench/run-safe.sh -- a benchmark (not a test) of safe mode's cost: each
# program in bench/safe/ is built three ways,
#
#   safe    ./safecc -fsafe     (capabilities, checks, GC heap, safe libc)
#   unsafe  ./safecc -funsafe   (same compiler, plain SysV code, host libc)
#   gcc     gcc -O0
#
# then every build must print the same output as gcc -O0's before anything is
# timed.  The builds are timed interleaved (rep 1: every program under every
# build, rep 2: ...), and each number is the best (minimum) CPU time of N
# runs, because the machine is shared and CPU time moves much less with the
# load than wall time.  Printed per program: the safe/unsafe and safe/gcc-O0
# ratios and the peak RSS of each build; then the geometric means; then one
# line for bench/safe/gc_churn.c (10 GB allocated in small objects), whose
# target is a peak RSS under 100 MB in safe mode.
#
# Usage: bench/run-safe.sh        (from anywhere)
# Environment:
#   BENCH_REPS=N      timed runs per program and build (default 3)
#   BENCH_ONLY="a b"  only these programs (names without .c; gc_churn included)
#   GC_BYTES=SIZE     what gc_churn allocates in total: 10G (default), 500M, ...
#   GC_REPS=N         timed runs of gc_churn per build (default 1)
#   BENCH_TIMEOUT=S   seconds before one run counts as hung (default 300;
#                     gc_churn gets 10x that)
#   BENCH_KEEP=1      keep the temporary directory and print its path
#   SAFECC=path       the safecc to measure (default ./safecc of this tree; it
#                     finds include/, libc/include and build/lib next to itself)
#   HOSTCC=cc         builds bench/safe/tools/measure.c
#
# Exit status 0 only if every program was built and run in every mode with
# the same output.  Nothing is written outside a mktemp directory.

# Functions reached through `timed_run` and arrays read through namerefs.
# shellcheck disable=SC2317,SC2034

set -u

BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
SRC=$BENCH_DIR/safe
REPS=${BENCH_REPS:-3}
GC_BYTES=${GC_BYTES:-10G}
GC_REPS=${GC_REPS:-1}
TIMEOUT=${BENCH_TIMEOUT:-300}
SAFECC=${SAFECC:-$ROOT/safecc}
HOSTCC=${HOSTCC:-cc}

die() { echo "bench-safe: $*" >&2; exit 1; }
note() { echo "bench-safe: $*" >&2; }

for v in REPS GC_REPS TIMEOUT; do
  case ${!v} in ''|*[!0-9]*|0) die "$v must be a positive integer" ;; esac
done
[ -x "$SAFECC" ] || die "no safecc at $SAFECC (run make first)"
command -v gcc >/dev/null 2>&1 || die "gcc is needed as the reference"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/safecc-bench-safe.XXXXXX") || die "mktemp failed"
if [ "${BENCH_KEEP:-0}" = 1 ]; then
  note "keeping $WORK"
else
  trap 'rm -rf "$WORK"' EXIT
fi

MEASURE=$WORK/measure
"$HOSTCC" -O2 -o "$MEASURE" "$SRC/tools/measure.c" 2>"$WORK/measure.log" ||
  die "cannot build the measure helper with $HOSTCC: $(cat "$WORK/measure.log")"

# The builds, in run order: gcc first, so its output exists when the others
# are compared with it.
BUILDS=(gcc unsafe safe)
declare -A LABEL=([gcc]="gcc -O0" [unsafe]="safecc -funsafe" [safe]="safecc -fsafe")

# compile BUILD SRC OUT: build one program one way; messages go to OUT.log.
compile() {
  case $1 in
    gcc) gcc -O0 -o "$3" "$2" ;;
    unsafe) "$SAFECC" -funsafe -o "$3" "$2" ;;
    safe) "$SAFECC" -fsafe -o "$3" "$2" ;;
  esac >"$3.log" 2>&1
}

# The programs: every bench/safe/*.c; gc_churn has its own line at the end.
PROGS=()
GC_PROG=""
for f in "$SRC"/*.c; do
  p=$(basename "$f" .c)
  if [ -n "${BENCH_ONLY:-}" ] && [[ " $BENCH_ONLY " != *" $p "* ]]; then continue; fi
  if [ "$p" = gc_churn ]; then GC_PROG=$p; else PROGS+=("$p"); fi
done
[ ${#PROGS[@]} -gt 0 ] || [ -n "$GC_PROG" ] || die "no program matches BENCH_ONLY"

# CPU[prog|build] and WALL[...]: best seconds so far; RSS[...]: largest peak
# RSS in KB seen; BAD[...]: why there is no valid number (FAILED to build,
# EXIT with a nonzero status, e.g. 134 for a trap, TIMEOUT, MISMATCH of
# the output, NOT SAFE).
declare -A CPU=() WALL=() RSS=() BAD=()

# keep_min ARRAY KEY VALUE / keep_max ARRAY KEY VALUE
keep_min() {
  local -n best=$1
  if [ -z "${best[$2]:-}" ] || awk -v x="$3" -v y="${best[$2]}" 'BEGIN { exit !(x < y) }'; then
    best[$2]=$3
  fi
}
keep_max() {
  local -n most=$1
  if [ -z "${most[$2]:-}" ] || [ "$3" -gt "${most[$2]}" ]; then most[$2]=$3; fi
}

# run_one PROG BUILD LIMIT [ARGS...]: run one build once under the measure
# helper and `timeout`, stdout to PROG.out next to the binary; record its
# times and RSS; mark it CRASHED or MISMATCH (against gcc's output) if so.
run_one() {
  local prog=$1 build=$2 limit=$3 bin cpu wall rss status
  shift 3
  bin=$WORK/$build/$prog
  "$MEASURE" "$bin.res" timeout "$limit" "$bin" "$@" >"$bin.out" 2>"$bin.err" </dev/null
  read -r cpu wall rss status <"$bin.res" || status=2
  if [ "$status" != 0 ]; then
    if [ "$status" = 124 ]; then BAD[$prog|$build]=TIMEOUT; else BAD[$prog|$build]="EXIT $status"; fi
    note "${LABEL[$build]} build of $prog exited with status $status" \
         "$( [ "$status" = 124 ] && echo "(timeout after ${limit}s)")"
    note "  stderr: $(head -c 300 "$bin.err")"
    return 1
  fi
  if [ "$build" != gcc ] && ! cmp -s "$bin.out" "$WORK/gcc/$prog.out"; then
    BAD[$prog|$build]=MISMATCH
    note "${LABEL[$build]} build of $prog printed something else than gcc -O0's:"
    diff "$WORK/gcc/$prog.out" "$bin.out" | head -n 6 >&2
    return 1
  fi
  keep_min CPU "$prog|$build" "$cpu"
  keep_min WALL "$prog|$build" "$wall"
  keep_max RSS "$prog|$build" "$rss"
}

# ---------------------------------------------------------------- build

note "building ${#PROGS[@]} programs${GC_PROG:+ and $GC_PROG} three ways"
SAFE_ACTIVE=1
for build in "${BUILDS[@]}"; do
  mkdir -p "$WORK/$build"
  for prog in "${PROGS[@]}" $GC_PROG; do
    bin=$WORK/$build/$prog
    if ! compile "$build" "$SRC/$prog.c" "$bin"; then
      BAD[$prog|$build]=FAILED
      note "${LABEL[$build]} failed to build $prog:"
      head -n 5 "$bin.log" >&2
    elif [ "$build" = safe ] && ! nm "$bin" 2>/dev/null | grep -q ' sc\.main$'; then
      # Before safe mode exists the compiler may ignore -fsafe; timing that
      # binary would present plain code as safe code.
      BAD[$prog|$build]="NOT SAFE"
      SAFE_ACTIVE=0
    fi
  done
done
[ "$SAFE_ACTIVE" = 1 ] || note "-fsafe built binaries without sc.main: safe mode is not active yet"

# ---------------------------------------------------------------- check, then time

# A first untimed run of everything checks the outputs; a build that fails
# it is not timed at all.
note "checking that every build prints what gcc -O0's build prints"
for prog in "${PROGS[@]}"; do
  for build in "${BUILDS[@]}"; do
    [ -z "${BAD[$prog|$build]:-}" ] || continue
    run_one "$prog" "$build" "$TIMEOUT"
    unset "CPU[$prog|$build]" "WALL[$prog|$build]"
  done
done

note "timing, best of $REPS, interleaved"
for ((rep = 1; rep <= REPS; rep++)); do
  for prog in "${PROGS[@]}"; do
    for build in "${BUILDS[@]}"; do
      [ -z "${BAD[$prog|$build]:-}" ] || continue
      run_one "$prog" "$build" "$TIMEOUT"
    done
  done
done

# gc_churn is long: its runs are the check and the measurement at once.
if [ -n "$GC_PROG" ]; then
  note "running $GC_PROG $GC_BYTES, $GC_REPS time(s) per build"
  for ((rep = 1; rep <= GC_REPS; rep++)); do
    for build in "${BUILDS[@]}"; do
      [ -z "${BAD[$GC_PROG|$build]:-}" ] || continue
      run_one "$GC_PROG" "$build" $((TIMEOUT * 10)) "$GC_BYTES"
    done
  done
fi

# ---------------------------------------------------------------- report

# ratio PROG A B: CPU time of build A over build B, or nothing.
ratio() {
  local ta=${CPU[$1|$2]:-} tb=${CPU[$1|$3]:-}
  [ -n "$ta" ] && [ -n "$tb" ] || return 0
  awk -v a="$ta" -v b="$tb" 'BEGIN { if (b > 0) printf "%.2f", a / b }'
}

# geomean A B: geometric mean of ratio A/B over the programs that have one,
# and how many those are.
geomean() {
  local prog r list=""
  for prog in "${PROGS[@]}"; do
    r=$(ratio "$prog" "$1" "$2")
    [ -n "$r" ] && list="$list $r"
  done
  echo "$list" | awk -v total=${#PROGS[@]} '{ s = 0; for (i = 1; i <= NF; i++) s += log($i);
    if (NF) printf "%.2fx%s", exp(s / NF), NF < total ? " (" NF " of " total ")" : "" }'
}

mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

# time_cell PROG BUILD / rss_cell PROG BUILD: the number or why there is none.
time_cell() {
  local t=${CPU[$1|$2]:-}
  if [ -n "${BAD[$1|$2]:-}" ]; then printf "%-12s" "${BAD[$1|$2]}"
  elif [ -n "$t" ]; then printf "%-12s" "$t"
  else printf "%-12s" "-"; fi
}
rss_cell() {
  local k=${RSS[$1|$2]:-}
  if [ -n "$k" ] && [ -z "${BAD[$1|$2]:-}" ]; then printf "%-10s" "$(mb "$k")"
  else printf "%-10s" "-"; fi
}
ratio_cell() {
  local r
  r=$(ratio "$1" "$2" "$3")
  if [ -n "$r" ]; then printf "%-12s" "${r}x"; else printf "%-12s" "-"; fi
}

cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
echo
echo "safecc safe-mode benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, $cpu," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "safecc built $(date -u -r "$SAFECC" '+%Y-%m-%d %H:%M UTC')" \
     "(HEAD $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')), $(gcc --version | head -n 1)"
echo "CPU seconds (user+sys), best of $REPS interleaved runs; ratios of CPU time (lower is better);"
echo "peak RSS in MB (the largest seen)."
echo
[ ${#PROGS[@]} -eq 0 ] ||
  printf "%-14s%-12s%-12s%-12s%-12s%-12s%-10s%-10s%-10s\n" program "gcc -O0" unsafe safe \
         safe/unsafe safe/gcc-O0 "RSS gcc" "RSS unsf" "RSS safe"
for prog in "${PROGS[@]}"; do
  printf "%-14s" "$prog"
  for build in gcc unsafe safe; do time_cell "$prog" "$build"; done
  ratio_cell "$prog" safe unsafe
  ratio_cell "$prog" safe gcc
  for build in gcc unsafe safe; do rss_cell "$prog" "$build"; done
  echo
done
if [ ${#PROGS[@]} -gt 0 ]; then
  printf "%-14s%-36s%-12s%-12s\n" "geo. mean" "" "$(geomean safe unsafe | cut -d' ' -f1)" \
         "$(geomean safe gcc | cut -d' ' -f1)"
  printf "%-14s%-36s%s\n" "" "" "unsafe/gcc-O0: $(geomean unsafe gcc)"
  g=$(geomean safe unsafe)
  [[ $g == *"of"* ]] && echo "(the safe means cover only ${g#*(}"
fi

if [ -n "$GC_PROG" ]; then
  echo
  echo "$GC_PROG $GC_BYTES (best of $GC_REPS; bounded live set, half the dropped chains left to the GC in safe mode):"
  for build in safe unsafe gcc; do
    key="$GC_PROG|$build"
    printf "  %-16s" "${LABEL[$build]}"
    if [ -n "${BAD[$key]:-}" ]; then
      echo "${BAD[$key]}"
    else
      printf "cpu %7.2f s  wall %7.2f s  peak RSS %7s MB" "${CPU[$key]}" "${WALL[$key]}" \
             "$(mb "${RSS[$key]}")"
      if [ "$build" = safe ]; then
        if [ "${RSS[$key]}" -lt $((100 * 1024)) ]; then printf "  (target < 100 MB: met)"
        else printf "  (target < 100 MB: MISSED)"; fi
      fi
      echo
    fi
  done
  r=$(ratio "$GC_PROG" safe unsafe)
  [ -n "$r" ] && echo "  safe/unsafe CPU time ${r}x, safe/gcc-O0 $(ratio "$GC_PROG" safe gcc)x"
fi

status=0
for key in "${!BAD[@]}"; do
  echo "NO RESULT: ${key%|*} built as ${LABEL[${key#*|}]}: ${BAD[$key]}"
done | sort
[ ${#BAD[@]} -eq 0 ] || status=1
exit $status
