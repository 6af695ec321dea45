#!/bin/bash
# bootstrap.sh — rebuild the whole stack from source, stage by stage, and
# check that it reproduces itself byte for byte (DESIGN §7).
#
#   stage 1: the host C compiler builds ./safecc (make) — the only thing a
#            host compiler ever builds; it is copied to stage1/.
#   stage 2: stage1/safecc builds the runtime (-funsafe), libc/ (safe) and
#            safecc's own sources IN SAFE MODE -> stage2/safecc, a
#            memory-safe compiler, with its libraries in stage2/build/lib.
#   stage 3: stage2/safecc does exactly the same -> stage3/.
#   fixed point: stage2 and stage3 (compiler and libraries) are identical.
#
# ./bootstrap.sh --plain does the older check instead: every stage built
# with -funsafe, the compiler as an ordinary program on the host libc.
set -e
cd "$(dirname "$0")"
JOBS=${JOBS:-$(nproc)}
SOURCES=$(make -s --no-print-directory print-compiler-sources)
MODE=safe
[ "$1" = --plain ] && MODE=plain

# compile_all CC FLAGS OUTDIR FILE...: each FILE to OUTDIR/<path>.o in parallel.
compile_all() {
  local cc=$1 flags=$2 out=$3; shift 3
  mkdir -p "$out"
  printf '%s\n' "$@" | xargs -P "$JOBS" -I{} sh -c \
    'o="$2/$(echo "$1" | tr / _ | sed "s/\.[cs]$/.o/")"; $3 $4 -c -o "$o" "$1"' \
    _ {} "$out" "$cc" "$flags"
}

# build_libs CC DIR: the runtime (plain) and libc (safe) into DIR/build/lib.
build_libs() {
  local cc=$1 dir=$2
  compile_all "$cc" "-funsafe -std=c11 -pthread" "$dir/obj/runtime" runtime/*.c runtime/*.s
  compile_all "$cc" "-fsafe -Ilibc/src" "$dir/obj/libc" libc/src/*/*.c
  mkdir -p "$dir/build/lib"
  rm -f "$dir/build/lib/"*.a
  ar rcs "$dir/build/lib/libsafecc-rt.a" $(ls "$dir"/obj/runtime/*.o | sort)
  ar rcs "$dir/build/lib/libc.a" $(ls "$dir"/obj/libc/*.o | sort)
  "$cc" -c -o "$dir/build/lib/sc_module.o" runtime/shared/module.s
}

# build_stage CC DIR: the libraries, then the compiler, into DIR.
build_stage() {
  local cc=$1 dir=$2 mode_flag=-fsafe
  [ "$MODE" = plain ] && mode_flag=-funsafe
  rm -rf "$dir" && mkdir -p "$dir"
  [ "$MODE" = safe ] && build_libs "$cc" "$dir"
  # The compiler links with the libraries of the compiler that builds it:
  # those sit in build/lib beside it (stage1/build/lib, stage2/build/lib).
  compile_all "$cc" "$mode_flag -std=c11 -Isrc" "$dir/obj/safecc" $SOURCES
  $cc $mode_flag -o "$dir/safecc" $(ls "$dir"/obj/safecc/*.o | sort)
}

echo "== stage 1: host compiler builds ./safecc"
make -s safecc
rm -rf stage1 && mkdir -p stage1
cp safecc stage1/safecc
if [ "$MODE" = safe ]; then
  echo "== stage 1 builds its libraries: runtime (-funsafe) and libc (safe)"
  build_libs "$PWD/stage1/safecc" stage1
fi
echo "== stage 2: stage1/safecc builds stage2/safecc ($MODE)"
build_stage "$PWD/stage1/safecc" stage2
echo "== stage 3: stage2/safecc builds stage3/safecc ($MODE)"
build_stage "$PWD/stage2/safecc" stage3

same=1
cmp -s stage2/safecc stage3/safecc || same=0
if [ "$MODE" = safe ]; then
  for lib in libc.a libsafecc-rt.a; do
    cmp -s "stage2/build/lib/$lib" "stage3/build/lib/$lib" || { echo "   $lib differs"; same=0; }
  done
  if ! nm stage2/safecc | grep -q ' sc\.main$'; then
    echo "== stage2/safecc is not a safe-mode binary" >&2
    exit 1
  fi
fi
if [ $same = 1 ]; then
  echo "== fixed point: stage2 and stage3 are byte-identical ($MODE; safecc $(wc -c < stage2/safecc) bytes)"
else
  echo "== NO fixed point: stage2 and stage3 differ" >&2
  exit 1
fi
