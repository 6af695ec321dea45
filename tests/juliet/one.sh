# shellcheck shell=bash
# tests/juliet/one.sh — one Juliet test for run-juliet-safe.sh (sourced by
# each parallel worker; the runner exports TMP, SUP, SAFECC, SAFE_FLAGS,
# ASAN_CC, ASAN_FLAGS, ASAN_OPTIONS, JULIET_TIMEOUT, JULIET_RAND_RUNS and
# lib.sh's pass/fail/describe_status/first_lines).
#
# juliet_one BASE builds BASE's bad and good variants with safecc and with
# ASan, runs them, writes one record line to $TMP/rec/NAME:
#   name cwe flags asan-bad asan-good safe-bad safe-good bad-runs asan-zeroed
# (tab-separated; outcomes as from outcome_of below; asan-zeroed is "-"
# unless ASan caught the bad variant and safecc did not, see recheck_zeroed)
# and its PASS/FAIL result through lib.sh's pass/fail.

# The kinds a safecc trap report may name (docs/safe-mode.md).
SAFE_KINDS=("out-of-bounds read" "out-of-bounds write" "use after free" "double free"
  "invalid free" "null pointer dereference" "pointer without capability"
  "write to read-only memory" "bad function call" "bad longjmp")

# build_variant WORLD VARIANT: the executable $D/WORLD-VARIANT (VARIANT is
# bad or good), its compiler output in $D/WORLD-VARIANT.build.
build_variant() {
  local world=$1 variant=$2 cc flags omit=OMITBAD sup=$1
  [ "$variant" = bad ] && omit=OMITGOOD
  case $world in
    safe) cc=$SAFECC flags=$SAFE_FLAGS ;;
    asan) cc=$ASAN_CC flags=$ASAN_FLAGS ;;
    asanzero) cc=$ASAN_CC flags="$ASAN_FLAGS -ftrivial-auto-var-init=zero" sup=asan ;;
  esac
  local log=$D/$world-$variant.build
  if [ ! -f "$TMP/sup/$sup/io.o" ]; then
    echo "testcasesupport/io.c does not compile in this mode (see support-$world-io)" > "$log"
    return 1
  fi
  # shellcheck disable=SC2086  # flags are words
  timeout 300 "$cc" $flags -w -I"$SUP" -DINCLUDEMAIN -D$omit "${SRCS[@]}" \
    "$TMP/sup/$sup/libjuliet.a" -o "$D/$world-$variant" > "$log" 2>&1
}

