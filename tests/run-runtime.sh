#!/bin/bash
# tests/run-runtime.sh — the safe-mode runtime (runtime/): host-side tests
# that drive it through its C API and the sc_call trampoline (traps,
# start-up, GC stress, the runtime fuzzer and its threaded twin, peak RSS
# under 10 GB of churn, atomic pointer operations from parallel threads), and safe C programs compiled by `safecc -fsafe`
# run under GC stress (some of them of two units, safe-units/).
# Short by default; FULL=1 (or --full) runs for several minutes.
source "$(dirname "$0")/lib.sh"
[ "$1" = --full ] && FULL=1
# Sizes: gc_stress rounds (plain, every 7, every 1), fuzz seeds and ops, the
# threaded fuzzer's seeds and ops per thread (6 threads), GB of churn,
# atomic_race's operations per thread (3 threads).
# LIMIT: seconds any one check may take (a hang is a failure, never a stuck run).
if [ "$FULL" = 1 ]; then
  GCR=300 GCR7=60 GCR1=10 SEEDS=$(seq 1 40) OPS=200000 TSEEDS=$(seq 1 12) TOPS=40000 GB=10 LIMIT=1800
  AOPS=20000000
else
  GCR=40 GCR7=8 GCR1=2 SEEDS="1 2 3 4" OPS=20000 TSEEDS="1 2" TOPS=4000 GB=1 LIMIT=180
  AOPS=2000000
fi
make_tmp runtime
echo "run-runtime: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
T=$ROOT/tests/runtime
LIB=$ROOT/build/lib/libsafecc-rt.a
W=$TMP/work
mkdir -p "$W"

# check NAME EXPECTED_STATUS COMMAND...: runs it with a time limit.
check() {
  local name=$1 want=$2; shift 2
  timeout -k 5 "$LIMIT" "$@" > "$W/$name.log" 2>&1
  local st=$?
  if [ "$st" -eq "$want" ]; then
    pass "$name"
  else
    fail "$name" "command: $*" "expected exit $want, got $(describe_status $st)" \
      "$(first_lines "$W/$name.log")"
  fi
}

if ! make -s -C "$ROOT" build/lib/libsafecc-rt.a > "$W/make.log" 2>&1; then
  fail 00-build "make build/lib/libsafecc-rt.a failed" "$(first_lines "$W/make.log")"
  summarize run-runtime
  exit 1
fi
pass 00-build

# Host-side drivers, built by the reference compiler against the library.
host() {
  local name=$1; shift
  if $REFCC -std=gnu11 -O1 -g -I"$T" -o "$W/$name" "$@" "$LIB" -lpthread -lm > "$W/$name.build" 2>&1; then
    return 0
  fi
  fail "01-build-$name" "$(first_lines "$W/$name.build")"
  return 1
}

host traps "$T/traps.c" && check 10-traps 0 "$W/traps"
host start_main "$T/start_main.c" "$T/start_main.s" &&
  check 11-start-main 42 "$W/start_main" one "two words"
if host gc_stress "$T/gc_stress.c" "$T/regs.s"; then
  check 20-gc-stress 0 "$W/gc_stress" "$GCR"
  check 21-gc-stress-every7 0 env SAFECC_GC_EVERY=7 "$W/gc_stress" "$GCR7"
  check 22-gc-stress-every1 0 env SAFECC_GC_EVERY=1 "$W/gc_stress" "$GCR1"
fi
if host fuzz "$T/fuzz.c"; then
  for s in $SEEDS; do
    check "30-fuzz-seed$(printf %02d "$s")" 0 "$W/fuzz" "$s" "$OPS"
  done
  check 31-fuzz-every3 0 env SAFECC_GC_EVERY=3 "$W/fuzz" 101 "$OPS"
  check 32-fuzz-every1 0 env SAFECC_GC_EVERY=1 "$W/fuzz" 102 $((OPS / 4))
  check 32-fuzz-every3-markers2 0 env SAFECC_GC_EVERY=3 SAFECC_OPTIONS=gc_markers=2 \
    "$W/fuzz" 105 $((OPS / 2))
