// cross_unit_main.c — escape facts across units (docs/safe-mode.md,
// "Escape facts across units"), with cross_unit_lib.c.  A local passed to
// reader(), which exports its marker, must live in the frame: its address
// is near this frame's.  One passed to keeper(), which keeps it and has no
// marker, must live on the heap and keep its value after its function
// returned and the stack was written over, under collections.  One passed
// to add_all(), declared noescape, lives in the frame without a test.
// The runtime's memset may return its destination but keeps it not: a
// local it fills lives in the frame when memset's value is discarded
// (sc.nokeep.memset.0), on the heap when the value is kept.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cross_unit.h"

static int failures;

static void expect(const char *what, long want, long got) {
  if (want != got) {
    printf("%s: expected %ld, got %ld\n", what, want, got);
    failures++;
  }
}

static int is_near_frame(uintptr_t addr) {
  uintptr_t frame = (uintptr_t)__builtin_frame_address(0);
  uintptr_t d = addr > frame ? addr - frame : frame - addr;
  return d < 65536;
}

__attribute__((noinline)) static int read_local(int k, int *near) {
  int x = k * 3;
  int value = 0;
  uintptr_t where = reader(&x, &value);
  *near = is_near_frame(where);
  return value;
}

__attribute__((noinline)) static void keep_local(int k) {
  int y = k;
  keeper(&y);
}

// Writes over the stack below the caller's frame.
__attribute__((noinline)) static int scribble(int v) {
  volatile char junk[4096];
  memset((char *)junk, v, sizeof junk);
  return junk[100];
}

// A buffer memset fills, its value discarded: in the frame.
__attribute__((noinline)) static int memset_local(int k) {
  char buf[16];
  memset(buf, k, sizeof buf);
  return is_near_frame((uintptr_t)buf) * 1000 + buf[15];
}

// The same with memset's value kept: the buffer must outlive the call.
static char *kept_by_memset;
__attribute__((noinline)) static void memset_kept(int k) {
  char buf[16];
  kept_by_memset = memset(buf, k, sizeof buf);
}

__attribute__((noinline)) static int sum_after_add(int n) {
  int a[4] = {1, 2, 3, 4};
  add_all(a, 4, n);
  return a[0] + a[1] + a[2] + a[3];
}

int main(void) {
  for (int round = 0; round < 200; round++) {
    int near = 0;
    expect("reader's value", round * 3, read_local(round, &near));
    expect("a local passed to reader() is in the frame", 1, near);
    keep_local(1000 + round);
    scribble(0x55);
    for (int i = 0; i < 50; i++)
      free(malloc(64 + i)); // collections, with SAFECC_GC_EVERY
    expect("the kept local's value after its call", 1000 + round, kept_value());
    expect("add_all", 10 + 4 * round, sum_after_add(round));
    expect("a buffer memset fills, in the frame", 1000 + (round & 0x7f), memset_local(round & 0x7f));
    memset_kept(round & 0x7f);
    scribble(0x33);
    for (int i = 0; i < 50; i++)
      free(malloc(64 + i));
    expect("a buffer memset returned, after its call", round & 0x7f, kept_by_memset[15]);
  }
  if (failures)
    return 1;
  printf("cross_unit: ok\n");
  return 0;
}
