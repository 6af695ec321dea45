#!/bin/bash
# tests/run-corpus.sh — real programs from the shared corpus, built by the
# compiler under test in a temporary directory (run by run-all.sh --full).
#
#   zlib 1.3.1: the library + test/example.c (its self-test) and
#               test/minigzip.c (compress, then decompress, some files and
#               compare with the originals)
#               and once more through zlib's own build system:
#               `CC=$SAFECC ./configure && make test` in a copy (static,
#               shared and 64-bit-offset variants must print "test OK")
#   Lua 5.4.8:  the interpreter, then testes/all.lua with -e"_U=true" (the
#               portable user-level tests) from inside testes/
source "$(dirname "$0")/lib.sh"
# This suite is about the plain world (SysV ABI, host libc): -funsafe.
SAFECC_FLAGS=-funsafe
make_tmp corpus

ZLIB=$CORPUS/zlib-1.3.1
LUA=$CORPUS/lua-5.4.8

# compile_all OUTDIR FLAGS -- SOURCES...: every source to OUTDIR/<name>.o, in
# parallel; the log of each failing compile goes to OUTDIR/errors.
compile_all() {
  local out=$1 flags=$2; shift 3
  mkdir -p "$out"
  printf '%s\n' "$@" | xargs -P "$JOBS" -I{} bash -c '
    src=$1; obj=$2/$(basename "$src" .c).o
    timeout 300 "$SAFECC" '"$flags"' -c -o "$obj" "$src" > "$obj.log" 2>&1 ||
      { echo "== $src: $(describe_status $?)"; head -n 8 "$obj.log"; }' _ {} "$out" \
    > "$out/errors" 2>&1
  [ ! -s "$out/errors" ]
}
export -f describe_status

test_zlib() {
  local d=$TMP/zlib
  local lib=(adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback
             inffast inflate inftrees trees uncompr zutil)
  local srcs=()
  for f in "${lib[@]}"; do srcs+=("$ZLIB/$f.c"); done
  srcs+=("$ZLIB/test/example.c" "$ZLIB/test/minigzip.c")
  if ! compile_all "$d" "-I$ZLIB -D_LARGEFILE64_SOURCE=1" -- "${srcs[@]}"; then
    fail zlib-build "compiling zlib failed:" "$(head -n 30 "$d/errors")"
    return
  fi
  local libobjs=()
  for f in "${lib[@]}"; do libobjs+=("$d/$f.o"); done
  if ! { timeout 60 "$SAFECC" -o "$d/example" "$d/example.o" "${libobjs[@]}" &&
         timeout 60 "$SAFECC" -o "$d/minigzip" "$d/minigzip.o" "${libobjs[@]}"; } > "$d/link.log" 2>&1; then
    fail zlib-build "linking the zlib tests failed:" "$(first_lines "$d/link.log")"
    return
  fi
  pass zlib-build
  if (cd "$d" && timeout 60 ./example) > "$d/example.out" 2>&1; then
    pass zlib-example
  else
    fail zlib-example "test/example failed ($(describe_status $?)):" "$(tail -n 8 "$d/example.out")"
  fi
  # Round trip through minigzip on a few inputs of different kinds.
  local bad=()
  cat "$ZLIB"/*.c > "$d/input-text"
  head -c 300000 "$d/minigzip" > "$d/input-binary"
  head -c 200000 /dev/zero > "$d/input-zeros"
  : > "$d/input-empty"
  for f in "$d"/input-*; do
    cp "$f" "$f.copy"
    if ! (timeout 60 "$d/minigzip" "$f.copy" && timeout 60 "$d/minigzip" -d "$f.copy.gz") \
         > "$d/mg.log" 2>&1 || ! cmp -s "$f" "$f.copy"; then
      bad+=("$(basename "$f"): $(head -c 200 "$d/mg.log")")
    fi
  done
  if [ ${#bad[@]} -eq 0 ]; then
    pass zlib-minigzip-roundtrip
  else
    fail zlib-minigzip-roundtrip "${bad[@]}"
  fi
}


test_lua() {
  local d=$TMP/lua srcs=()
  for f in "$LUA"/l*.c; do
    case $(basename "$f") in lua.c|luac.c|ltests.c) continue ;; esac
    srcs+=("$f")
  done
  srcs+=("$LUA/lua.c")
  if ! compile_all "$d" "-DLUA_USE_LINUX -I$LUA" -- "${srcs[@]}"; then
    fail lua-build "compiling Lua failed:" "$(head -n 30 "$d/errors")"
    return
  fi
  if ! timeout 60 "$SAFECC" -o "$d/lua" "$d"/*.o -lm -ldl > "$d/link.log" 2>&1; then
    fail lua-build "linking lua failed:" "$(first_lines "$d/link.log")"
    return
  fi
  pass lua-build
  # The test suite writes temporary files next to itself; run a copy.
  cp -r "$LUA/testes" "$d/testes"
  (cd "$d/testes" && timeout 900 ../lua -e"_U=true" all.lua) > "$d/testes.out" 2>&1 < /dev/null
  local rc=$?
  if [ $rc -eq 0 ] && grep -q "final OK" "$d/testes.out"; then
    pass lua-testes
  else
    fail lua-testes "testes/all.lua failed ($(describe_status $rc)):" "$(tail -n 10 "$d/testes.out")"
  fi
}

echo "run-corpus: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
test_zlib
zlib_configure_make_test
test_lua
summarize run-corpus
