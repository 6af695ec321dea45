// Copying a pointer byte by byte (in C, not memcpy) into a fresh slot does not move its
// capability: dereferencing the copy traps.
// expect: pointer without capability
// asan: miss the copied bits are a valid address; only capabilities tell the copy apart
#include "safety.h"

int main(void) {
  int *src = malloc(sizeof *src);
  *src = 5;
  int **slot = calloc(1, sizeof *slot);
  unsigned char *from = (unsigned char *)&src, *to = (unsigned char *)slot;
  for (size_t i = 0; i < sizeof src; i++) to[i] = from[i];
  printf("bits equal: %d\n", *slot == src);
  FAULT_NEXT();
  printf("%d\n", **slot);
  puts("after the fault");
  return 0;
}
