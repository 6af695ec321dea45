#!/bin/bash
# tests/run-driver.sh — end-to-end checks of the compiler driver: multi-file
# builds, -c/-S/-E/-o, stdin, .s/.S inputs, objects mixed with gcc's both
# ways, archives, -shared/-static/-pie, -D/-U/-include/-I, diagnostics and
# exit statuses, -fsyntax-only, --version/--help, dependency output (-M...)
# compared with gcc's, removal of temporary files, our own headers, make
# install/uninstall, and a CMake project (when cmake is there: run-all.sh's
# minimum of 58 counts the run without it).
# (Written by the driver helper as its e2e check; adopted here.)
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=-funsafe
make_tmp driver
echo "run-driver: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
if cc_is_ref; then
  echo "(skipped: these checks are about safecc's own driver)"
  echo "0 passed, 0 failed"
  exit 0
fi
S=$SAFECC
export TMPDIR=$TMP/tmpdir
W=$TMP/work
mkdir -p "$TMPDIR" "$W/sub"
cd "$W" || exit 1

# pass/fail need unique file names: number the checks in order.
n_checks=0
# result_name NAME sets RNAME (no subshell, so the counter survives).
result_name() {
  n_checks=$((n_checks + 1))
  RNAME=$(printf '%02d-%s' "$n_checks" "$(echo "$1" | tr -c 'A-Za-z0-9.=-' '_')")
}
check() {
  local name=$1; shift
  result_name "$name"
  if "$@" > "$TMP/check.log" 2>&1; then
    pass "$RNAME"
  else
    fail "$RNAME" "command: $*" "$(first_lines "$TMP/check.log")"
  fi
}


cat > main.c <<'X'
#include <stdio.h>
#include "lib.h"
int main(void) { printf("%d\n", add(2, 3)); return add(1, 1) == 2 ? 0 : 1; }
X
cat > lib.h <<'X'
int add(int a, int b);
X
cat > lib.c <<'X'
#include "lib.h"
int add(int a, int b) { return a + b; }
X
cat > asm.s <<'X'
	.text
	.globl twice
twice:
	lea (%rdi,%rdi), %eax
	ret
	.section .note.GNU-stack,"",@progbits
X
cat > cpp.S <<'X'
#define NAME thrice
	.text
	.globl NAME
NAME:
	lea (%rdi,%rdi,2), %eax
	ret
	.section .note.GNU-stack,"",@progbits
X
cat > useasm.c <<'X'
int twice(int); int thrice(int);
int main(void) { return twice(3) == 6 && thrice(3) == 9 ? 0 : 1; }
X

check "multi-file link" $S main.c lib.c -o prog
check "run prog" sh -c './prog | grep -qx 5'
check "-c" $S -c lib.c
check "-c makes lib.o" test -f lib.o
check "-c -o" $S -c main.c -o sub/m.o
check "link objects" $S sub/m.o lib.o -o prog2
check "run prog2" ./prog2
check "-S" $S -S lib.c
check "-S makes lib.s" grep -q add lib.s
check "-S -o -" sh -c "$S -S lib.c -o - | grep -q add"
# __builtin_prefetch is an instruction, gcc's for each locality, in both modes.
cat > pf.c <<'X'
void f(char *p) { __builtin_prefetch(p, 0, 0); __builtin_prefetch(p, 1, 1); __builtin_prefetch(p, 0, 2); __builtin_prefetch(p); }
X
for m in -fsafe -funsafe; do
  check "__builtin_prefetch $m" sh -c "$S $m -S pf.c -o - | grep -o 'prefetch[a-z0-9]*' | tr '\\n' ' ' | grep -qx 'prefetchnta prefetcht2 prefetcht1 prefetcht0 '"
