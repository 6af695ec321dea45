#!/bin/bash
# tests/asm-snapshot.sh — the assembly a compiler emits for a fixed body of
# C, in both modes, into one directory: the check of a code-generator step
# that only moves code (docs/codegen-interface.md, "The order of the move").
# Run it with the compiler before and after the change and compare:
#
#   tests/asm-snapshot.sh ./safecc /tmp/before   # (on the old build)
#   tests/asm-snapshot.sh ./safecc /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# The body: tests/c, tests/safety, src/ (the compiler itself), libc/ (safe
# mode only), and from ../shared/corpus (when present) Lua 5.4.8, zlib
# 1.3.1 and sqlite3.c.  A file that does not compile leaves its message in
# place of the assembly, so a change in errors shows up too.  The
# compiler's directory in the paths of its own headers is written as
# @CCDIR@, so that two builds in different directories compare equal;
# __DATE__ and __TIME__ still differ (tests/c/pp_macro.c).
#
# A copy of an old build must sit beside include/ and libc/ (symbolic
# links will do) to find its headers, as tests/run-libc.sh arranges.
# Usage: tests/asm-snapshot.sh SAFECC OUTDIR
set -u
[ $# -eq 2 ] || { echo "usage: $0 SAFECC OUTDIR" >&2; exit 2; }
CC=$(realpath "$1")
CCDIR=$(dirname "$CC")
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=$ROOT/../shared/corpus
mkdir -p "$OUT"

# jobs: lines "MODE NAME SOURCE EXTRA-FLAGS..."
jobs_list() {
  local f m
  for m in -fsafe -funsafe; do
    for f in "$ROOT"/tests/c/*.c; do echo "$m c_$(basename "$f" .c) $f -I$ROOT/tests/c"; done
    for f in "$ROOT"/tests/safety/*.c; do echo "$m safety_$(basename "$f" .c) $f"; done
    for f in "$ROOT"/src/*.c; do echo "$m src_$(basename "$f" .c) $f"; done
    if [ -d "$CORPUS/lua-5.4.8" ]; then
      for f in "$CORPUS"/lua-5.4.8/l*.c; do echo "$m lua_$(basename "$f" .c) $f -DLUA_USE_POSIX"; done
    fi
    if [ -d "$CORPUS/zlib-1.3.1" ]; then
      for f in "$CORPUS"/zlib-1.3.1/*.c; do echo "$m zlib_$(basename "$f" .c) $f -DHAVE_UNISTD_H"; done
    fi
    [ -f "$CORPUS/sqlite-3.50.4/sqlite3.c" ] && echo "$m sqlite3 $CORPUS/sqlite-3.50.4/sqlite3.c"
  done
  for f in "$ROOT"/libc/src/*/*.c; do
    echo "-fsafe libc_$(basename "$(dirname "$f")")_$(basename "$f" .c) $f -I$ROOT/libc/src"
  done
}

one() {
  local mode=$1 name=$2 src=$3; shift 3
  local out=$OUT/$name${mode#-f}.s
  "$CC" "$mode" -S -o "$out" "$@" "$src" 2> "$out.err" || mv "$out.err" "$out"
  rm -f "$out.err"
  sed -i -e "s#$CCDIR/include/#@CCDIR@/include/#g" -e "s#$CCDIR/libc/include/#@CCDIR@/libc/include/#g" "$out"
}
export -f one
export CC CCDIR OUT
jobs_list | xargs -P "$(nproc)" -L 1 bash -c 'one "$@"' _
echo "asm-snapshot: $(ls "$OUT" | wc -l) files in $OUT"
