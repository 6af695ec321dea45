#!/bin/bash
# tests/run-corpus-safe.sh — real programs from the shared corpus built in
# safe mode the way their users build them, checked against a gcc build of
# the same files or against their own tests.
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
#                  testes/all.lua with _U=true must end in "final OK".
source "$(dirname "$0")/lib.sh"
make_tmp corpus-safe
echo "run-corpus-safe: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
SQL=$CORPUS/sqlite-3.50.4
LUA=$CORPUS/lua-5.4.8
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
}

test_sqlite
test_lua
summarize run-corpus-safe
