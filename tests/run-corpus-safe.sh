#!/bin/bash
# tests/run-corpus-safe.sh — real programs from the shared corpus built in
# safe mode the way their users build them, checked against a gcc build of
# the same files or against their own tests (zlib: its configure and make
# test, static and shared).
#
#   SQLite 3.50.4  the amalgamation built with default options (threads on,
#                  extension loading on, WAL and memory-mapped I/O
#                  available), safe and with gcc -O0, both driving
#                  tests/sqlite/sqlite_script.c:
#                    memory  basics.sql on ":memory:"
#                    file    basics.sql, wal_write.sql, wal_read.sql and
#                            mmap_io.sql on one database file, reopened
#                            between scripts: a WAL written, checkpointed and
#                            read back through its shared-memory index
#                            (MAP_SHARED), reads through mmap with mremap as
#                            the file grows
#                  Each output must be byte-identical to gcc's build's, and
#                  the safe sqlite3.o must call the safe world's mmap.
#   Lua 5.4.8      built by its own makefile in a copy, as `make linux`
#                  builds it (-DLUA_USE_LINUX, -Wl,-E, -ldl; not readline,
#                  which the safe world does not have), then
#                  testes/all.lua with _U=true must end in "final OK";
#                  testes/libs' C modules built safe by their makefile and
#                  loaded by attrib.lua (package.loadlib, require).
#   sbase          its 97 POSIX tools built by `make CC=...` in a copy, safe
#                  and with gcc; every line of tests/sbase/cases.txt runs
#                  with each build first in PATH, in a fresh copy of the
#                  same fixture directory: stdout, stderr and exit status
#                  must be identical.  One result for the build (every
#                  tool must exist) and one per case.  The commands of
#                  tests/sbase/traps.txt hit bugs of sbase itself: the safe
#                  build must stop them with the declared safety error.
source "$(dirname "$0")/lib.sh"
make_tmp corpus-safe
echo "run-corpus-safe: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
SQL=$CORPUS/sqlite-3.50.4
ZLIB=$CORPUS/zlib-1.3.1
LUA=$CORPUS/lua-5.4.8
SBASE=$CORPUS/sbase
HERE=$ROOT/tests/sqlite
SCRIPTS=(basics wal_write wal_read mmap_io)

# build_sqlite NAME CC FLAGS...: NAME/sqlite_script from sqlite3.c and the driver.
build_sqlite() {
  local name=$1 cc=$2; shift 2
  local d=$TMP/$name
  mkdir -p "$d"
  if timeout 600 "$cc" "$@" -I"$SQL" -c "$SQL/sqlite3.c" -o "$d/sqlite3.o" > "$d/build.log" 2>&1 &&
     timeout 120 "$cc" "$@" -I"$SQL" -c "$HERE/sqlite_script.c" -o "$d/sqlite_script.o" >> "$d/build.log" 2>&1 &&
     timeout 120 "$cc" "$@" -o "$d/sqlite_script" "$d/sqlite_script.o" "$d/sqlite3.o" \
       -lpthread -ldl -lm >> "$d/build.log" 2>&1; then
    pass "sqlite-build-$name"
    return 0
  fi
  fail "sqlite-build-$name" "$(first_lines "$d/build.log")"
  return 1
}

# run_sqlite NAME DB SCRIPT...: runs the driver of build NAME in its directory.
run_sqlite() {
  local name=$1 db=$2; shift 2
  local d=$TMP/$name args=()
  for s in "$@"; do args+=("$HERE/$s.sql"); done
  rm -f "$d/test.db" "$d/test.db-wal" "$d/test.db-shm"
  (cd "$d" && timeout 300 ./sqlite_script "$db" "${args[@]}") > "$d/out-$db" 2>&1
  echo "exit status $?" >> "$d/out-$db"
}

# compare_sqlite LABEL DB SCRIPT...
compare_sqlite() {
  local label=$1 db=$2; shift 2
  run_sqlite safe "$db" "$@"
  run_sqlite gcc "$db" "$@"
  local a=$TMP/safe/out-$db b=$TMP/gcc/out-$db
  if cmp -s "$a" "$b" && [ "$(tail -n 1 "$a")" = "exit status 0" ]; then
    pass "sqlite-$label"
  else
    fail "sqlite-$label" "safe build's output (<) against gcc's (>):" \
      "$(diff "$a" "$b" | head -n 20)"
  fi
}

