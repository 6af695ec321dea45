#!/bin/bash
# tests/run-debug.sh — `-g` (src/debug.c, docs/debugging.md), in both
# modes:
#   - gdb sessions: each tests/debug/NAME.gdb is run in batch mode on the
#     program built from its sources with -g, and what gdb prints must
#     contain the lines of NAME.expected in order (fixed strings; @name@
#     stands for the line marked "line: name" in the sources).  Skipped,
#     with a message, when gdb is not installed.
#   - -g changes no code: the .text, .data and .rodata of objects built
#     with and without -g are the same bytes.
#   - the sections: an object built with -g has .debug_info, .debug_abbrev
#     and .debug_line; with -g -g0 it has none.
source "$(dirname "$0")/lib.sh"
make_tmp debug
echo "run-debug: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
DIR=$ROOT/tests/debug
MODES="-fsafe -funsafe"
if cc_is_ref; then MODES="-O0"; fi

# The sources of session NAME: NAME.c, or NAME_*.c.
session_sources() {
  if [ -f "$DIR/$1.c" ]; then echo "$DIR/$1.c"; else ls "$DIR/$1"_*.c; fi
}

# substitute_lines FILE SOURCES...: FILE with each @name@ replaced by the
# number of the line of SOURCES marked "line: name".
substitute_lines() {
  local file=$1 script="" src n name
  shift
  for src in "$@"; do
    while IFS=: read -r n name; do
      script+="s/@$name@/$n/g;"
    done < <(grep -n -o 'line: [a-z0-9-]*' "$src" | sed 's/:line: /:/')
  done
  sed -e "$script" "$file"
}

# expect_in_order EXPECTED OUTPUT: every non-comment line of EXPECTED is
# contained in a line of OUTPUT, in order (consecutive ones may be in the
# same line); a line "!text" says that no line of OUTPUT between the
# lines matching its neighbours contains text.  Prints the first
# expectation not met.
expect_in_order() {
  awk 'NR == FNR { if ($0 !~ /^#/ && $0 != "") want[n++] = $0; next }
       {
         for (f in banned)
           if (index($0, banned[f])) { print "unexpected: " $0; bad = 1; exit 1 }
         for (;;) {
           if (k < n && substr(want[k], 1, 1) == "!") { banned[k] = substr(want[k], 2); k++; continue }
           if (k < n && index($0, want[k])) { delete banned; k++; continue }
           break
         }
       }
       END { if (bad) exit 1; if (k < n) { print "missing, in order: " want[k]; exit 1 } }' "$1" "$2"
}

run_session() {
  local name=$1 mode=$2 id="$1$2" objs="" src
  local work=$TMP/$id
  mkdir -p "$work"
  for src in $(session_sources "$name"); do
    # Compiled in the sources' directory under their own names, as a user
    # would, so the line table names shapes.c rather than a temporary copy.
    if ! (cd "$DIR" && $SAFECC $mode -g -c "$(basename "$src")" -o "$work/$(basename "$src" .c).o") \
        > "$work/build.log" 2>&1; then
      fail "$id" "safecc $mode -g -c $(basename "$src") failed" "$(first_lines "$work/build.log")"
      return
    fi
    objs+=" $work/$(basename "$src" .c).o"
  done
  if ! $SAFECC $mode $objs -o "$work/prog" > "$work/build.log" 2>&1; then
    fail "$id" "linking failed" "$(first_lines "$work/build.log")"
    return
  fi
  local srcs; srcs=$(session_sources "$name")
  substitute_lines "$DIR/$name.gdb" $srcs > "$work/script.gdb"
  substitute_lines "$DIR/$name.expected" $srcs > "$work/expected"
  (cd "$DIR" && cpu_limited 60 120 gdb -nx -q -batch -x "$work/script.gdb" "$work/prog") \
    > "$work/gdb.out" 2>&1
  if expect_in_order "$work/expected" "$work/gdb.out" > "$work/why"; then
    pass "$id"
  else
    fail "$id" "$(cat "$work/why")" "gdb printed:" "$(head -n 60 "$work/gdb.out")"
  fi
}

if command -v gdb > /dev/null; then
  for session in $(cd "$DIR" && ls *.gdb | sed 's/\.gdb$//'); do
    for mode in $MODES; do
      run_session "$session" "$mode"
    done
  done
else
  echo "(gdb sessions skipped: gdb is not installed)"
fi

# -g changes no instruction and no data.
SAME_CODE_SOURCES="$DIR/shapes.c $DIR/units_lib.c $ROOT/src/parse.c $ROOT/src/debug.c
  $ROOT/tests/c/struct.c $ROOT/tests/c/float.c"
for src in $SAME_CODE_SOURCES; do
  for mode in $MODES; do
    id=same-code-$(basename "$src" .c)$mode
    a=$TMP/$id-plain.o b=$TMP/$id-g.o
    if ! $SAFECC $mode -w -I"$ROOT/src" -c "$src" -o "$a" > "$TMP/$id.log" 2>&1 ||
       ! $SAFECC $mode -w -g -I"$ROOT/src" -c "$src" -o "$b" >> "$TMP/$id.log" 2>&1; then
      fail "$id" "compiling $src failed" "$(first_lines "$TMP/$id.log")"
      continue
    fi
    differ=""
    for section in .text .data .rodata; do
      objcopy -O binary --only-section=$section "$a" "$a.bin"
      objcopy -O binary --only-section=$section "$b" "$b.bin"
      cmp -s "$a.bin" "$b.bin" || differ+=" $section"
    done
    if [ -z "$differ" ]; then
      pass "$id"
    else
      fail "$id" "-g changed$differ of $src"
    fi
  done
