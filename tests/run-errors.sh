#!/bin/bash
# tests/run-errors.sh — malformed, truncated and hostile inputs.
#
# Every tests/errors/*.c starts with a comment
#   // expect-error: alt1|alt2|...    one alternative (case-insensitive) must
#                                     appear in the compiler's messages
#   // expect-line: N                 (optional) the first error is on line N
#   // expect-flags: -funsafe         (optional) options for the compiler
# and the compiler must then exit with status exactly 1 within 30 s (generous: the build machine is shared), no
# signal, and print at least one "file:line:col: error: " line.
#
# Generated inputs (too big or too binary to commit) are written into a
# temporary directory: 10,000-deep nesting, 10 MB identifiers, NUL bytes,
# invalid UTF-8, and every 7-byte prefix of tests/errors/data/truncate_base.c.
# Those marked "// expect-no-crash" may also compile successfully (exit 0);
# those marked "// expect-ok" are big but valid and must compile (exit 0).
#
# With gcc as the compiler under test this runner is informative only: gcc
# accepts some of these inputs with a warning.
source "$(dirname "$0")/lib.sh"
make_tmp errors
mkdir -p "$TMP/gen" "$TMP/out" "$TMP/trunc"
ERRDIR=$ROOT/tests/errors

# ---- generators -----------------------------------------------------------

# repeat STRING COUNT: STRING repeated COUNT times, no newline.
repeat() { local s=$1 n=$2; printf "%${n}s" '' | sed "s/ /$s/g"; }