test_sqlite() {
  if [ ! -f "$SQL/sqlite3.c" ]; then
    fail sqlite-corpus "no SQLite amalgamation at $SQL"
    return
  fi
  build_sqlite safe "$SAFECC" && build_sqlite gcc "$REFCC" -O0 -w || return
  if nm "$TMP/safe/sqlite3.o" | grep -q ' U sc\.mmap$'; then
    pass sqlite-uses-safe-mmap
  else
    fail sqlite-uses-safe-mmap "sqlite3.o (safe) does not call the safe world's mmap"
  fi
  compare_sqlite memory ":memory:" basics
  compare_sqlite file test.db "${SCRIPTS[@]}"
}

test_lua() {
  local d=$TMP/lua
  cp -r "$LUA" "$d"
  if ! (cd "$d" && timeout 600 make -j"$JOBS" CC="$SAFECC" \
          MYCFLAGS="-std=c99 -DLUA_USE_LINUX" MYLIBS=-ldl) > "$d/build.log" 2>&1; then
    fail lua-make-linux "Lua's makefile failed:" "$(tail -n 15 "$d/build.log")"
    return
  fi
  pass lua-make-linux
  (cd "$d/testes" && timeout 900 ../lua -e"_U=true" all.lua) > "$d/testes.out" 2>&1 < /dev/null
  local rc=$?
  if [ $rc -eq 0 ] && grep -q "final OK" "$d/testes.out"; then
    pass lua-testes
  else
    fail lua-testes "testes/all.lua failed ($(describe_status $rc)):" "$(tail -n 10 "$d/testes.out")"
  fi
  # The C modules of testes/libs, built safe by their own makefile
  # (-fPIC -shared), loaded by the safe interpreter through
  # package.loadlib and require (attrib.lua's part that all.lua's
  # portable mode skips): dlopen, dlsym, one library's symbols seen by
  # another (RTLD_GLOBAL), and the interpreter's API exported by -Wl,-E.
  if ! (cd "$d/testes/libs" && timeout 300 make CC="$SAFECC") > "$d/libs.log" 2>&1; then
    fail lua-c-modules "building testes/libs failed:" "$(tail -n 10 "$d/libs.log")"
    return
  fi
  (cd "$d/testes" && timeout 300 ../lua -e"_port=false" attrib.lua) > "$d/attrib.out" 2>&1 < /dev/null
  rc=$?
  if [ $rc -eq 0 ] && grep -qx "OK" "$d/attrib.out" && ! grep -q "cannot load dynamic library" "$d/attrib.out"; then
    pass lua-c-modules
  else
    fail lua-c-modules "attrib.lua with C modules failed ($(describe_status $rc)):" "$(tail -n 10 "$d/attrib.out")"
  fi
}

