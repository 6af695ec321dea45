#!/bin/bash
# tests/run-bash-safe.sh — GNU bash 5.3 from the shared corpus built in
# safe mode the way its users build it, checked against a gcc build of the
# same tree with bash's own test suite (behind `make test-full`;
# docs/bash.md has the current results).
#
#   build-safe  a copy of the tree, `CC=$SAFECC ./configure
#               --without-bash-malloc --disable-nls && make`
#   build-gcc   another copy, the same with CC=$REFCC (gcc)
#   config-h    the two config.h files differ only in the macros that
#               tests/bash/config_h_differences.txt lists, each with why,
#               and every macro listed there still differs
#   group-NAME  bash's tests/run-NAME (one group of its test suite, as
#               tests/run-all runs it under `make check`), run once with
#               each build: what the safe build's run prints (its diff
#               against the .right files, warnings, exit status) must be
#               what the gcc build's run prints.  A group that fails its
#               .right files with gcc too passes if the safe build fails
#               it in exactly the same way.
#
# ONLY_GROUPS="read printf" runs only those groups (for debugging one);
# KEEP_TMP=1 keeps the builds and every output (in $TMP/runs).
#
# BASH_MODE=unsafe (what tests/run-bash-unsafe.sh sets) builds the first
# tree with CC="$SAFECC -funsafe" instead, checks config.h against
# tests/bash/config_h_differences_unsafe.txt, and reports as
# run-bash-unsafe: the same suite for plain mode, where glibc's own
# headers are used (issue 23's "bash built entirely with safecc -funsafe").
#
# Groups run $JOBS at a time.  That is safe because every run gets a
# private copy of the tests directory as its working directory (tests
# create files there, e.g. glob5.sub's ./tmp/a), a private TMPDIR and
# BASH_TSTOUT, and the two builds of one group run one after the other:
# the few paths bash's tests write in /tmp without TMPDIR (redir.tests'
# /tmp/redir-test, test.tests' /tmp/test.*, run-dbg-support's
# /tmp/dbg-support.check, ...) each belong to a single group.
source "$(dirname "$0")/lib.sh"
MODE=${BASH_MODE:-safe}
case $MODE in
  safe) MODE_CC=$SAFECC; DIFFERENCES=config_h_differences.txt ;;
  unsafe) MODE_CC="$SAFECC -funsafe"; DIFFERENCES=config_h_differences_unsafe.txt ;;
  *) echo "run-bash-safe: BASH_MODE must be safe or unsafe" >&2; exit 2 ;;
esac
RUNNER=run-bash-$MODE
make_tmp "bash-$MODE"
echo "$RUNNER: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
BASH_SRC=$CORPUS/bash-5.3
HERE=$ROOT/tests/bash
if [ ! -f "$BASH_SRC/configure" ]; then
  echo "$RUNNER: no bash tree at $BASH_SRC, nothing to test"
  echo "0 passed, 0 failed"
  exit 0
fi
if cc_is_ref; then
  echo "(skipped: these checks compare safecc's safe mode with $REFCC)"
  echo "0 passed, 0 failed"
  exit 0
fi

# The two builds live in $TMP/safe and $TMP/host (the host's compiler):
# names of the same length, so that paths the tests print line up alike.
BUILDS="safe host"
declare -A BUILD_CC=([safe]=$MODE_CC [host]=$REFCC)
declare -A BUILD_RESULT=([safe]=build-$MODE [host]=build-gcc)

# Per group, at most this much CPU time per process and wall time for the
# whole run-NAME.  The slowest group (jobs, mostly sleeping) takes about
# 65 s of wall time with either build, the next ones (trap, ifs-posix)
# up to 20 s.
GROUP_CPU=${BASH_GROUP_CPU:-120}
GROUP_WALL=${BASH_GROUP_WALL:-300}

