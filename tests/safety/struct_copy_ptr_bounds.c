// A pointer copied inside a struct (struct assignment) keeps its exact bounds: the copy's
// buf[16] of a 16-byte buffer traps.
// expect: out-of-bounds write
#include "safety.h"

struct buf { char *data; int cap; };

int main(void) {
  struct buf a = { malloc(16), 16 };
  struct buf b;
  b = a;
  b.data[15] = 'x';
  printf("%c\n", a.data[15]);
  FAULT_NEXT();
  b.data[b.cap] = 'y';
  puts("after the fault");
  return 0;
}