gen() {
  local g=$TMP/gen
  { echo '// expect-error: '
    printf 'int main(void) { return '; repeat '(' 10000; printf '1'; repeat ')' 9999; echo '; }'
  } > "$g/deep_parens_unbalanced.c"
  { echo '// expect-no-crash'
    printf 'int main(void) { return '; repeat '(' 10000; printf '1'; repeat ')' 10000; echo '; }'
  } > "$g/deep_parens.c"
  { echo '// expect-error: '
    printf 'int main(void) '; repeat '{' 10000; repeat '}' 9999; echo
  } > "$g/deep_braces_unbalanced.c"
  { echo '// expect-no-crash'
    printf 'int main(void) '; repeat '{' 10000; repeat '}' 10000; echo
  } > "$g/deep_braces.c"
  { echo '// expect-error: '
    repeat '#if 1\n' 10000; repeat '#endif\n' 9999; echo 'int x;'
  } > "$g/deep_if_unterminated.c"
  { echo '// expect-no-crash'
    repeat '#if 1\n' 10000; echo 'int x;'; repeat '#endif\n' 10000
  } > "$g/deep_if.c"
  { echo '// expect-no-crash'
    printf 'int main(void) { return '; repeat '- ' 10000; echo '1; }'
  } > "$g/deep_unary.c"
  { echo '// expect-no-crash'
    printf 'int '; repeat '*' 10000; echo 'p;'
  } > "$g/deep_pointer_declarator.c"
  { echo '// expect-no-crash'
    printf 'int a'; repeat '[1]' 10000; echo ';'
  } > "$g/deep_array_declarator.c"
  { echo '// expect-no-crash'
    printf 'int x = '; repeat '{' 10000; printf '1'; repeat '}' 10000; echo ';'
  } > "$g/deep_initializer.c"
  { echo '// expect-no-crash'
    repeat 'struct {' 10000; printf 'int x;'; repeat '} a;' 9999; echo '} s;'
  } > "$g/deep_struct.c"
  { echo '// expect-no-crash'
    echo '#define M0 1'
    for i in $(seq 1 5000); do echo "#define M$i M$((i - 1))"; done
    echo 'int x = M5000;'
  } > "$g/deep_macro_chain.c"
  { echo '// expect-no-crash'
    printf 'int main(void) { return 0'; repeat ' + 1' 100000; echo '; }'
  } > "$g/long_expression.c"
  # The same as the argument of a call that is expanded in place
  # (src/parse_inline.c looks at the arguments, within a budget).
  { echo '// expect-ok'
    echo 'static int next(int x) { return x + 1; }'
    printf 'int main(void) { int a = 1; return next(a'; repeat ' + a' 100000; echo ') & 1; }'
  } > "$g/long_expression_inlined_argument.c"
  # An #include cycle through a big file: every level holds the whole
  # file's tokens, so it must stop long before 200 levels (it took 1.8 GB).
  { echo '// expect-error: #include cycle'
    echo '#include __FILE__'
    for i in $(seq 3000); do echo "int f$i(int x) { return x * $i + (x >> 3) - $i; }"; done
  } > "$g/include_cycle_big_file.c"
  # Recursive inclusion as real code uses it stays allowed.
  { echo '// expect-ok'
    echo '#if __INCLUDE_LEVEL__ < 150'
    echo '#include __FILE__'
    echo '#endif'
    echo 'int level_sum(void);'
  } > "$g/include_recursion_small_file.c"
  { echo '// expect-ok'
    printf 'int big_array[] = {'; seq -s, 0 299999; echo '};'
  } > "$g/big_array_initializer.c"
  { echo '// expect-ok'
    for i in $(seq 20000); do echo "int f$i(int x) { return x + $i; }"; done
  } > "$g/many_functions.c"
  { echo '// expect-ok'
    echo 'int f(int x) { switch (x) {'
    for i in $(seq 10000); do echo "case $i: return $((i * 3));"; done
    echo '} return 0; }'
  } > "$g/big_switch.c"
  { echo '// expect-ok'
    printf 'const char *s = '; for i in $(seq 10000); do printf '"abc%d" ' $i; done; echo ';'
  } > "$g/string_concatenation.c"
  { echo '// expect-error: undeclared|not declared'
    printf 'int main(void) { return '; head -c 10485760 /dev/zero | tr '\0' 'x'; echo '; }'
  } > "$g/long_identifier.c"
  { echo '// expect-no-crash'
    printf 'char *s = "'; head -c 10485760 /dev/zero | tr '\0' 'y'; echo '";'
  } > "$g/long_string.c"
  { echo '// expect-no-crash'
    LC_ALL=C awk 'BEGIN { srand(42); for (i = 0; i < 100000; i++) printf "%c", int(rand() * 256) }'
  } > "$g/random_bytes.c"
  # random sequences of C tokens, with a fixed seed each
  for seed in 1 2 3 4 5 6 7 8; do
    { echo '// expect-no-crash'
      awk -v seed=$seed 'BEGIN {
        n = split("int char long unsigned struct union enum typedef static extern const " \
                  "void * ( ) [ ] { } ; , = + - / % ! ~ & | ^ << >> && || ? : . -> ++ -- " \
                  "== != < <= > >= += sizeof _Alignof _Generic _Static_assert if else for " \
                  "while do switch case default break continue goto return x y f main 0 1 " \
                  "42 0x1f 1.5 \"s\" '"'"'c'"'"' ... __attribute__((packed)) ({ }) #", tok, " ")
        srand(seed); print "int f(int x, int y) {"
        for (i = 0; i < 3000; i++) { printf "%s ", tok[int(rand() * n) + 1]; if (i % 20 == 0) print "" }
        print "" }'
    } > "$g/random_tokens_$seed.c"
  done
  # A file that includes itself: up to 200 levels of 30,000 punctuators
  # each, all tokenized before the depth limit (or the limit on repeated
  # text of an #include cycle) is reached.
  { echo '// expect-error: nested too deeply|#include cycle'
    echo '#include __FILE__'
    printf 'int x = '; repeat '(' 30000; echo '1;'
  } > "$g/self_include_punctuators.c"
  # The cycle limit counts tokens, not bytes: 15,000 one-byte tokens a
  # level stay under 4 MB of text for all 200 levels, but made 3 M
  # tokens (430 MB, and a fuzz timeout under load: seed 1 input 11057).
  { echo '// expect-error: #include cycle'
    echo '#include __FILE__'
    printf 'int '; repeat '!' 15000; echo
  } > "$g/include_cycle_one_byte_tokens.c"
  # 20,000 warnings on one 40 KB line: each quotes only the part of the
  # line around its column.  Quoting the whole line, with the caret line
  # written a byte at a time, took minutes (fuzz seed 1 input 32580).
  { echo '// expect-error: expected'
    printf 'int a[1] = {'; repeat '1,' 20000; echo '}; int b = ;'
  } > "$g/many_warnings_on_a_long_line.c"
  { echo '// expect-error: '
    printf 'int main(void) {\n  int a = 1;\n  a = a \0 + 2;\n  return a;\n}\n'
  } > "$g/nul_byte.c"
  { echo '// expect-error: '
    printf 'int x = 1;\n\0\0\0\0\n'
  } > "$g/nul_bytes_at_end.c"
  { echo '// expect-error: '
    printf 'int main(void) {\n  int \xff\xfe = 1;\n  return 0;\n}\n'
  } > "$g/invalid_utf8_ident.c"
  { echo '// expect-error: '
    printf 'int x = 1 \xc3 ;\n'
  } > "$g/invalid_utf8_truncated_seq.c"
  { echo '// expect-error: '
    printf 'int \xed\xa0\x80x = 1;\n'      # UTF-8 encoded surrogate
  } > "$g/invalid_utf8_surrogate.c"
}

# ---- checking ---------------------------------------------------------------

