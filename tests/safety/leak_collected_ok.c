// Leaks are collected: 24 GB (more than this machine's memory) allocated in 64 KB blocks,
// each written in full and dropped without free.  Besides finishing at all, the proof that
// the GC reclaimed them is that later blocks reuse the addresses of earlier, unreachable ones
// (only their addresses are kept, as integers, which keep nothing alive).  (The gcc reference
// build frees each block, which is what the collector does for the safe build, so its
// output is the same.)
// expect: ok
#include "safety.h"

enum { BLOCK = 1 << 16, BLOCKS = 24 * 16 * 1024, WATCHED = 256 };

int main(void) {
  static uintptr_t first[WATCHED];
  long written = 0;
  int reused = 0;
  for (int i = 0; i < BLOCKS; i++) {
    char *p = malloc(BLOCK);
    if (!p) { puts("out of memory"); return 1; }
    memset(p, i, BLOCK);
    written += p[BLOCK - 1] == (char)i;
    uintptr_t a = (uintptr_t)p;
    if (i < WATCHED) first[i] = a;
    else
      for (int j = 0; j < WATCHED && !reused; j++) reused = first[j] == a;
#ifndef __SAFECC_SAFE__
    free(p);
#endif
  }
  printf("%ld blocks written, addresses reused: %s\n", written, reused ? "yes" : "no");
  return 0;
}
