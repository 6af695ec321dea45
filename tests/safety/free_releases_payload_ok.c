// free releases the payload even while dangling pointers to it remain (DESIGN §5: a capability
// to a freed object must not keep its payload alive): 24 GB (more than this machine's memory)
// in 64 KB blocks, each freed right away but all of them still pointed to from one array.
// expect: ok
#include "safety.h"

enum { BLOCK = 1 << 16, BLOCKS = 24 * 16 * 1024 };

int main(void) {
  char **dangling = malloc(BLOCKS * sizeof *dangling);
  long written = 0;
  for (int i = 0; i < BLOCKS; i++) {
    char *p = malloc(BLOCK);
    if (!p) { puts("out of memory"); return 1; }
    memset(p, i, BLOCK);
    written += p[BLOCK / 2] == (char)i;
    free(p);
    dangling[i] = p;
  }
  printf("%ld blocks written and freed, %d dangling pointers kept\n", written,
         dangling[BLOCKS - 1] != NULL ? BLOCKS : 0);
  return 0;
}
