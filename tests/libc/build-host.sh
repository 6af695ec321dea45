#!/bin/bash
# tests/libc/build-host.sh OUTDIR — builds the safe libc with gcc for the
# host harness: every libc/src/*/*.c is compiled freestanding against our
# own headers only, linked into one relocatable object, and every symbol is
# renamed sc_<name> (objcopy --prefix-symbols), so it cannot collide with
# the host's glibc.  The runtime's entry points come from host/shim.c.
# Result: OUTDIR/libc-host.o (libc + shim) for linking with a test driver.
set -e
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=$1
mkdir -p "$OUT/obj"
objs=()
for f in "$ROOT"/libc/src/*/*.c; do
  o=$OUT/obj/$(basename "$(dirname "$f")")_$(basename "$f" .c).o
  gcc -std=c11 -O1 -g -Wall -Wextra -Werror -ffreestanding -fno-builtin -nostdinc \
    -fno-pic -fno-stack-protector -fno-strict-aliasing \
    -I"$ROOT/include" -I"$ROOT/libc/include" -I"$ROOT/libc/src" -c "$f" -o "$o"
  objs+=("$o")
done
ld -r -o "$OUT/libc-raw.o" "${objs[@]}"
objcopy --prefix-symbols=sc_ "$OUT/libc-raw.o" "$OUT/libc-sc.o"
gcc -std=gnu11 -O1 -fno-pic -c "$ROOT/tests/libc/host/shim.c" -o "$OUT/shim.o"
ld -r -o "$OUT/libc-host.o" "$OUT/libc-sc.o" "$OUT/shim.o"