# build_bash NAME: a copy of the tree in $TMP/NAME, configured and built
# with BUILD_CC[NAME] as bash's INSTALL says, then the helper programs
# `make check` copies into tests/ (recho, zecho, printenv, xcase).
build_bash() {
  local name=$1 cc=${BUILD_CC[$1]} d=$TMP/$1 t0=$SECONDS
  # cp -a keeps the corpus's read-only modes: make the copy writable, so
  # that configure can write in it and the exit trap can remove it.  The
  # corpus was installed without its release timestamps (every file has
  # the time it was copied, configure.ac a little after configure), and
  # make would then rerun autoconf, which a user of the release never
  # needs: one time for every file gives the release's "nothing is older
  # than its sources".
  if ! { cp -a "$BASH_SRC" "$d" && chmod -R u+w "$d" &&
         find "$d" -exec touch -h -d @1700000000 {} +; }; then
    fail "${BUILD_RESULT[$name]}" "cannot copy $BASH_SRC to $d"
    return
  fi
  if (cd "$d" && CC="$cc" timeout 900 ./configure --without-bash-malloc --disable-nls &&
        timeout 1800 make -j"$JOBS" &&
        timeout 300 make recho zecho printenv xcase && cp recho zecho printenv xcase tests/) \
       > "$d/build.log" 2>&1 < /dev/null; then
    pass "${BUILD_RESULT[$name]}"
  else
    fail "${BUILD_RESULT[$name]}" "configure or make failed with CC=$cc; the end of its log:" \
      "$(tail -n 20 "$d/build.log")"
  fi
  echo "$((SECONDS - t0))" > "$TMP/$name.seconds"
}

# config_h_lines FILE: the #define and #undef lines of a config.h.
config_h_lines() {
  grep -E '^(#define|#undef|/\* #undef) ' "$1"
}

