// Good twin of heap_ptr_field_buffer_past.c: the buffer has room for the terminator.
// expect: ok
#include "safety.h"

struct holder { int len; char *buf; };

int main(void) {
  struct holder *h = malloc(sizeof *h);
  h->len = opaque(8);
  h->buf = malloc(h->len + 1);
  for (int i = 0; i < h->len; i++) h->buf[i] = 'a' + i;
  printf("buf[7] = %c\n", h->buf[7]);
  FAULT_NEXT();
  h->buf[h->len] = 0;
  printf("after the fault %s\n", h->buf);
  return 0;
}
