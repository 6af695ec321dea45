#!/bin/bash
# tests/run-libc.sh — the safe libc (libc/).
#
# 1. Host harness (needs only gcc): libc/ built by gcc against its own
#    headers with every symbol renamed sc_<name> (tests/libc/build-host.sh),
#    then compared call by call with the host glibc:
#      printf_cmp  ~130,000 snprintf format/value combinations, byte-exact
#      strtod_cmp  ~290,000 strtod/strtof/strtold inputs, bit-exact
#      scanf_cmp   ~21,600 sscanf conversions: result, %n and stored values
#      math_cmp    math functions: exact ones bit-exact, others <= 1 ulp
#      complex_cmp  complex.h: <= 4 ulps normwise (cpow 32), Annex G special values
#      time_cmp    gmtime_r, timegm, strftime (every conversion);
#                  strftime and wcsftime with every conversion character,
#                  flag, width and modifier over random struct tm values,
#                  and every buffer size for sampled formats; time
#                  zones: tzset's globals, localtime_r, mktime, strftime
#                  %Z %z %s in 44 zones (TZif files and TZ strings) at
#                  random times in 1900-2100 and at every transition in
#                  1970-2040 (zones from files need /usr/share/zoneinfo)
#      glob_cmp    glob, fnmatch, dirname, basename
#      strerror_cmp  every error message
#      locale_cmp  setlocale and newlocale names, nl_langinfo, every code
#                  point through wctype.h, towupper/towlower, wcwidth and
#                  wcrtomb (also with a uselocale locale unlike the global
#                  one, and the *_l forms), mbrtowc on every sequence of up
#                  to 3 bytes (sampled up to 6), the ctype.h *_l forms
#      regex_cmp   regcomp/regexec on ~210,000 random patterns
#      roundtrip_cmp  a million random doubles through snprintf("%.17g")
#                  (glibc's text) and strtod (the same bits)
#      search_cmp  <search.h>: ~2 M random tsearch/tfind/tdelete with the
#                  same answers and twalk order, hcreate_r's sizes,
#                  hsearch_r, lfind/lsearch, insque/remque
#      iconv_cmp   iconv between every pair of its character sets, plain,
#                  //TRANSLIT and //IGNORE, in both locales: ~390,000 random
#                  inputs fed in pieces into small buffers, with resets
#                  (result, errno, both pointers, output bytes of each
#                  call); every code point through //TRANSLIT; ~40,000
#                  spellings of the names
#      random_cmp  random(3) bit for bit: srandom's sequences for ~3,000
#                  seeds, initstate with every generator and its state
#                  bytes, setstate switching, the _r forms
#      wcsn_cmp    mbsnrtowcs and wcsnrtombs in both locales: every source
#                  limit and output size, whole strings in chunks
#      wcscase_cmp  wcscasecmp, wcsncasecmp and their _l forms on ~800,000
#                  random pairs of wide strings, both locales, every n
#    and every tests/c/*.c program that only needs libc, linked with it.
# 2. Safe mode: libc/ built by $SAFECC -fsafe into a private libc.a; each
#    tests/libc/*.c is built by $SAFECC -fsafe against it and by gcc
#    against glibc; both must exit alike and print the same bytes.
#    Each tests/libc/traps/NAME.c must trap with the kind and at the place
#    it declares (// expect:, // expect-at:), and its good twin NAME_ok.c
#    must behave like its gcc build.
#
# Usage: tests/run-libc.sh [--no-host] [--no-safe]
source "$(dirname "$0")/lib.sh"
DO_HOST=1 DO_SAFE=1
for a in "$@"; do
  case $a in
    --no-host) DO_HOST=0 ;;
    --no-safe) DO_SAFE=0 ;;
    *) echo "usage: $0 [--no-host] [--no-safe]" >&2; exit 2 ;;
  esac
done
make_tmp libc
echo "run-libc: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
[ -d /usr/share/zoneinfo ] ||
  echo "run-libc: /usr/share/zoneinfo is missing (install tzdata): the time-zone checks that need its files are skipped"
H=$ROOT/tests/libc/host

# run_check NAME CMD...: a check that passes when CMD exits 0.
run_check() {
  local name=$1; shift
  if "$@" > "$TMP/$name.log" 2>&1; then
    pass "$name"
  else
    fail "$name" "$(tail -n 15 "$TMP/$name.log")"
  fi
}