done
check "-E" sh -c "$S -E main.c | grep -q 'int add'"
check "-E -o" sh -c "$S -E main.c -o pp.i && grep -q 'int add' pp.i"
# Both libraries have <threads.h> (the safe libc's, glibc's): neither
# mode says __STDC_NO_THREADS__.
check "-fsafe leaves __STDC_NO_THREADS__ undefined" sh -c "echo __STDC_NO_THREADS__ | $S -fsafe -E - | grep -qx __STDC_NO_THREADS__"
check "-funsafe leaves __STDC_NO_THREADS__ to glibc" sh -c "echo __STDC_NO_THREADS__ | $S -E - | grep -qx __STDC_NO_THREADS__"
check "stdin -E" sh -c "echo 'FOO' | $S -E -DFOO=bar - | grep -q bar"
check "stdin -x c" sh -c "echo 'int main(void){return 7;}' | $S -x c - -o st; ./st; test \$? = 7"
check ".s and .S inputs" $S useasm.c asm.s cpp.S -o ua
check "run ua" ./ua
check "gcc object" sh -c "gcc -c lib.c -o glib.o && $S main.c glib.o -o p3 && ./p3"
check "gcc links ours" sh -c "$S -c main.c -o om.o && gcc om.o lib.o -o p4 && ./p4"
check "archive" sh -c "ar rcs libadd.a lib.o && $S main.c -L. -ladd -o p5 && ./p5 && $S main.c libadd.a -o p6 && ./p6"
check "shared" sh -c "$S -shared -fPIC lib.c -o libadd.so && $S main.c -L. -ladd -Wl,-rpath,$W -o p7 && ./p7"
check "shared used by gcc" sh -c "gcc main.c -L. -ladd -Wl,-rpath,$W -o p8 && ./p8"
check "-static" sh -c "$S -static main.c lib.c -o p9 && ./p9 && file p9 | grep -q 'statically linked'"
check "-pie" sh -c "$S -pie main.c lib.c -o p10 && ./p10 && file p10 | grep -qi 'pie'"
check "-D -U" sh -c "echo 'A B' | $S -E -DA=1 -DB -UB - | grep -q '1 B'"
check "-D function-like" sh -c "echo 'F(3)' | $S -E '-DF(x)=(x+1)' - | grep -q '(3+1)'"
check "-include" sh -c "echo 'int z = ADDED;' > inc.h.in; echo '#define ADDED 42' > inc.h; echo 'int main(void){return ADDED;}' > useinc.c; $S -include inc.h useinc.c -o ui; ./ui; test \$? = 42"
check "-I" sh -c "echo '#define V 9' > sub/v.h; echo '#include <v.h>
int main(void){return V;}' > usev.c; $S -Isub usev.c -o uv; ./uv; test \$? = 9"
check "-v prints ld" sh -c "$S -v main.c lib.c -o pv 2>&1 | grep -q ' ld '"
check "missing file" sh -c "! $S nosuch.c 2>err && grep -q 'safecc: error: cannot open nosuch.c' err"
check "unknown option" sh -c "! $S -qqq main.c 2>err && grep -q \"unknown argument: '-qqq'\" err"
check "no inputs" sh -c "! $S 2>/dev/null"
# Safe mode makes position-independent executables (docs/safe-mode.md,
# "Position-independent code"): -fPIE/-fPIC objects and -pie links work,
# the executable has no text relocations, and a trap's backtrace names
# its functions through the load address.
check "safe -fPIE -pie" sh -c "$S -fsafe -fPIE -pie main.c lib.c -o p11 && ./p11 && file p11 | grep -qi 'pie'"
check "safe -pie has no text relocations" sh -c "! readelf -d p11 | grep -q TEXTREL"
check "safe -fPIC objects, non-PIE link" sh -c "$S -fsafe -fPIC -c lib.c -o libpic.o && $S -fsafe main.c libpic.o -o p12 && ./p12"
check "safe -pie trap report" sh -c "printf 'int *make(void);\\nvoid poke(int *p) { p[4] = 1; }\\nint main(void) { poke(make()); return 0; }\\n' > piet.c &&
  printf '#include <stdlib.h>\\nint *make(void) { return malloc(16); }\\n' > piem.c &&
  $S -fsafe -pie piet.c piem.c -o piet && ! ./piet 2> piet.err && grep -q '^    #0 poke at piet.c:2:' piet.err && grep -q '^    #1 main+0x' piet.err"
# Safe shared libraries (tests/shared, docs/safe-mode.md "Shared
# libraries"): built with -fPIC -shared, linked by a safe program; the
# collector finds the library's roots under stress (gc_every), its
# constructor runs, the program reads its global and it calls back the
# program; a trap inside it names both modules' frames; a thread-local
# in one is refused at start-up.
SH=$ROOT/tests/shared
line_of() { marked_line "$SH/$1" "$2"; }
check "safe -shared library" sh -c "$S -fsafe -fPIC -shared -g '$SH/items.c' -o libitems.so &&
  $S -fsafe -g '$SH/main.c' -L. -litems -Wl,-rpath,'$W' -o items && SAFECC_OPTIONS=gc_every=50 ./items > items.out && test \"\$(cat items.out)\" = '20000 20000 42'"
check "safe -shared trap report" sh -c "! ./items 8 > /dev/null 2> items.err &&
  grep -q '^    #0 overflow at .*items.c:$(line_of items.c overflow):' items.err && grep -q '^    #1 main at .*main.c:$(line_of main.c call)\$' items.err"
