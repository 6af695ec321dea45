#!/bin/bash
# tests/run-chibicc.sh — chibicc's language test suite (test/*.c), used in
# place from the shared corpus.
#
# Each test/X.c is compiled by the compiler under test from the directory
# that holds test/, as chibicc's own Makefile does (so __FILE__ is
# "test/X.c" and the relative includes resolve), with -Itest -I. ; it is then
# linked twice: with test/common compiled by the compiler under test, and
# with test/common compiled by gcc (an ABI check).  Exit status 0 = pass.
#
# Nothing is written into the corpus: the runner builds a mirror directory
# in a temp dir whose test/ holds symbolic links to the corpus files, and
# for the few files that need it, a filtered copy (see EXCLUDE).
source "$(dirname "$0")/lib.sh"

SUITE=$CORPUS/chibicc-test

# Lines left out of a test file.  Every entry is a line that gcc fails too
# (it does not compile, or the assertion fails at run time with gcc): they
# test chibicc's own dialect or stack layout, not C.  Format, one per line:
#   file @@ lines @@ exact text of the first line (trimmed) @@ reason
# "lines" is how many lines to drop starting at the match (1 for one
# assertion).  An entry that matches nothing is reported as a failure.
# `tests/run-chibicc.sh --verify-exclusions` checks the list: for each entry
# it keeps that line (dropping the others), builds with gcc and a test/common
# whose assert does not exit, and requires gcc to fail it (compile error,
# "expected but got", or a crash).
EXCLUDE=$(cat <<'EOF'
alignof.c @@ 1 @@ ASSERT(1, ({ _Alignas(char) char x, y; &y-&x; })); @@ distance between two locals: stack layout is unspecified
alignof.c @@ 1 @@ ASSERT(8, ({ _Alignas(long) char x, y; &y-&x; })); @@ distance between two locals
alignof.c @@ 1 @@ ASSERT(32, ({ _Alignas(32) char x, y; &y-&x; })); @@ distance between two locals
alignof.c @@ 1 @@ ASSERT(32, ({ _Alignas(32) int *x, *y; ((char *)&y)-((char *)&x); })); @@ distance between two locals
alloca.c @@ 1 @@ ASSERT(16, p1 - p2); @@ distance between two alloca blocks is unspecified
alloca.c @@ 1 @@ ASSERT(16, p3 - p4); @@ distance between two alloca blocks is unspecified
bitfield.c @@ 1 @@ ASSERT(4, sizeof(struct {int a:3; int c:1; int c:5;})); @@ duplicate member name: a constraint violation
builtin.c @@ 1 @@ ASSERT(1, __builtin_types_compatible_p(double (*)(...), double (*)(...))); @@ (...) without a named parameter is C23, not C11
builtin.c @@ 1 @@ ASSERT(0, __builtin_types_compatible_p(double (*)(...), double (*)(void))); @@ (...) without a named parameter is C23
compat.c @@ 3 @@ _Noreturn noreturn_fn(int restrict x) { @@ restrict on a non-pointer parameter: a constraint violation
constexpr.c @@ 1 @@ double g41 = 0.0 ? 55 : (0, 1 + 1 * 5.0 / 2 * (double)2 * (int)2.0); @@ a comma operator in a static initializer is not a constant expression
constexpr.c @@ 1 @@ ASSERT(1, g41==11); @@ uses g41 above
constexpr.c @@ 1 @@ ASSERT(8, ({ char x[(int*)0+2]; sizeof(x); })); @@ pointer as an array size: a constraint violation
constexpr.c @@ 1 @@ ASSERT(12, ({ char x[(int*)16-1]; sizeof(x); })); @@ pointer as an array size
control.c @@ 1 @@ ASSERT(5, ({ int i=2, j=3; (i=5,j)=6; i; })); @@ a comma expression is not an lvalue in C
control.c @@ 1 @@ ASSERT(6, ({ int i=2, j=3; (i=5,j)=6; j; })); @@ a comma expression is not an lvalue in C
float.c @@ 1 @@ ASSERT(-2147483648, (double)(unsigned long)(long)-1); @@ ASSERT converts 1.8e19 to int: undefined behaviour
function.c @@ 1 @@ int vsprintf(char *buf, char *fmt, va_list ap); @@ conflicts with test.h's declaration (chibicc's own va_list)
function.c @@ 1 @@ *ap = *(__va_elem *)__va_area__; @@ __va_area__ is chibicc's internal va_list implementation
function.c @@ 1 @@ { char buf[100]; fmt(buf, "%d %d %s", 1, 2, "foo"); printf("%s\n", buf); } @@ needs __va_area__
function.c @@ 1 @@ ASSERT(0, ({ char buf[100]; fmt(buf, "%d %d %s", 1, 2, "foo"); strcmp("1 2 foo", buf); })); @@ needs __va_area__
function.c @@ 1 @@ ASSERT(0, ({ char buf[100]; fmt(buf, "%.1f", (float)3.5); strcmp(buf, "3.5"); })); @@ needs __va_area__
function.c @@ 1 @@ ASSERT(3, inline_fn()); @@ C99 inline without extern provides no external definition; gcc calls the missing one
generic.c @@ 1 @@ ASSERT(4, _Generic(100f, double: 1, int *: 2, int: 3, float: 4)); @@ 100f is not a valid C constant
initializer.c @@ 1 @@ ASSERT(0, strcmp(g22+3, "foobar")); @@ &g17-3 points outside the object: undefined behaviour
initializer.c @@ 1 @@ ASSERT(4, sizeof(g65)); @@ sizeof of a struct with an initialized flexible array member (chibicc counts the initializer)
initializer.c @@ 1 @@ ASSERT(7, sizeof(g66)); @@ same as above
initializer.c @@ 1 @@ ASSERT(3, ({ int x[2][3]={1,2,3,4,5,6,[0]={7,8},9,10}; x[0][2]; })); @@ C11 6.7.9p19: [0]={7,8} replaces the whole subobject
line.c @@ 1 @@ ASSERT(501, __LINE__); @@ chibicc off by one: after #line 500 the next line is 500
line.c @@ 1 @@ ASSERT(801, __LINE__); @@ off by one, as above
line.c @@ 1 @@ ASSERT(2, __LINE__); @@ off by one, as above
line.c @@ 1 @@ ASSERT(201, __LINE__); @@ off by one, as above (GNU linemarker)
line.c @@ 1 @@ ASSERT(0, strcmp(__FILE__, "xyz")); @@ linemarker with flag 2 (return to a file never entered): gcc ignores it
literal.c @@ 1 @@ ASSERT(8, sizeof(18446744073709551615)); @@ a decimal constant too big for long long has no standard type (gcc: __int128)
literal.c @@ 1 @@ ASSERT(-1, 18446744073709551615>>63); @@ same: the type decides the shift (gcc: __int128)
literal.c @@ 1 @@ ASSERT(4, sizeof(8f)); @@ 8f is not a valid C constant
macro.c @@ 1 @@ #include M13 > @@ "< include4.h" with a space: implementation-defined header name, gcc looks for " include4.h"
macro.c @@ 1 @@ ASSERT(4, foo); @@ depends on the #include above
pointer.c @@ 1 @@ ASSERT(5, ({ int x=3; int y=5; *(&x+1); })); @@ stack layout: y after x
pointer.c @@ 1 @@ ASSERT(3, ({ int x=3; int y=5; *(&y-1); })); @@ stack layout
pointer.c @@ 1 @@ ASSERT(5, ({ int x=3; int y=5; *(&x-(-1)); })); @@ stack layout
pointer.c @@ 1 @@ ASSERT(7, ({ int x=3; int y=5; *(&x+1)=7; y; })); @@ stack layout
pointer.c @@ 1 @@ ASSERT(7, ({ int x=3; int y=5; *(&y-2+1)=7; x; })); @@ stack layout
sizeof.c @@ 1 @@ ASSERT(1, sizeof(signed char signed)); @@ duplicate signed: a constraint violation
sizeof.c @@ 1 @@ ASSERT(1, sizeof(unsigned char unsigned)); @@ duplicate unsigned
sizeof.c @@ 1 @@ ASSERT(4, sizeof(signed signed)); @@ duplicate signed
sizeof.c @@ 1 @@ ASSERT(4, sizeof(unsigned unsigned)); @@ duplicate unsigned
sizeof.c @@ 1 @@ ASSERT(4, sizeof(1f+2)); @@ 1f is not a valid C constant
sizeof.c @@ 1 @@ ASSERT(4, sizeof(1f-2)); @@ 1f is not a valid C constant
sizeof.c @@ 1 @@ ASSERT(4, sizeof(1f*2)); @@ 1f is not a valid C constant
sizeof.c @@ 1 @@ ASSERT(4, sizeof(1f/2)); @@ 1f is not a valid C constant
tls.c @@ 1 @@ #include <stdio.h> @@ test.h declares printf(char *, ...), which conflicts with stdio.h
typedef.c @@ 1 @@ ASSERT(1, ({ typedef int t; t t=1; t; })); @@ t redeclared in the same scope: a constraint violation
unicode.c @@ 1 @@ ASSERT(62307, u'🍣'); @@ a char16_t constant cannot hold U+1F363 (implementation-defined)
variable.c @@ 1 @@ ASSERT(7, ({ int x; int y; char z; char *a=&y; char *b=&z; b-a; })); @@ stack layout
variable.c @@ 1 @@ ASSERT(1, ({ int x; char y; int z; char *a=&y; char *b=&z; b-a; })); @@ stack layout
EOF
)

