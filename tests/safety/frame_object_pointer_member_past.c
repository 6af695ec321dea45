// A struct that lives in its caller's frame holds a pointer a callee
// stored into it (its capability goes to an aux array the runtime hangs
// on the header in the frame).  After collections, the pointer still
// carries its capability, and reading past the block it points to traps.
// expect: out-of-bounds read
// expect-at: frame_object_pointer_member_past.c:31:16
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
  FAULT_NEXT();
  sum += b.data[opaque(8)];
  printf("%d\n", sum);
  puts("after the fault");
  return 0;
}
