// The runtime's entry points (written in unsafe C) read only the argument words that were
// passed: memcpy, memmove, memset, calloc and realloc called with too few arguments see zeros
// (a zero length, a null source, a zero size) and do nothing harmful.  (A gcc build would use
// stale registers, so only the safe build makes the calls.)
// expect: ok
#include "safety.h"

int main(void) {
  char *dst = malloc(16);
  strcpy(dst, "untouched");
#ifdef __SAFECC_SAFE__
  void *(*copy1)(void *) = (void *(*)(void *))memcpy;
  void *(*move2)(void *, const void *) = (void *(*)(void *, const void *))memmove;
  void *(*set2)(void *, int) = (void *(*)(void *, int))memset;
  void *(*calloc1)(size_t) = (void *(*)(size_t))calloc;
  void *(*realloc0)(void) = (void *(*)(void))realloc;
  long *big = malloc(4096);
  memset(big, 0x41, 4096); /* leaves plausible stale values around */
  if (copy1(dst) != dst || move2(dst, big) != dst || set2(dst, 'X') != dst) return 1;
  char *c = calloc1(5);
  char *r = realloc0();
  if (c && c != r) free(c);
  if (r) free(r);
#endif
  printf("%s\n", dst);
  return 0;
}