fi
# The threaded fuzzer: 6 workers, two started by main and the others by
# workers (0 -> 2 -> 4, 1 -> 3 -> 5), joinable or detached (at creation or
# later), on their own and on shared objects; objects reachable only from
# another thread's stack, registers, key, errno or result must survive
# every thread's collections, and a safe signal handler (raised, or sent
# from outside in free runs) allocates, frees and moves pointers at
# safepoints.  Free interleaving (as the runtime's lock schedules),
# lockstep (one exact interleaving per seed: two runs must give the same
# trace), and under SAFECC_GC_EVERY.
if host fuzz_threads "$T/fuzz_threads.c"; then
  for s in $TSEEDS; do
    check "33-fuzz-threads-seed$(printf %02d "$s")" 0 "$W/fuzz_threads" "$s" "$TOPS" 6
    check "34-fuzz-threads-lockstep-seed$(printf %02d "$s")" 0 "$W/fuzz_threads" "$s" "$TOPS" 6 lockstep
  done
  check 35-fuzz-threads-lockstep-again 0 "$W/fuzz_threads" 1 "$TOPS" 6 lockstep
  t1=$(sed -n 's/.*; trace //p' "$W/34-fuzz-threads-lockstep-seed01.log")
  t2=$(sed -n 's/.*; trace //p' "$W/35-fuzz-threads-lockstep-again.log")
  if [ -n "$t1" ] && [ "$t1" = "$t2" ]; then
    pass 36-fuzz-threads-lockstep-replays
  else
    fail 36-fuzz-threads-lockstep-replays "seed 1 in lockstep gave traces '$t1' and '$t2'"
  fi
  check 37-fuzz-threads-every3 0 env SAFECC_GC_EVERY=3 "$W/fuzz_threads" 103 $((TOPS / 2)) 6
  check 38-fuzz-threads-every1-lockstep 0 env SAFECC_GC_EVERY=1 "$W/fuzz_threads" 104 $((TOPS / 8)) 6 lockstep
  check 39-fuzz-threads-every3-markers2 0 env SAFECC_GC_EVERY=3 SAFECC_OPTIONS=gc_markers=2 \
    "$W/fuzz_threads" 106 $((TOPS / 2)) 6
fi
host rss "$T/rss.c" && check 40-rss 0 "$W/rss" "$GB"
# The atomic pointer entries from host threads that really run in parallel:
# no pair they give back may be torn (without the stripe locks 2 million
# operations per thread find some).
host atomic_race "$T/atomic_race.c" && check 41-atomic-race 0 "$W/atomic_race" "$AOPS"

