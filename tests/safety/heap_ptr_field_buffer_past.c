// A pointer loaded from a struct field keeps its capability: writing buf[8] of an 8-byte buffer traps.
// expect: out-of-bounds write
#include "safety.h"

struct holder { int len; char *buf; };

int main(void) {
  struct holder *h = malloc(sizeof *h);
  h->len = opaque(8);
  h->buf = malloc(h->len);
  for (int i = 0; i < h->len; i++) h->buf[i] = 'a' + i;
  printf("buf[7] = %c\n", h->buf[7]);
  FAULT_NEXT();
  h->buf[h->len] = 0;
  puts("after the fault");
  return 0;
}
