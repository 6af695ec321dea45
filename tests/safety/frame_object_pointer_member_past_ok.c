// The twin of frame_object_pointer_member_past.c: the last read is of the
// block's last byte.
// expect: ok
#include "safety.h"

struct buf {
  char *data;
  int len;
};

static void init(struct buf *b, int n) {
  b->data = malloc(n);
  b->len = n;
  for (int i = 0; i < n; i++)
    b->data[i] = (char)('a' + i);
}

int main(void) {
  struct buf b;
  init(&b, 8);
  for (int i = 0; i < 1000; i++) // garbage, so that collections run
    free(malloc(4096));
  int sum = 0;
  for (int i = 0; i < b.len; i++)
    sum += b.data[i];
  printf("%d\n", sum);
  sum += b.data[opaque(7)];
  printf("%d\n", sum);
  return 0;
}