# dlopen (tests/shared/load_plugin.c): 1 + 4 + 9 + 16 and the constructor's
# 1 make 31, 1..10000 sum to 50005000, the counter starts at 5 + 100.
check "safe dlopen and dlsym" sh -c "$S -fsafe -fPIC -shared '$SH/plugin.c' -o libplugin.so &&
  $S -fsafe -rdynamic '$SH/load_plugin.c' -o load_plugin && SAFECC_OPTIONS=gc_every=40 ./load_plugin > lp.out &&
  printf 'missing library: null, message: yes\\nmissing name: null, message: yes\\ncounter 105, sum 50005000, apply 31\\n' | cmp -s - lp.out"
check "safe dlsym pointer is bounded" sh -c "! ./load_plugin x > /dev/null 2> lp.err &&
  grep -q 'out-of-bounds read of 4 bytes at 0x[0-9a-f]* (offset 4 in a 4-byte global object) at .*load_plugin.c:$(line_of load_plugin.c past):' lp.err"
# Safe and plain objects do not mix: the driver says why (an empty
# .sc_safe_object section marks safe objects).
check "safe link refuses a gcc object" sh -c "gcc -c lib.c -o plain.o && ! $S -fsafe main.c plain.o -o mixed1 2> mixed1.err &&
  grep -q 'plain.o was not compiled in safe mode (by gcc, with -funsafe, or by a safecc older than this one): a safe program links only safe objects' mixed1.err"
check "plain link refuses a safe object" sh -c "$S -fsafe -c lib.c -o safelib.o && ! $S -funsafe main.c safelib.o -o mixed2 2> mixed2.err &&
  grep -q 'safelib.o was compiled in safe mode: link it with safecc -fsafe' mixed2.err"
check "safe -shared thread-local refused" sh -c "! $S -fsafe -fPIC -shared '$SH/tls.c' -o libtls.so 2> tls.err &&
  grep -q 'tls.c: a safe shared library cannot have thread-local variables yet' tls.err && test ! -e libtls.so"
check "safe mode is the default" sh -c "echo 'int main(void){return 0;}' > dflt.c; $S -fsafe -S -o dflt.safe.s dflt.c && ${SAFECC_ORIG:-$SAFECC} -S -o dflt.s dflt.c && grep -q 'sc.main' dflt.s && cmp -s dflt.s dflt.safe.s"
# Escape facts across units (docs/safe-mode.md): a declaration that says
# noescape where the definition keeps the pointer fails the link, naming
# the missing marker; a local passed to another unit's function lives in
# the frame when the link defines its marker.
cat > ne_use.c <<'X'
void g(__attribute__((noescape)) int *p);
int read1(const int *p);
int main(void) { int x = 1, y = 2; g(&x); return read1(&y) == 2 ? 0 : 1; }
X
cat > ne_def.c <<'X'
int *kept;
void g(int *p) { kept = p; }
int read1(const int *p) { return *p; }
X
check "safe: an unproved noescape declaration fails the link" sh -c "! $S -fsafe ne_use.c ne_def.c -o ne 2>err && grep -q 'undefined reference to .sc.noescape.g.0' err"
check "safe: a marker defined by another unit" sh -c "sed 's/__attribute__((noescape)) //' ne_use.c > ne_use2.c && $S -fsafe ne_use2.c ne_def.c -o ne2 && ./ne2 && nm ne2 | grep -q 'sc.noescape.read1.0'"
check "compile error exit 1" sh -c "echo 'int main(void){return x;}' > e.c; $S e.c 2>err; test \$? = 1 && grep -q 'e.c:1:' err"
# A tool the driver runs that dies by a signal is an internal compiler
# error (exit 4, as gcc), never an ordinary diagnostic (exit 1): the
# fuzzers tell crashes apart by that status.
mkdir -p crashbin
printf '#!/bin/sh\nkill -SEGV $$\n' > crashbin/as
chmod +x crashbin/as
check "crash exit 4" sh -c "PATH=$W/crashbin:\$PATH $S -c lib.c -o crash.o 2>err; test \$? = 4 && grep -q '^safecc: internal compiler error: as terminated by signal 11' err"
check "no link after error" sh -c "rm -f a.out; ! $S e.c lib.c 2>/dev/null && test ! -e a.out"
check "a.out default" sh -c "rm -f a.out; $S main.c lib.c && ./a.out"
check "syntax-only" sh -c "$S -fsyntax-only main.c && ! $S -fsyntax-only e.c 2>/dev/null"
check "--version" sh -c "$S --version | grep -q safecc"
check "--help" sh -c "$S --help | grep -q safecc"
norm() { tr -d '\\\n' | tr -s ' ' | sed "s|$(gcc -print-file-name=include)|OURS|g; s|$(dirname $S)/../include|OURS|g; s|$(dirname "$(dirname $S)")/include|OURS|g; s|$(dirname $S)/include|OURS|g"; }
gcc -M main.c | norm > g.d; $S -M main.c | norm > s.d
result_name "deps -M (modulo our headers)"
if [ -s g.d ] && diff g.d s.d >/dev/null; then pass "$RNAME"; else fail "$RNAME" "$(diff g.d s.d | head -n 5)"; fi
for f in -MM "-MM -MP" "-MM -MT foo -MQ 'b\$r'"; do
  check "deps $f" sh -c "eval gcc $f main.c > g.d; eval $S $f main.c > s.d; diff g.d s.d"