# Safe C programs, when the compiler's safe mode and the safe libc build.
# The compiler snapshot finds build/lib through $TMP/cc/build.
[ -d "$TMP/cc" ] && ln -s "$ROOT/build" "$TMP/cc/build"
if make -s -C "$ROOT" safe-libs > "$W/safe-libs.log" 2>&1; then
  for src in "$T"/safe/*.c; do
    name=$(basename "$src" .c)
    if ! "$SAFECC" -fsafe -o "$W/safe-$name" "$src" > "$W/safe-$name.build" 2>&1; then
      fail "50-safe-$name" "safecc -fsafe failed" "$(first_lines "$W/safe-$name.build")"
      continue
    fi
    check "50-safe-$name" 0 "$W/safe-$name"
    for every in 1 7; do
      check "51-safe-$name-every$every" 0 env SAFECC_GC_EVERY=$every "$W/safe-$name"
    done
    # Collections that stop the program throughout (no marking beside it),
    # and two threads marking in parallel beside it.
    check "51-safe-$name-stopped-every7" 0 env SAFECC_OPTIONS=gc_concurrent=0:gc_every=7 \
      "$W/safe-$name"
    check "51-safe-$name-markers2-every7" 0 env SAFECC_OPTIONS=gc_markers=2:gc_every=7 \
      "$W/safe-$name"
  done
  # Programs of two units, compiled apart and linked (escape facts across
  # units): NAME_main.c and NAME_lib.c in safe-units/.
  for src in "$T"/safe-units/*_main.c; do
    name=$(basename "$src" _main.c)
    if "$SAFECC" -fsafe -c -o "$W/units-$name-main.o" "$src" > "$W/units-$name.build" 2>&1 &&
        "$SAFECC" -fsafe -c -o "$W/units-$name-lib.o" "$T/safe-units/${name}_lib.c" \
          >> "$W/units-$name.build" 2>&1 &&
        "$SAFECC" -fsafe -o "$W/units-$name" "$W/units-$name-main.o" "$W/units-$name-lib.o" \
          >> "$W/units-$name.build" 2>&1; then
      check "53-units-$name" 0 "$W/units-$name"
      for every in 1 7; do
        check "53-units-$name-every$every" 0 env SAFECC_GC_EVERY=$every "$W/units-$name"
      done
    else
      fail "53-units-$name" "safecc -fsafe failed" "$(first_lines "$W/units-$name.build")"
    fi
  done
  # Under a limit on address space (ulimit -v, as run-fuzz sets) the heap
  # reserves what it can get: it asked for 64 GiB only and died with
  # "cannot reserve memory" (found by fuzzing the safe stage 2).
  if [ -x "$W/safe-gc_trees" ]; then
    for kb in 2000000 300000; do
      check "52-safe-gc_trees-ulimit-v-$kb" 0 bash -c 'ulimit -v "$1" && exec "$2"' _ "$kb" "$W/safe-gc_trees"
    done
  fi
  # Bad programs: each names the trap kind it must end with (// expect:
  # kind) and where (// expect-at:, lib.sh's trap_place_is), and has a good
  # twin NAME_ok.c that must exit 0.  Compiled from their directory, so a
  # trap in the program is reported at NAME.c:LINE:COL.
  for src in "$T"/safe-trap/*.c; do
    name=$(basename "$src" .c)
    if [[ $name == *_ok ]]; then
      if (cd "$T/safe-trap" && "$SAFECC" -fsafe -o "$W/trap-$name" "$name.c") > "$W/trap-$name.build" 2>&1; then
        check "61-twin-$name" 0 env SAFECC_GC_EVERY=5 "$W/trap-$name"
      else
        fail "61-twin-$name" "safecc -fsafe failed" "$(first_lines "$W/trap-$name.build")"
      fi
      continue
    fi
    kind=$(sed -n 's|^// expect: ||p' "$src" | head -n1)
    at=$(expect_at_of "$src")
    if [ -z "$at" ] || [ ! -f "$T/safe-trap/${name}_ok.c" ]; then
      fail "60-trap-$name" "needs a // expect-at: line and a good twin ${name}_ok.c"
      continue
    fi
    if ! (cd "$T/safe-trap" && "$SAFECC" -fsafe -o "$W/trap-$name" "$name.c") > "$W/trap-$name.build" 2>&1; then
      fail "60-trap-$name" "safecc -fsafe failed" "$(first_lines "$W/trap-$name.build")"
      continue
    fi
    (SAFECC_GC_EVERY=5 timeout -k 5 "$LIMIT" "$W/trap-$name"; exit $?) > "$W/trap-$name.log" 2>&1
    st=$?
    line=$(head -n1 "$W/trap-$name.log")
    if [ "$st" -ne 134 ] || [[ $line != "safecc: safety error: $kind "* ]]; then
      fail "60-trap-$name" "expected trap '$kind' and status 134, got $(describe_status $st)" \
        "$(first_lines "$W/trap-$name.log")"
    elif ! trap_place_is "$line" "$at"; then
      fail "60-trap-$name" "expected the trap at $at, got it at $(trap_place "$line")" "$line"
    else
      pass "60-trap-$name"
    fi
  done
  # SAFECC_OPTIONS (runtime/options.c): gc_every= collects as
  # SAFECC_GC_EVERY does and gc_stats=1 reports it at exit; unknown names
  # and bad values are warned about and ignored; core=0 and core=1 decide
  # whether a safety error leaves a core dump (checked through the exit
  # status's core flag, where the system writes cores at all).
  # The stats come from barrier_moves, which runs long enough for the
  # cycles gc_every starts to end (marking runs beside the program, and a
  # short one may exit first).
  if [ -x "$W/safe-gc_trees" ] && [ -x "$W/safe-barrier_moves" ]; then
    SAFECC_OPTIONS="gc_every=7:gc_stats=1" "$W/safe-barrier_moves" > /dev/null 2> "$W/options-stats.err"
    st=$?
    if [ "$st" -eq 0 ] && grep -Eq '^safecc: gc: [1-9][0-9]* collections in [0-9.]+ s, [0-9.]+ MiB allocated, heap at most [0-9.]+ MiB; [1-9][0-9]* stops in [0-9.]+ s, the longest [0-9.]+ ms$' "$W/options-stats.err"; then
      pass 70-options-gc-stats
    else
      fail 70-options-gc-stats "expected status 0 and a 'safecc: gc: N collections ...' line, got $(describe_status $st)" "$(first_lines "$W/options-stats.err")"
    fi
    SAFECC_OPTIONS="bogus=1,gc_stats=2" "$W/safe-gc_trees" > /dev/null 2> "$W/options-bad.err"
    st=$?
    if [ "$st" -eq 0 ] && grep -qx "safecc: SAFECC_OPTIONS: unknown option 'bogus=1' ignored" "$W/options-bad.err" &&
        grep -qx "safecc: SAFECC_OPTIONS: bad value in 'gc_stats=2' ignored" "$W/options-bad.err" &&
        ! grep -q 'safecc: gc:' "$W/options-bad.err"; then
      pass 71-options-warnings
    else
      fail 71-options-warnings "expected status 0 and two warnings, no statistics" "$(first_lines "$W/options-bad.err")"
    fi
  fi
  trap_bin=
  for f in "$W"/trap-*; do
    case ${f##*/} in *.*|*_ok) continue ;; esac
    [ -x "$f" ] && trap_bin=$f && break
  done
  if [ -n "$trap_bin" ] && [ "$(ulimit -H -c)" != 0 ] && [[ $(cat /proc/sys/kernel/core_pattern) != '|'* ]] &&
      $REFCC -O1 -o "$W/dumped" "$T/core_flag.c" > "$W/dumped.build" 2>&1; then
    core_flag() {  # 1 when running $2 with soft core limit $1 and SAFECC_OPTIONS=$3 dumped core
      (cd "$W" && ulimit -S -c "$1" && SAFECC_OPTIONS=$3 "$W/dumped" "$2" 2> /dev/null)
      rm -f "$W"/core "$W"/core.[0-9]*
    }
    a=$(core_flag unlimited "$trap_bin" core=0) b=$(core_flag 0 "$trap_bin" core=1)
    if [ "$a" = 0 ] && [ "$b" = 1 ]; then
      pass 72-options-core
    else
      fail 72-options-core "core=0 under an unlimited soft limit gave core flag '$a' (want 0); core=1 under a soft limit of 0 gave '$b' (want 1)"
    fi
  else
    echo "run-runtime: SAFECC_OPTIONS core= not checked: cores go to a pipe or the hard limit is 0"
  fi
else
  fail 50-safe-libs "make safe-libs failed" "$(first_lines "$W/safe-libs.log")"
fi

summarize run-runtime