# MODE=safe runs the suite in safe mode (-fsafe): test/common is built by
# the compiler under test only (a gcc-built common belongs to the other
# world), and these assertions are left out because safe mode must trap on
# them (DESIGN §3-§4) while gcc happens to pass them:
SAFE_EXCLUDE=$(cat <<'EOF'
cast.c @@ 1 @@ ASSERT(5, ({ int x=5; long y=(long)&x; *(int*)y; })); @@ a pointer made from an integer has no capability
initializer.c @@ 1 @@ ASSERT(1, *(int *)g29); @@ a pointer made from an integer has no capability
alloca.c @@ 1 @@ ASSERT(16, p2 - p3); @@ distance between two alloca blocks, which are separate objects in safe mode
EOF
)
# and these files are not built in safe mode:
declare -A SAFE_SKIP=(
  [asm]="safe mode refuses inline assembly"
)
MODE=${MODE:-unsafe}
case $MODE in
  safe) MODE_FLAGS=-fsafe; COMMONS="cc" ;;
  *) MODE_FLAGS=-funsafe; COMMONS="cc gcc" ;;
esac
export MODE_FLAGS COMMONS

# Extra flags for the compiler (both compilers, every build of the file).
declare -A FLAGS=(
  [commonsym]="-fcommon"  # tentative definitions merge with common's definitions
  [atomic]="-pthread"
  [tls]="-pthread"
)