# Programs in tests/c that need more than libc (threads, the runtime's
# setjmp, gcc's int128 helpers, directives of run-c.sh) are not run here;
# besides this list, any file that includes <setjmp.h>.
HOST_SKIP=" atomic tls setjmp static_assert int128 register_temporaries builtin attribute pp_flags pp_include pp_macro align "

host_tests() {
  if ! "$ROOT/tests/libc/build-host.sh" "$TMP/host" > "$TMP/host-build.log" 2>&1; then
    fail host-build "$(first_lines "$TMP/host-build.log")"
    return
  fi
  pass host-build
  local t
  for t in printf_cmp strtod_cmp roundtrip_cmp scanf_cmp math_cmp complex_cmp time_cmp glob_cmp strerror_cmp locale_cmp regex_cmp search_cmp iconv_cmp random_cmp wcsn_cmp wcscase_cmp; do
    if gcc -std=gnu11 -O1 -w -fno-builtin -no-pie -o "$TMP/$t" "$H/$t.c" "$TMP/host/libc-host.o" -lquadmath -lm \
        > "$TMP/$t.build" 2>&1; then
      run_check "host-$t" env TZ=UTC timeout 600 "$TMP/$t" &
    else
      fail "host-$t" "$(first_lines "$TMP/$t.build")"
    fi
  done
  gcc -c -o "$TMP/start.o" "$H/start.c" || return
  mkdir -p "$TMP/hc"
  local f n
  for f in "$ROOT"/tests/c/*.c; do
    n=$(basename "$f" .c)
    case $HOST_SKIP in *" $n "*) continue ;; esac
    grep -q '^#include <setjmp.h>' "$f" && continue
    if (cd "$ROOT/tests/c" && gcc -std=gnu11 -w -O0 -ffreestanding -fno-builtin -nostdinc \
          -fno-pic -fno-stack-protector -I"$ROOT/include" -I"$ROOT/libc/include" \
          -c "$n.c" -o "$TMP/hc/$n.o") > "$TMP/hc/$n.log" 2>&1 &&
       objcopy --prefix-symbols=sc_ "$TMP/hc/$n.o" "$TMP/hc/$n.sc.o" &&
       gcc -no-pie -o "$TMP/hc/$n" "$TMP/hc/$n.sc.o" "$TMP/start.o" "$TMP/host/libc-host.o" -lm \
          >> "$TMP/hc/$n.log" 2>&1; then
      (cd "$ROOT/tests/c" && timeout 10 "$TMP/hc/$n") > "$TMP/hc/$n.out" 2>&1 < /dev/null
      local rc=$?
      if [ $rc -eq 0 ] && [ ! -s "$TMP/hc/$n.out" ]; then
        pass "host-c-$n"
      else
        fail "host-c-$n" "$(describe_status $rc)" "$(first_lines "$TMP/hc/$n.out")"
      fi
    else
      fail "host-c-$n" "build failed" "$(first_lines "$TMP/hc/$n.log")"
    fi
  done
  wait  # for the comparison programs started above
}

# A private copy of the compiler that finds our headers and a libc.a built
# from the current libc/ sources (the driver looks for build/lib/ beside
# itself and for libc/include beside its include/).
setup_safe_cc() {
  local cc=$TMP/scc
  mkdir -p "$cc/build/lib" "$TMP/safeobj"
  cp "${SAFECC_ORIG:-$SAFECC}" "$cc/safecc" || return 1
  ln -s "$ROOT/include" "$cc/include"
  ln -s "$ROOT/libc" "$cc/libc"
  local rt=$ROOT/build/lib/libsafecc-rt.a
  if [ ! -f "$rt" ]; then
    (cd "$ROOT" && make build/lib/libsafecc-rt.a) > "$TMP/rt-build.log" 2>&1 || return 1
  fi
  cp "$rt" "$cc/build/lib/"
  local objs=() f o
  for f in "$ROOT"/libc/src/*/*.c; do
    o=$TMP/safeobj/$(basename "$(dirname "$f")")_$(basename "$f" .c).o
    "$cc/safecc" -fsafe -I"$ROOT/libc/src" -c -o "$o" "$f" >> "$TMP/safe-build.log" 2>&1 ||
      { echo "failed: $f" >> "$TMP/safe-build.log"; return 1; }
    objs+=("$o")
  done
  ar rcs "$cc/build/lib/libc.a" "${objs[@]}"
  SCC=$cc/safecc
}