# sbase_fixture DIR: the files the sbase cases work on.
sbase_fixture() {
  local d=$1
  mkdir -p "$d/dir/sub"
  printf 'the quick brown fox\njumps over the lazy dog\n\nthis is the end\nof the text\nzebra crossing\n' > "$d/text"
  printf '%s\n' 10 2 33 4 5 60 7 8 9 100 11 12 > "$d/nums"
  printf '%s\n' apple Banana cherry apple date Eggplant fig grape abc abcc ababc zebra a.b boo foo xx > "$d/words"
  printf 'x,3,c\ny,1,a\nz,2,b\n' > "$d/csv"
  printf 'root:x:0:0\nbin:x:1:1\ndaemon:x:2:2\n' > "$d/passwd"
  awk 'BEGIN { for (i = 0; i < 300; i++) printf "%c", (i * 37 + 11) % 256 }' > "$d/bin"
  printf 'int main(void) { return 0; }\n' > "$d/dir/a.c"
  printf 'b\n' > "$d/dir/sub/b.c"
  touch -d '2020-01-02 03:04:05' "$d"/* "$d/dir"/* "$d/dir/sub"/*
}

# build_sbase NAME CC: a copy of sbase built with CC; true if all tools exist.
build_sbase() {
  local name=$1 cc=$2 d=$TMP/sbase-$1
  cp -a "$SBASE" "$d"
  (cd "$d" && timeout 900 make -k -j"$JOBS" CC="$cc") > "$d/build.log" 2>&1
  local missing=()
  for src in "$SBASE"/*.c; do
    local tool; tool=$(basename "$src" .c)
    [ -x "$d/$tool" ] || missing+=("$tool")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "${#missing[@]} tools missing: ${missing[*]}" > "$d/missing"
  return 1
}

# run_sbase_case BUILD NAME COMMAND: output, errors and status in BUILD's result file.
run_sbase_case() {
  local b=$TMP/sbase-$1 name=$2 cmd=$3 w=$TMP/work-$1-$2
  cp -a "$TMP/fixture" "$w"
  (cd "$w" && PATH="$b:$PATH" LC_ALL=C timeout 30 sh -c "$cmd" < /dev/null > "$w.out" 2> "$w.err"
   echo "exit status $?" >> "$w.out")
  cat "$w.out" "$w.err" > "$TMP/sbase-$1.$name.result"
  rm -rf "$w" "$w.out" "$w.err"
}

test_sbase() {
  if [ ! -f "$SBASE/Makefile" ]; then
    fail sbase-corpus "no sbase at $SBASE"
    return
  fi
  local ok=1
  build_sbase safe "$SAFECC" || ok=0
  build_sbase gcc "$REFCC" || { fail sbase-build "the gcc build failed:" "$(cat "$TMP/sbase-gcc/missing")"; return; }
  if [ $ok = 1 ]; then
    pass sbase-build
  else
    fail sbase-build "$(cat "$TMP/sbase-safe/missing")" "$(grep -m 8 -E 'error|undefined' "$TMP/sbase-safe/build.log")"
  fi
  sbase_fixture "$TMP/fixture"
  local name cmd
  while read -r name cmd; do
    case $name in ''|'#'*) continue ;; esac
    local tool=${name%%.*}
    if [ ! -x "$TMP/sbase-safe/$tool" ]; then
      fail "sbase-$name" "the safe build has no $tool"
      continue
    fi
    run_sbase_case safe "$name" "$cmd"
    run_sbase_case gcc "$name" "$cmd"
    if cmp -s "$TMP/sbase-safe.$name.result" "$TMP/sbase-gcc.$name.result"; then
      pass "sbase-$name"
    else
      fail "sbase-$name" "$cmd" "safe build (<) against gcc's (>):" \
        "$(diff "$TMP/sbase-safe.$name.result" "$TMP/sbase-gcc.$name.result" | head -n 12)"
    fi
  done < "$ROOT/tests/sbase/cases.txt"
  local kind place
  while read -r name kind place cmd; do
    case $name in ''|'#'*) continue ;; esac
    kind=${kind//_/ }
    run_sbase_case safe "$name" "$cmd"
    local r=$TMP/sbase-safe.$name.result
    local report; report=$(grep -m 1 '^safecc: safety error: ' "$r")
    if grep -q '^exit status 134$' "$r" && [[ $report == "safecc: safety error: $kind "* ]] &&
       trap_place_is "$report" "$place"; then
      pass "sbase-trap-$name"
    else
      fail "sbase-trap-$name" "$cmd: expected \"$kind\" at $place and status 134, got:" \
        "$(head -n 5 "$r")"
    fi
  done < "$ROOT/tests/sbase/traps.txt"
}

# zlib's own build system in safe mode, as its users build it: `CC=safecc
# ./configure && make test` in a copy, which builds the static and the
# shared library (with its version script) and runs example and minigzip
# linked with each and the 64-bit-offset variant: three "test OK"
# (lib.sh), with a safe libz.so that the shared example really uses.
[ -z "$ONLY_SBASE" ] && zlib_configure_make_test \
  "nm -D libz.so | grep -q ' T sc.deflate\$' && nm examplesh | grep -q ' U sc.deflate\$'" \
  "its libz.so is not safe or not used"
[ -z "$ONLY_SBASE" ] && test_sqlite
[ -z "$ONLY_SBASE" ] && test_lua
test_sbase
summarize run-corpus-safe
