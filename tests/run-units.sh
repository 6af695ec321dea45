#!/bin/bash
# tests/run-units.sh — unit tests of single compiler files.  Each
# tests/units/NAME.c is built by the reference compiler together with the
# src/ files its `// units:` line names, and must exit 0; it prints what it
# expected and what it got for every mismatch.
source "$(dirname "$0")/lib.sh"
make_tmp units
for src in "$ROOT"/tests/units/*.c; do
  name=$(basename "$src" .c)
  parts=$(sed -n 's|^// units:||p' "$src" | head -n 1)
  files=()
  for p in $parts; do files+=("$ROOT/$p"); done
  if ! $REFCC -std=gnu11 -O1 -w -I"$ROOT/src" -o "$TMP/$name" "$src" "${files[@]}" -lm \
      > "$TMP/$name.build" 2>&1; then
    fail "$name" "build failed" "$(first_lines "$TMP/$name.build")"
    continue
  fi
  if timeout 300 "$TMP/$name" > "$TMP/$name.out" 2>&1; then
    pass "$name"
  else
    fail "$name" "$(describe_status $?)" "$(tail -n 20 "$TMP/$name.out")"
  fi
done
summarize run-units
