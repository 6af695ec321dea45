#!/bin/bash
# tests/run-csmith.sh — differential testing with csmith.  For each fixed
# seed and each mode in MODES, csmith writes a random (UB-free) program
# that prints a checksum; gcc -O0 and the compiler under test must both
# build it and print the same checksum.
#
#   tests/run-csmith.sh                 50 compared programs per mode (make test)
#   FULL=1 tests/run-csmith.sh          2,000 compared programs per mode
#   SEEDS="7 42" tests/run-csmith.sh    particular seeds (exactly those)
#   MODES=unsafe ...                    modes to run (default: unsafe safe)
#
# Modes: "unsafe" is csmith's default (packed structs allowed); "safe"
# adds --no-packed-struct and builds with -fsafe: packed structs can put
# pointers at misaligned offsets, where safe mode drops their capabilities
# (DESIGN §4).
# A seed whose gcc build does not finish within 5 s of CPU time is skipped:
# counted as neither pass nor fail, but listed.  The compiler under test and
# its build each get 60 s of CPU time.  The limits are on CPU time, not wall
# time, so a busy machine neither skips other seeds nor fails slow ones;
# 300 s of wall time still ends a program that blocks.
# Without SEEDS, seeds 1, 2, 3, ... are taken in order until the wanted
# number of programs per mode was compared (passed or failed), so the
# count does not shrink by the skips.  A compile failure, crash or timeout
# of the compiler under test, or a checksum mismatch, is a failure that
# names the seed and a command reproducing it.
source "$(dirname "$0")/lib.sh"
make_tmp csmith

CSMITH=${CSMITH:-csmith}
CSMITH_INC=${CSMITH_INC:-/usr/include/csmith}
MODES=${MODES:-unsafe safe}
export CSMITH CSMITH_INC

echo "run-csmith: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if ! command -v "$CSMITH" > /dev/null || [ ! -f "$CSMITH_INC/csmith.h" ]; then
  echo "run-csmith: csmith or $CSMITH_INC/csmith.h not installed"
  fail csmith-missing "install csmith and libcsmith-dev"
  summarize run-csmith
  exit 1
fi
WANT=0
if [ -z "$SEEDS" ]; then
  if [ "$FULL" = 1 ]; then WANT=2000; else WANT=50; fi
fi
mkdir -p "$TMP/skipped"

# mode_flags MODE: csmith's extra options for a mode.
mode_flags() {
  case $1 in
    unsafe) echo "" ;;
    safe) echo "--no-packed-struct" ;;
    *) echo "run-csmith: unknown mode $1" >&2; return 1 ;;
  esac
}

# cc_mode_flags MODE: the compiler's option for a mode.
cc_mode_flags() {
  case $1 in
    safe) echo "-fsafe" ;;
    *) echo "-funsafe" ;;
  esac
}

# csmith_one MODE SEED: generate, build twice, run twice, compare.
csmith_one() {
  local mode=$1 seed=$2 id f flags
  id=$(printf '%s-%05d' "$mode" "$seed")
  f=$TMP/$id
  flags=$(mode_flags "$mode")
  local ccflag; ccflag=$(cc_mode_flags "$mode")
  local repro="csmith --seed $seed $flags > t.c && ${SAFECC_ORIG:-$SAFECC} $ccflag -I$CSMITH_INC -o t t.c && ./t  (compare: gcc -O0 -w -I$CSMITH_INC t.c && ./a.out)"
  # csmith writes platform.info into its working directory: give each run
  # its own, since two csmith processes sharing one file race (xargs -P).
  mkdir -p "$f.dir"
  if ! (cd "$f.dir" && "$CSMITH" --seed "$seed" $flags) > "$f.c" 2> "$f.log"; then
    fail "$id" "csmith failed" "$(first_lines "$f.log")"; return
  fi
  if ! timeout 30 "$REFCC" -O0 -w -I"$CSMITH_INC" -o "$f.ref" "$f.c" > "$f.log" 2>&1; then
    fail "$id" "the reference build failed" "$(first_lines "$f.log")"; return
  fi
  cpu_limited 5 300 "$f.ref" > "$f.want" 2>&1
  local rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 152 ]; then
    echo "$id" > "$TMP/skipped/$id"; rm -rf "$f".*; return
  elif [ $rc -ne 0 ]; then
    echo "$id (gcc build exits $rc)" > "$TMP/skipped/$id"; rm -rf "$f".*; return
  fi
  cpu_limited 60 300 "$SAFECC" $ccflag -w -I"$CSMITH_INC" -o "$f.exe" "$f.c" > "$f.log" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$id" "compile failed ($(describe_status $rc))" "$(first_lines "$f.log")" "reproduce: $repro"
    return
  fi
  # gcc's build ran under 5 s; safe mode costs up to ~5x gcc -O0 on
  # pointer-heavy code (seed 1557: 2.1 s vs 9.3 s of CPU), so 60 s of CPU
  # is a hang, not a slow checked build.
  cpu_limited 60 300 "$f.exe" > "$f.got" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$id" "run failed ($(describe_status $rc)); gcc's build: $(head -c 200 "$f.want")" "reproduce: $repro"
  elif ! cmp -s "$f.want" "$f.got"; then
    fail "$id" "checksum differs: gcc $(head -c 200 "$f.want"), got $(head -c 200 "$f.got")" "reproduce: $repro"
  else
    pass "$id"; rm -rf "$f".*
  fi
}
export -f csmith_one mode_flags cc_mode_flags pass fail describe_status first_lines cpu_limited

# compared MODE: how many programs of MODE have a result (pass or fail).
compared() { ls "$TMP/results" | grep -c "^$1-"; }

for m in $MODES; do mode_flags "$m" > /dev/null || exit 2; done
if [ "$WANT" -eq 0 ]; then
  for m in $MODES; do
    for s in $SEEDS; do echo "$m $s"; done
  done | xargs -P "$JOBS" -L1 bash -c 'csmith_one "$1" "$2"' _
else
  # Rounds: each runs as many new seeds per mode as programs are still
  # missing (about one seed in seven is skipped), from the next unused seed.
  next=1
  while :; do
    round=""
    last=$next
    for m in $MODES; do
      missing=$((WANT - $(compared "$m")))
      [ "$missing" -le 0 ] && continue
      n=$missing
      for s in $(seq "$next" $((next + n - 1))); do round+="$m $s"$'\n'; done
      [ $((next + n)) -gt "$last" ] && last=$((next + n))
    done
    [ -z "$round" ] && break
    printf '%s' "$round" | xargs -P "$JOBS" -L1 bash -c 'csmith_one "$1" "$2"' _
    next=$last
  done
fi

nskip=$(ls "$TMP/skipped" | wc -l)
if [ "$nskip" -gt 0 ]; then
  echo "skipped (gcc's build needs more than 5 s of CPU): $nskip: $(cat "$TMP"/skipped/* | tr '\n' ' ')"
fi
summarize run-csmith
