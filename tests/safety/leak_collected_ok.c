// Leaks are collected: 4 GB allocated in 1 MB blocks, none freed, must run without running out
// of memory (the GC reclaims unreachable blocks).
// expect: ok
#include "safety.h"

int main(void) {
  long total = 0;
  for (int i = 0; i < 4096; i++) {
    char *p = malloc(1 << 20);
    if (!p) { puts("out of memory"); return 1; }
    p[i % (1 << 20)] = 1;
    total += 1 << 20;
  }
  printf("allocated %ld MB\n", total >> 20);
  return 0;
}
