#!/bin/bash
# bootstrap.sh — rebuild the compiler from source, stage by stage, and check
# that it reproduces itself byte for byte.
#
#   stage 1: the host C compiler builds ./safecc          (make)
#   stage 2: stage 1 compiles safecc's sources -> stage2/safecc
#   stage 3: stage 2 compiles the same sources -> stage3/safecc
#   fixed point: stage2/safecc and stage3/safecc are identical.
#
# Every stage is built in the plain (-funsafe) ABI for now.  DESIGN §7 wants
# safe stages 2 and 3 (with the runtime and libc rebuilt here); that needs a
# safe libc that can run the compiler itself (files, fork/exec of as and ld).
set -eu
cd "$(dirname "$0")"
JOBS=${JOBS:-$(nproc)}
SOURCES=$(ls src/*.c backend-x86_64/*.c)

# build_stage CC DIR: every source to DIR/obj/*.o in parallel, then link.
# The stages are built with -funsafe for now: DESIGN §7 wants a safe
# stage 2, which needs a safe libc that can run the compiler (files,
# processes) — see docs/safe-mode.md.
build_stage() {
  local cc=$1 dir=$2
  rm -rf "$dir" && mkdir -p "$dir/obj"
  # Stage binaries find the headers at <dir>/../include.
  echo "$SOURCES" | xargs -P "$JOBS" -I{} sh -c \
    'o="$2/obj/$(echo "$1" | tr / _ | sed "s/\.c$/.o/")"; "$3" -funsafe -std=c11 -Isrc -c -o "$o" "$1"' \
    _ {} "$dir" "$cc"
  "$cc" -funsafe -o "$dir/safecc" "$dir"/obj/*.o
}

echo "== stage 1: host compiler builds ./safecc"
make -s safecc
echo "== stage 2: ./safecc builds stage2/safecc"
build_stage "$PWD/safecc" stage2
echo "== stage 3: stage2/safecc builds stage3/safecc"
build_stage "$PWD/stage2/safecc" stage3
if cmp -s stage2/safecc stage3/safecc; then
  echo "== fixed point: stage2/safecc and stage3/safecc are byte-identical ($(wc -c < stage2/safecc) bytes)"
else
  echo "== NO fixed point: stage2/safecc and stage3/safecc differ" >&2
  exit 1
fi
