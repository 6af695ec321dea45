// A pointer word copied in two 4-byte halves (each memcpy copies it only in part) loses its
// capability.
// expect: pointer without capability
// asan: miss the copied bits are a valid address; only capabilities tell the copy apart
#include "safety.h"

int main(void) {
  long *v = malloc(sizeof *v);
  *v = 64;
  long **dst = calloc(1, sizeof *dst);
  memcpy(dst, &v, 4);
  memcpy((char *)dst + 4, (char *)&v + 4, 4);
  printf("bits equal: %d\n", *dst == v);
  FAULT_NEXT();
  printf("%ld\n", **dst);
  puts("after the fault");
  return 0;
}