make_tmp chibicc
mkdir -p "$TMP/tree/test" "$TMP/obj"
for f in "$SUITE"/test/*; do ln -s "$f" "$TMP/tree/test/"; done

# drop_lines FILE N TEXT: FILE without the N lines starting at the line
# whose trimmed text is TEXT, on stdout; exit status 3 if none matched.
drop_lines() {
  TEXT=$3 N=$2 awk '
    BEGIN { skip = 0; found = 0 }
    skip > 0 { skip--; next }
    { t = $0; sub(/^[ \t]+/, "", t); sub(/[ \t]+$/, "", t) }
    t == ENVIRON["TEXT"] { skip = ENVIRON["N"] - 1; found = 1; next }
    { print }
    END { if (!found) exit 3 }' "$1"
}

# verify_exclusions: every EXCLUDE entry must be an assertion gcc fails.
verify_exclusions() {
  local d=$TMP/verify
  mkdir -p "$d"
  sed 's/exit(1);//' "$SUITE/test/common" > "$d/common.c"
  "$REFCC" -c -o "$d/common.o" "$d/common.c" || return 1
  local n=0 entry
  while IFS= read -r entry; do
    [ -z "$entry" ] && continue
    n=$((n + 1))
    local file m=0 other
    file=$(echo "$entry" | awk -F' @@ ' '{print $1}')
    rm -rf "$d/tree"; mkdir -p "$d/tree/test"
    for f in "$SUITE"/test/*; do ln -s "$f" "$d/tree/test/"; done
    rm "$d/tree/test/$file"; cp "$SUITE/test/$file" "$d/tree/test/$file"
    while IFS= read -r other; do
      [ -z "$other" ] && continue
      m=$((m + 1))
      [ $m -eq $n ] && continue
      [ "$(echo "$other" | awk -F' @@ ' '{print $1}')" = "$file" ] || continue
      drop_lines "$d/tree/test/$file" "$(echo "$other" | awk -F' @@ ' '{print $2}')" \
        "$(echo "$other" | awk -F' @@ ' '{print $3}')" > "$d/x"
      mv "$d/x" "$d/tree/test/$file"
    done <<< "$EXCLUDE"
    local b=${file%.c}
    if ! (cd "$d/tree" && "$REFCC" -w ${FLAGS[$b]} -pthread -Itest -I. -o "$d/t" "test/$file" "$d/common.o") \
         > /dev/null 2>&1; then
      pass "verify-$n"
      continue
    fi
    { (cd "$d/tree" && timeout 10 "$d/t") > "$d/out" 2>&1; } 2> /dev/null
    local rc=$?
    if [ $rc -gt 128 ] || grep -q "expected but got" "$d/out"; then
      pass "verify-$n"
    else
      fail "verify-$n" "gcc passes this excluded line, so it must not be excluded:" "$entry"
    fi
  done <<< "$EXCLUDE"
}

# Apply EXCLUDE: replace the link by a filtered copy.
apply_exclusions() {
  local file n text reason list=$EXCLUDE
  [ "$MODE" = safe ] && list=$(printf '%s\n%s\n' "$EXCLUDE" "$SAFE_EXCLUDE")
  while IFS= read -r entry; do
    [ -z "$entry" ] && continue
    file=$(echo "$entry" | awk -F' @@ ' '{print $1}')
    n=$(echo "$entry" | awk -F' @@ ' '{print $2}')
    text=$(echo "$entry" | awk -F' @@ ' '{print $3}')
    local dst=$TMP/tree/test/$file
    [ -L "$dst" ] && { cp "$SUITE/test/$file" "$dst.tmp"; rm "$dst"; mv "$dst.tmp" "$dst"; }
    drop_lines "$dst" "$n" "$text" > "$dst.new"
    if [ $? -eq 3 ]; then
      fail "exclusion-list" "EXCLUDE entry matches nothing in $file: $text"
    fi
    mv "$dst.new" "$dst"
  done <<< "$list"
}

build_common() {
  cp "$SUITE/test/common" "$TMP/common.c"
  (cd "$TMP" && timeout 120 "$SAFECC" $MODE_FLAGS -c -o common.cc.o common.c) > "$TMP/common.cc.log" 2>&1 ||
    fail "common.cc" "test/common does not compile with $SAFECC" "$(first_lines "$TMP/common.cc.log")"
  (cd "$TMP" && "$REFCC" -c -o common.gcc.o common.c) > "$TMP/common.gcc.log" 2>&1 ||
    fail "common.gcc" "test/common does not compile with gcc" "$(first_lines "$TMP/common.gcc.log")"
}

run_one() {
  local name=$1 flags=$2 obj=$TMP/obj/$1.o
  (cd "$TMP/tree" && timeout 120 "$SAFECC" $MODE_FLAGS -Itest -I. $flags -c -o "$obj" "test/$name.c") \
    > "$TMP/obj/$name.build" 2>&1
  local rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name" "compile failed ($(describe_status $rc))" "$(first_lines "$TMP/obj/$name.build")"
    return
  fi
  local which
  for which in $COMMONS; do
    local id=$name.common-$which exe=$TMP/obj/$name.$which
    if [ ! -f "$TMP/common.$which.o" ]; then
      fail "$id" "test/common was not built by $which"
      continue
    fi
    (cd "$TMP/tree" && timeout 60 "$SAFECC" $MODE_FLAGS $flags -o "$exe" "$obj" "$TMP/common.$which.o") \
      > "$exe.link" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
      fail "$id" "link failed ($(describe_status $rc))" "$(first_lines "$exe.link")"
      continue
    fi
    (cd "$TMP/tree" && timeout 10 "$exe") > "$exe.out" 2>&1 < /dev/null
    rc=$?
    if [ $rc -ne 0 ]; then
      fail "$id" "run failed ($(describe_status $rc)); last lines:" "$(tail -n 3 "$exe.out")"
    else
      pass "$id"
    fi
  done
}

export -f run_one pass fail describe_status first_lines

if [ "$1" = --verify-exclusions ]; then
  echo "run-chibicc: verifying that gcc fails every excluded line"
  verify_exclusions
  summarize run-chibicc-exclusions
  exit
fi
echo "run-chibicc: compiler under test: ${SAFECC_ORIG:-$SAFECC}; mode: $MODE"
if [ ! -d "$SUITE/test" ]; then
  echo "chibicc-test not found at $SUITE"
  echo "0 passed, 1 failed"
  exit 1
fi
apply_exclusions
build_common
for f in "$SUITE"/test/*.c; do
  name=$(basename "$f" .c)
  if [ "$MODE" = safe ] && [ -n "${SAFE_SKIP[$name]}" ]; then
    echo "run-chibicc: $name not run in safe mode: ${SAFE_SKIP[$name]}" >&2
    continue
  fi
  echo "$name:${FLAGS[$name]}"
done | xargs -P "$JOBS" -I{} bash -c 'run_one "${1%%:*}" "${1#*:}"' _ {}
summarize run-chibicc