# check_file PATH NAME: one error test.
check_file() {
  local path=$1 name=$2 dir file
  dir=$(dirname "$path"); file=$(basename "$path")
  local out=$TMP/out/$name flags
  flags=$(head -c 4096 "$path" | sed -n 's|^// expect-flags:[[:space:]]*||p' | head -n1)
  (cd "$dir" && timeout 30 "$SAFECC" $flags -c -o "$out.o" "$file") > "$out.stdout" 2> "$out.stderr" < /dev/null
  local rc=$?
  local expect line
  expect=$(head -c 4096 "$path" | sed -n 's|^// expect-error:[[:space:]]*||p' | head -n1)
  line=$(head -c 4096 "$path" | sed -n 's|^// expect-line:[[:space:]]*||p' | head -n1)
  local errline
  errline=$(grep -a -m1 -E '^[^:]+:[0-9]+:[0-9]+: error: ' "$out.stderr")

  if head -c 4096 "$path" | grep -q '^// expect-ok'; then
    if [ $rc -eq 0 ]; then
      pass "$name"
    else
      fail "$name" "a valid program: expected exit 0, got $(describe_status $rc)" \
        "$(head -c 600 "$out.stderr")"
    fi
    return
  fi
  if head -c 4096 "$path" | grep -q '^// expect-no-crash'; then
    if [ $rc -eq 0 ] || { [ $rc -eq 1 ] && [ -n "$errline" ]; }; then
      pass "$name"
    else
      fail "$name" "expected success or a clean error; got $(describe_status $rc)" \
        "$(head -c 600 "$out.stderr")"
    fi
    return
  fi
  local problems=()
  [ $rc -ne 1 ] && problems+=("expected exit status 1, got $(describe_status $rc)")
  [ -z "$errline" ] && problems+=("expected a 'file:line:col: error: ' message, got none")
  if [ -n "$expect" ] && ! grep -a -q -i -E -- "$expect" "$out.stderr"; then
    problems+=("expected a message matching '$expect'")
  fi
  if [ -n "$line" ] && [ -n "$errline" ]; then
    local got
    got=$(echo "$errline" | sed -E 's/^[^:]+:([0-9]+):.*/\1/')
    [ "$got" != "$line" ] && problems+=("expected the error on line $line, got line $got")
  fi
  if [ ${#problems[@]} -eq 0 ]; then
    pass "$name"
  else
    fail "$name" "${problems[@]}" "compiler said:" "$(head -c 600 "$out.stderr" | head -n 6)"
  fi
}

# check_truncations: every prefix of the base program at multiples of 7
# bytes; one result for the whole family.
check_truncations() {
  local base=$ERRDIR/data/truncate_base.c size
  size=$(wc -c < "$base")
  seq 7 7 $((size - 1)) | xargs -P "$JOBS" -I{} bash -c '
    n=$1; f=$TMP/trunc/cut$n.c
    head -c "$n" "$2" > "$f"
    timeout 30 "$SAFECC" -c -o "$f.o" "$f" > /dev/null 2> "$f.err" < /dev/null
    rc=$?
    if [ $rc -eq 0 ]; then exit 0; fi
    if [ $rc -eq 1 ] && grep -a -q -E "^[^:]+:[0-9]+:[0-9]+: error: " "$f.err"; then exit 0; fi
    echo "cut at byte $n: $(describe_status $rc): $(head -c 200 "$f.err" | head -n 1)" > "$f.bad"
  ' _ {} "$base"
  local bad
  bad=$(cat "$TMP"/trunc/*.bad 2>/dev/null)
  if [ -z "$bad" ]; then
    pass "truncated-every-7-bytes"
  else
    fail "truncated-every-7-bytes" "$(echo "$bad" | wc -l) of $((size / 7)) prefixes failed:" \
      "$(echo "$bad" | head -n 10)"
  fi
}

# check_line_deletions: the base program with one line removed, for every
# line; each variant must compile or fail cleanly.
check_line_deletions() {
  local base=$ERRDIR/data/truncate_base.c lines
  lines=$(wc -l < "$base")
  mkdir -p "$TMP/dele"
  seq 1 "$lines" | xargs -P "$JOBS" -I{} bash -c '
    n=$1; f=$TMP/dele/del$n.c
    sed "${n}d" "$2" > "$f"
    timeout 30 "$SAFECC" -c -o "$f.o" "$f" > /dev/null 2> "$f.err" < /dev/null
    rc=$?
    if [ $rc -eq 0 ]; then exit 0; fi
    if [ $rc -eq 1 ] && grep -a -q -E "^[^:]+:[0-9]+:[0-9]+: error: " "$f.err"; then exit 0; fi
    echo "without line $n: $(describe_status $rc): $(head -c 200 "$f.err" | head -n 1)" > "$f.bad"
  ' _ {} "$base"
  local bad
  bad=$(cat "$TMP"/dele/*.bad 2>/dev/null)
  if [ -z "$bad" ]; then
    pass "each-line-deleted"
  else
    fail "each-line-deleted" "$(echo "$bad" | wc -l) of $lines variants failed:" "$(echo "$bad" | head -n 10)"
  fi
}

export -f check_file pass fail describe_status
export ERRDIR

echo "run-errors: compiler under test: ${SAFECC_ORIG:-$SAFECC}"
gen
{
  for f in "$ERRDIR"/*.c; do echo "$f $(basename "$f" .c)"; done
  for f in "$TMP"/gen/*.c; do echo "$f gen-$(basename "$f" .c)"; done
} | xargs -P "$JOBS" -L1 bash -c 'check_file "$1" "$2"' _
check_truncations
check_line_deletions

if cc_is_ref; then
  summarize run-errors
  echo "(informative only: the compiler under test is the reference compiler)"
  echo "0 passed, 0 failed"
  exit 0
fi
summarize run-errors