# outcome_of WORLD RC OUTFILE: one word for how a run ended:
#   ok | trap:<kind> (safecc's report and SIGABRT) | asan:<kind> (ASan's
#   report) | exit:N | signal:N | timeout | report-without-abort:RC
outcome_of() {
  local world=$1 rc=$2 out=$3 line k
  if [ "$world" = safe ] && line=$(grep -m1 -a '^safecc: safety error:' "$out"); then
    if [ "$rc" -ne 134 ]; then echo "report-without-abort:$rc"; return; fi
    line=${line#safecc: safety error: }
    for k in "${SAFE_KINDS[@]}"; do
      if [ "${line#"$k"}" != "$line" ]; then echo "trap:${k// /-}"; return; fi
    done
    echo "trap:unknown-kind"
    return
  fi
  if [ "$world" != safe ] && line=$(grep -m1 -a 'ERROR: AddressSanitizer: ' "$out"); then
    line=${line#*ERROR: AddressSanitizer: }
    line=${line%% on *}
    line=${line%%:*}
    line=${line%% (*}
    echo "asan:${line// /-}"
    return
  fi
  if [ "$rc" -eq 0 ]; then echo ok
  elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then echo timeout
  elif [ "$rc" -gt 128 ]; then echo "signal:$((rc - 128))"
  else echo "exit:$rc"; fi
}

# run_variant WORLD VARIANT: runs the executable with no input, prints its outcome.
run_variant() {
  local exe=$D/$1-$2 out=$D/$1-$2.out opts=$ASAN_OPTIONS
  # The zeroed yardstick: heap memory zero-filled like the safe world's.
  [ "$1" = asanzero ] && opts=$ASAN_OPTIONS:malloc_fill_byte=0:max_malloc_fill_size=1073741824
  (cd "$D" && ASAN_OPTIONS=$opts exec env -u ADD timeout -k 2 "$JULIET_TIMEOUT" "$exe") < /dev/null > "$out" 2>&1
  outcome_of "$1" $? "$out"
}

# uninit_only: ASan's catch disappears once memory is zeroed as in the safe world.
uninit_only() { [ "$AZ" != build ] && ! caught "$AZ"; }

caught() { case $1 in trap:*|asan:*) return 0 ;; esac; return 1; }

# input_flags: what, besides the program, decides whether a bad variant
# misbehaves: rand (rand() seeded from the clock), stdin, env (getenv).
input_flags() {
  local f=""
  grep -qE '\b(RAND32|RAND64|URAND31|URAND63|rand|globalReturnsTrueOrFalse)\(' "${SRCS[@]}" && f+="rand,"
  grep -qw stdin "${SRCS[@]}" && f+="stdin,"
  grep -qE '\b(GETENV|getenv)\(' "${SRCS[@]}" && f+="env,"
  f=${f%,}
  echo "${f:--}"
}

# run_bad: sets AB and SB, the bad variant's outcomes under ASan and safecc,
# and RUNS.  A rand()-dependent variant runs again (a second later, so the
# seed changes) on each side that has not caught yet.
run_bad() {
  RUNS=1
  [ "$AB" = build ] || AB=$(run_variant asan bad)
  [ "$SB" = build ] || SB=$(run_variant safe bad)
  [[ $FLAGS == *rand* ]] || return
  while [ "$RUNS" -lt "$JULIET_RAND_RUNS" ]; do
    local again=0
    if [ "$AB" != build ] && ! caught "$AB"; then again=1; fi
    if [ "$SB" != build ] && ! caught "$SB"; then again=1; fi
    [ $again = 1 ] || return
    sleep 1
    RUNS=$((RUNS + 1))
    if [ "$AB" != build ] && ! caught "$AB"; then AB=$(run_variant asan bad); fi
    if [ "$SB" != build ] && ! caught "$SB"; then SB=$(run_variant safe bad); fi
  done
  # ASan took the bad path and safecc's runs did not: the safe libc's rand()
  # is another generator, so give safecc up to twelve times as many seeds
  # before calling it a miss.  Some bad paths need three rand() bits to
  # agree (13% of seeds): 24 seeds miss one such test in 30,
  # 96 one in 600,000.  Only a real miss waits all 96 s (docs/juliet.md).
  while caught "$AB" && [ "$SB" != build ] && ! caught "$SB" &&
        [ "$RUNS" -lt $((12 * JULIET_RAND_RUNS)) ]; do
    sleep 1
    RUNS=$((RUNS + 1))
    SB=$(run_variant safe bad)
  done
}

# recheck_zeroed: sets AZ.  The safe world zeroes all memory, so a bad
# variant that only reads uninitialised bytes (a strncpy without its NUL
# into a larger buffer, then printf %s) stays inside its object there and
# is correct; ASan catches it only because the bytes are garbage.  When
# ASan catches and safecc does not, the bad variant is rebuilt for ASan with
# locals zeroed (-ftrivial-auto-var-init=zero) and heap blocks zero-filled:
# if ASan still catches it, safecc's miss is real (a failure); if not, it
# is counted as "uninitialised memory only".
recheck_zeroed() {
  AZ=-
  caught "$AB" && [ "$SB" != build ] && ! caught "$SB" || return
  if ! build_variant asanzero bad; then AZ=build; return; fi
  local n=1
  AZ=$(run_variant asanzero bad)
  while [[ $FLAGS == *rand* ]] && ! caught "$AZ" && [ $n -lt "$JULIET_RAND_RUNS" ]; do
    sleep 1
    n=$((n + 1))
    AZ=$(run_variant asanzero bad)
  done
}

juliet_one() {
  local base=$1 name cwe
  name=$(basename "$base")
  cwe=${name%%_*}
  cwe=${cwe#CWE}
  D=$TMP/t/$name
  mkdir -p "$D"
  ulimit -c 0
  shopt -s nullglob
  SRCS=("$base"[a-e].c)
  [ -f "$base.c" ] && SRCS=("$base.c")
  FLAGS=$(input_flags)

  local w v
  AB="" AG="" SB="" SG=""
  for w in asan safe; do
    for v in bad good; do
      if ! build_variant $w $v; then
        cp "$D/$w-$v.build" "$TMP/blog/$w/$name-$v.log"
        case $w$v in asanbad) AB=build ;; asangood) AG=build ;; safebad) SB=build ;; safegood) SG=build ;; esac
      fi
    done
  done
  run_bad
  recheck_zeroed
  [ "$AG" = build ] || AG=$(run_variant asan good)
  [ "$SG" = build ] || SG=$(run_variant safe good)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$cwe" "$FLAGS" "$AB" "$AG" "$SB" "$SG" "$RUNS" "$AZ" \
    > "$TMP/rec/$name"
  judge "$name"
}

# judge NAME: PASS or FAIL with every reason (see run-juliet-safe.sh).
judge() {
  local why=()
  [ "$SB" = build ] && why+=("bad variant does not build with safecc: $(build_excerpt safe bad)")
  [ "$SG" = build ] && why+=("good variant does not build with safecc: $(build_excerpt safe good)")
  [ "$AB" = build ] && why+=("bad variant does not build with ASan: $(build_excerpt asan bad)")
  [ "$AG" = build ] && why+=("good variant does not build with ASan: $(build_excerpt asan good)")
  if [ "$SG" != build ] && [ "$SG" != ok ]; then
    why+=("good variant fails under safecc: $SG" "$(tail -n 3 "$D/safe-good.out")")
  fi
  if caught "$AB" && [ "$SB" != build ] && ! caught "$SB" && [ "$AZ" != - ] && ! uninit_only; then
    why+=("ASan catches the bad variant ($AB; with memory zeroed: $AZ), safecc does not ($SB, $RUNS run(s), input: $FLAGS)"
          "$(tail -n 3 "$D/safe-bad.out")")
  fi
  case $SB in
    signal:*|report-without-abort:*)
      why+=("bad variant ends without a safety error under safecc: $SB" "$(tail -n 3 "$D/safe-bad.out")") ;;
    timeout)
      [ "$AB" = timeout ] || why+=("bad variant times out under safecc only (ASan: $AB)") ;;
  esac
  if [ ${#why[@]} -eq 0 ]; then
    pass "$1"
    rm -rf "$D"
  else
    fail "$1" "${why[@]}"
  fi
}

# build_excerpt WORLD VARIANT: the first lines of the compiler's complaint.
build_excerpt() {
  grep -a -m3 -E 'error|undefined reference|not compile' "$D/$1-$2.build" || head -n 3 "$D/$1-$2.build"
}