# compare_config_h: config-h, as the header comment says.
compare_config_h() {
  local list=$HERE/$DIFFERENCES
  diff <(config_h_lines "$TMP/host/config.h") <(config_h_lines "$TMP/safe/config.h") |
    sed -n -E 's,^[<>] (#define|#undef|/\* #undef) ([A-Za-z_0-9]+).*,\2,p' | sort -u > "$TMP/config_h.differing"
  sed -n -E 's/^([A-Za-z_0-9]+):.*/\1/p' "$list" | sort -u > "$TMP/config_h.listed"
  local unexplained stale
  unexplained=$(comm -23 "$TMP/config_h.differing" "$TMP/config_h.listed")
  stale=$(comm -13 "$TMP/config_h.differing" "$TMP/config_h.listed")
  if [ -z "$unexplained" ] && [ -z "$stale" ]; then
    pass config-h
    return
  fi
  local msg=() m
  for m in $unexplained; do
    msg+=("differs, but tests/bash/$DIFFERENCES does not say why: $m"
          "  gcc:  $(grep -m 1 -E "^(#define|#undef|/\* #undef) $m\b" "$TMP/host/config.h")"
          "  safe: $(grep -m 1 -E "^(#define|#undef|/\* #undef) $m\b" "$TMP/safe/config.h")")
  done
  for m in $stale; do
    msg+=("listed in tests/bash/$DIFFERENCES, but the same in both builds: $m")
  done
  fail config-h "${msg[@]}"
}

# close_inherited_fds: closes every descriptor above 2 that whoever ran
# us left open (file descriptors 10 and up are what `exec {var}>file`
# allocates, so a stray one changes the numbers the nameref and vredir
# groups print).
close_inherited_fds() {
  local fd
  for fd in /proc/self/fd/*; do
    fd=${fd##*/}
    [ "$fd" -gt 2 ] && eval "exec $fd>&-" 2> /dev/null
  done
  return 0
}

# run_group BUILD GROUP: tests/run-GROUP with BUILD's bash, in the
# environment tests/run-all and the check target of bash's Makefile give
# it (THIS_SH, BUILD_DIR, BASH_TSTOUT, TMPDIR, the tests directory first
# in PATH, /bin/sh running the script), in a private copy of the tests
# directory.  Its output, filtered, goes to $TMP/runs/BUILD/GROUP.out.
#
# The environment is otherwise only HOME (an empty directory of ours:
# interactive shells in the tests would read or write ~/.bash_history),
# LANG=C.UTF-8 (the locale both C libraries have; one that only glibc
# has would make every multibyte test differ), and TERM, USER and LOGNAME
# as we got them: nothing the runner exports (lib.sh's variables, the
# functions xargs needs) reaches the tests, whose output would show them.
#
# Standard input is a pipe that stays open and never gives a byte, like
# the terminal nobody types on that `make check` normally runs from.
# With /dev/null instead, read7.sub's `read -t 0.00001 -e` races its
# 10-microsecond timeout against the end of file, and the safe build,
# slower to start readline, loses about one time in five.
run_group() {
  local b=$TMP/$1 w=$TMP/runs/$1/$2 rc
  mkdir -p "$w/tmp"
  cp -a "$b/tests" "$w/tests"
  mkfifo "$w/stdin"
  {
    (close_inherited_fds && cd "$w/tests" &&
       cpu_limited "$GROUP_CPU" "$GROUP_WALL" env -i HOME="$TMP/home" LANG=C.UTF-8 \
         ${TERM:+TERM="$TERM"} ${USER:+USER="$USER"} ${LOGNAME:+LOGNAME="$LOGNAME"} \
         PATH=".:$b/tests:$PATH" TMPDIR="$w/tmp" BASH_TSTOUT="$w/tmp/bashtst" \
         THIS_SH="$b/bash" BUILD_DIR="$b" sh "./run-$2") < "$w/stdin" 3<&- > "$w.raw" 2>&1
    rc=$?
  } 3<> "$w/stdin"
  echo "run-$2: $(describe_status $rc)" >> "$w.raw"
  # Two filters, for what differs between any two runs of one build:
  # - the run's own directories (the build's, for THIS_SH and BUILD_DIR,
  #   and the run's, for the working directory and TMPDIR) appear in
  #   messages, with the build's name in them;
  # - an interactive shell without a terminal (`bash -i` in the
  #   execscript and history groups) says "cannot set terminal process
  #   group (N)" with its process group id.
  LC_ALL=C sed -e "s|$w|RUN_DIR|g" -e "s|$b|BUILD_DIR|g" \
    -e 's/cannot set terminal process group ([0-9]*)/cannot set terminal process group (PGID)/' \
    "$w.raw" > "$w.out"
  rm -rf "$w"
}

# test_group GROUP: group-GROUP, as the header comment says.
test_group() {
  local g=$1 s=$TMP/runs/safe/$1.out h=$TMP/runs/host/$1.out t0=$SECONDS t1
  run_group host "$g"
  t1=$SECONDS
  run_group safe "$g"
  echo "$g $((t1 - t0)) $((SECONDS - t1))" > "$TMP/runs/$g.seconds"
  if cmp -s "$s" "$h"; then
    pass "group-$g"
    return
  fi
  # A safety error's report may sit inside the run's diff against .right.
  local msg=()
  grep -q 'safecc: safety error: ' "$s" && msg+=("$(grep -o -m 3 'safecc: safety error: .*' "$s")")
  fail "group-$g" "${msg[@]}" "safe build's output (<) against gcc's (>):" \
    "$(diff "$s" "$h" | head -n 20)"
}

export GROUP_CPU GROUP_WALL
export -f run_group test_group close_inherited_fds pass fail cpu_limited describe_status

for name in $BUILDS; do build_bash "$name" & done
wait
echo "$RUNNER: build times: $MODE $(cat "$TMP/safe.seconds") s, gcc $(cat "$TMP/host.seconds") s"
if [ ! -x "$TMP/safe/bash" ] || [ ! -x "$TMP/host/bash" ]; then
  summarize "$RUNNER"
  exit 1
fi
compare_config_h

mkdir -p "$TMP/home" "$TMP/runs/safe" "$TMP/runs/host"
# The groups tests/run-all runs: every run-* but itself and the two it skips.
groups=()
for f in "$TMP/host/tests"/run-*; do
  g=${f##*/run-}
  case $g in all|minimal|gprof|*.orig|*~) continue ;; esac
  groups+=("$g")
done
[ -n "$ONLY_GROUPS" ] && read -r -a groups <<< "$ONLY_GROUPS"
t0=$SECONDS
printf '%s\n' "${groups[@]}" | xargs -P "$JOBS" -I{} bash -c 'test_group "$1"' _ {}
echo "$RUNNER: ${#groups[@]} groups in $((SECONDS - t0)) s"
summarize "$RUNNER"