done

# Trap reports (runtime/trap.c): each program in tests/debug/reports
# traps; with -g and SAFECC_OPTIONS=sites=1 its report must hold the lines
# of NAME.expected in order (the backtrace, where the object was allocated
# and freed).  Without the option the same report has no sites; without
# -g its frames are functions without lines.
report_check() {
  local id=$1 expected=$2 bin=$3 options=$4
  (cd "$TMP" && SAFECC_OPTIONS=$options cpu_limited 20 60 "$bin") > "$TMP/$id.out" 2>&1
  local st=$?
  if [ $st -ne 134 ]; then
    fail "$id" "expected a trap (status 134), got $(describe_status $st)" "$(first_lines "$TMP/$id.out")"
  elif ! expect_in_order "$expected" "$TMP/$id.out" > "$TMP/$id.why"; then
    fail "$id" "$(cat "$TMP/$id.why")" "the report:" "$(cat "$TMP/$id.out")"
  elif [ -n "$5" ] && grep -q -- "$5" "$TMP/$id.out"; then
    fail "$id" "the report should not contain '$5'" "$(cat "$TMP/$id.out")"
  else
    pass "$id"
  fi
}
if ! cc_is_ref; then
  for src in "$DIR"/reports/*.c; do
    name=$(basename "$src" .c)
    if ! (cd "$DIR/reports" && $SAFECC -fsafe -g "$name.c" -o "$TMP/report-$name-g" &&
          $SAFECC -fsafe "$name.c" -o "$TMP/report-$name") > "$TMP/report-$name.log" 2>&1; then
      fail "report-$name" "compiling $name.c failed" "$(first_lines "$TMP/report-$name.log")"
      continue
    fi
    substitute_lines "$DIR/reports/$name.expected" "$src" > "$TMP/report-$name.expected"
    report_check "report-$name-sites" "$TMP/report-$name.expected" "$TMP/report-$name-g" sites=1
    sed '/allocated by:/,$d' "$TMP/report-$name.expected" > "$TMP/report-$name.nosites"
    report_check "report-$name-no-sites" "$TMP/report-$name.nosites" "$TMP/report-$name-g" "" "allocated by"
    # Without -g: the same frames, by function only ("#1 main+0x2a").
    sed -E '/#[0-9]+ /s/ at [^ ]*$//; /^[a-z]+ at /s/ at .*//' "$TMP/report-$name.expected" \
      > "$TMP/report-$name.nog"
    report_check "report-$name-without-g" "$TMP/report-$name.nog" "$TMP/report-$name" sites=1
  done
  # SAFECC_OPTIONS=report=line|json: the first line alone, or followed by
  # one line of JSON with the same frames and sites.
  src=$DIR/reports/use_after_free.c bin=$TMP/report-use_after_free-g
  (cd "$TMP" && SAFECC_OPTIONS=report=line "$bin"; true) > "$TMP/line.out" 2>&1
  if [ "$(grep -c . "$TMP/line.out" | head -1)" -le 2 ] && head -n 1 "$TMP/line.out" | grep -q '^safecc: safety error: use after free ' &&
     ! grep -q '^    #' "$TMP/line.out"; then
    pass report-style-line
  else
    fail report-style-line "expected the first line alone" "$(cat "$TMP/line.out")"
  fi
  (cd "$TMP" && SAFECC_OPTIONS=report=json,sites=1 "$bin"; true) > "$TMP/json.out" 2>&1
  l_use=$(marked_line "$src" use) l_alloc=$(marked_line "$src" alloc) l_free=$(marked_line "$src" free)
  json=$(sed -n 2p "$TMP/json.out")
  if [[ $json == '{"kind":"use after free","detail":"(read of 4 bytes at 0x'* ]] &&
     [[ $json == *'"backtrace":[{"function":"peek","file":"use_after_free.c","line":'$l_use',"column":'* ]] &&
     [[ $json == *'"allocated":[{"function":"make","file":"use_after_free.c","line":'$l_alloc'},'* ]] &&
     [[ $json == *'"freed":[{"function":"drop","file":"use_after_free.c","line":'$l_free'},'*'}' ]]; then
    pass report-style-json
  else
    fail report-style-json "expected the first line, then the report as one line of JSON" "$(cat "$TMP/json.out")"
  fi
fi

# The sections -g makes, and -g0 takes back.
for mode in $MODES; do
  id=sections$mode
  $SAFECC $mode -g -c "$DIR/shapes.c" -o "$TMP/g.o" > "$TMP/$id.log" 2>&1 &&
    $SAFECC $mode -g -g0 -c "$DIR/shapes.c" -o "$TMP/g0.o" >> "$TMP/$id.log" 2>&1
  with=$(readelf -S -W "$TMP/g.o" 2>/dev/null | grep -c -E ' \.debug_(info|abbrev|line) ')
  without=$(readelf -S -W "$TMP/g0.o" 2>/dev/null | grep -c ' \.debug_')
  if [ "$with" = 3 ] && [ "$without" = 0 ]; then
    pass "$id"
  else
    fail "$id" "expected .debug_info, .debug_abbrev and .debug_line with -g and no .debug_ section with -g -g0;" \
      "got $with of the three with -g and $without .debug_ sections with -g0" "$(first_lines "$TMP/$id.log")"
  fi
done
summarize run-debug