# safe_vs_gcc SRC: the program SRC built by safe mode and by gcc, same
# exit status and output.
safe_vs_gcc() {
  local src=$1 n d=$TMP/sg
  n=$(basename "$src" .c)
  mkdir -p "$d"
  if ! "$SCC" -fsafe -o "$d/$n.safe" "$src" -lm > "$d/$n.build" 2>&1; then
    fail "safe-$n" "safe build failed" "$(first_lines "$d/$n.build")"
    return
  fi
  if ! gcc -std=gnu11 -w -o "$d/$n.gcc" "$src" -lm > "$d/$n.gbuild" 2>&1; then
    fail "safe-$n" "gcc build failed" "$(first_lines "$d/$n.gbuild")"
    return
  fi
  (cd "$d" && timeout 120 "./$n.safe" > "$n.safe.out" 2> "$n.safe.err" < /dev/null)
  local rs=$?
  (cd "$d" && timeout 120 "./$n.gcc" > "$n.gcc.out" 2> "$n.gcc.err" < /dev/null)
  local rg=$?
  if [ $rs -ne $rg ]; then
    fail "safe-$n" "exit: safe $(describe_status $rs), gcc $(describe_status $rg)" \
      "$(first_lines "$d/$n.safe.err")"
  elif ! cmp -s "$d/$n.safe.out" "$d/$n.gcc.out"; then
    fail "safe-$n" "stdout differs from gcc's (< safe, > gcc):" \
      "$(diff "$d/$n.safe.out" "$d/$n.gcc.out" | head -n 20)"
  elif ! cmp -s "$d/$n.safe.err" "$d/$n.gcc.err"; then
    fail "safe-$n" "stderr differs from gcc's:" \
      "$(diff "$d/$n.safe.err" "$d/$n.gcc.err" | head -n 20)"
  else
    pass "safe-$n"
  fi
}

# safe_trap NAME: tests/libc/traps/NAME.c must trap with the kind of its
# `// expect:` line, at the place of its `// expect-at:` line (lib.sh's
# trap_place_is), and its twin NAME_ok.c must run like gcc's build.  The
# program is compiled from its directory, so a trap in it is reported
# at NAME.c:LINE:COL.
safe_trap() {
  local n=$1 dir=$ROOT/tests/libc/traps d=$TMP/traps
  mkdir -p "$d"
  local kind at line
  kind=$(sed -n 's|^// expect: *||p' "$dir/$n.c" | head -n 1)
  at=$(expect_at_of "$dir/$n.c")
  if [ -z "$at" ]; then
    fail "trap-$n" "no // expect-at: line in $n.c"
    return
  fi
  if [ ! -f "$dir/${n}_ok.c" ]; then
    fail "trap-$n" "no good twin ${n}_ok.c"
    return
  fi
  if ! (cd "$dir" && "$SCC" -fsafe -o "$d/$n" "$n.c") > "$d/$n.build" 2>&1; then
    fail "trap-$n" "safe build failed" "$(first_lines "$d/$n.build")"
    return
  fi
  (cd "$d" && timeout 60 "./$n" > /dev/null 2> "$n.err" < /dev/null) 2> /dev/null
  local rc=$?
  line=$(head -n 1 "$d/$n.err")
  if [ $rc -ne 134 ] || [[ $line != "safecc: safety error: $kind"* ]]; then
    fail "trap-$n" "expected \"$kind\" and status 134, got $(describe_status $rc)" \
      "$(first_lines "$d/$n.err")"
  elif ! trap_place_is "$line" "$at"; then
    fail "trap-$n" "expected the trap at $at, got it at $(trap_place "$line")" "$line"
  else
    pass "trap-$n"
  fi
}

safe_tests() {
  if [ "$(cc_is_ref && echo ref)" = ref ]; then
    echo "(safe mode skipped: the compiler under test is gcc)"
    return
  fi
  if ! setup_safe_cc; then
    fail safe-build "building libc/ with -fsafe failed" "$(tail -n 15 "$TMP/safe-build.log" "$TMP/rt-build.log" 2>/dev/null)"
    return
  fi
  pass safe-build
  local f
  for f in "$ROOT"/tests/libc/*.c "$ROOT"/tests/libc/traps/*_ok.c; do
    safe_vs_gcc "$f"
  done
  for f in "$ROOT"/tests/libc/traps/*.c; do
    case $f in *_ok.c) continue ;; esac
    safe_trap "$(basename "$f" .c)"
  done
}

# The two halves share nothing but $TMP/results: run them side by side.
[ $DO_HOST = 1 ] && host_tests &
[ $DO_SAFE = 1 ] && safe_tests &
wait
summarize run-libc