done
check "-MMD" sh -c "$S -MMD -c main.c -o sub/mm.o && gcc -MMD -c main.c -o sub/gm.o && sed 's/gm.o/mm.o/' sub/gm.d | diff - sub/mm.d"
check "-MMD -MF" sh -c "$S -MMD -MF x.dep -c main.c && grep -q '^main.o: main.c lib.h' x.dep"
check "temp files removed" sh -c "test -z \"$(ls $TMPDIR)\""
check "headers: limits/float/stdarg/stdatomic" sh -c "cat > hd.c <<'Y'
#include <limits.h>
#include <float.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdatomic.h>
#include <stdio.h>
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int main(void) { atomic_int c = 0; atomic_fetch_add(&c, 2); bool b = INT_MAX == 2147483647 && PATH_MAX == 4096 && DBL_MANT_DIG == 53 && offsetof(struct { char a; int b; }, b) == 4 && SIZE_MAX == 0xffffffffffffffff;
  return b && sum(3, 1, 2, 3) == 6 && atomic_load(&c) == 2 ? 0 : 1; }
Y
$S hd.c -o hd && ./hd"

# make install PREFIX=... and make uninstall: the installed compiler works
# from another directory in both modes (its headers and safe libraries
# found under PREFIX/lib/safecc), and uninstall leaves no file behind.
# Only for the tree's own compiler, which is what make install installs.
if [ "$(realpath "${SAFECC_ORIG:-$SAFECC}")" = "$(realpath "$ROOT/safecc")" ]; then
  P=$TMP/prefix
  cat > inst.c <<'Y'
#include <stdio.h>
#include <stdlib.h>
int main(void) { int *p = malloc(3 * sizeof *p); p[2] = 5; printf("%d\n", p[2]); fflush(stdout); return p[3]; }
Y
  check "make install" make -s -C "$ROOT" install PREFIX="$P"
  check "installed compiler, plain mode" sh -c "cd sub && $P/bin/safecc -funsafe -o iu ../inst.c && ./iu | grep -qx 5"
  check "installed compiler, safe mode traps" sh -c "cd sub && $P/bin/safecc -o is ../inst.c && ! ./is 2> is.err && grep -q 'safety error: out-of-bounds read' is.err"
  check "installed compiler, safe shared library" sh -c "cd sub && $P/bin/safecc -fPIC -shared '$ROOT/tests/shared/items.c' -o libinst.so &&
    $P/bin/safecc '$ROOT/tests/shared/main.c' -L. -linst -Wl,-rpath,'$W/sub' -o instsh && ./instsh | grep -qx '20000 20000 42'"
  check "make uninstall removes every file" sh -c "make -s -C '$ROOT' uninstall PREFIX='$P' && test -z \"\$(find '$P' -type f)\""
else
  echo "run-driver: make install not checked: the compiler under test is not $ROOT/safecc"
fi

# CMake: tests/cmake configured with -DCMAKE_C_COMPILER=safecc (and
# -funsafe in CMAKE_C_FLAGS), built, and its CTest tests run, in both
# modes, with its shared library.
if command -v cmake > /dev/null; then
  for mode in unsafe safe; do
    b=$TMP/cmake-$mode
    flags=$([ $mode = unsafe ] && echo -funsafe) shared=ON
    check "cmake project, $mode" sh -c "cmake -S '$ROOT/tests/cmake' -B '$b' -DCMAKE_C_COMPILER='${SAFECC_ORIG:-$SAFECC}' -DCMAKE_C_FLAGS='$flags' -DWITH_SHARED=$shared > '$b.log' 2>&1 &&
      cmake --build '$b' >> '$b.log' 2>&1 && (cd '$b' && ctest --output-on-failure) >> '$b.log' 2>&1 || { tail -n 20 '$b.log'; exit 1; }"
  done
else
  echo "run-driver: cmake is not installed: the CMake project is not checked"
fi

summarize run-driver
