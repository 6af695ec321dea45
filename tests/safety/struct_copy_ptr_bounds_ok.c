// Good twin of struct_copy_ptr_bounds.c: writes b.data[b.cap - 1].
// expect: ok
#include "safety.h"

struct buf { char *data; int cap; };

int main(void) {
  struct buf a = { malloc(16), 16 };
  struct buf b;
  b = a;
  b.data[15] = 'x';
  printf("%c\n", a.data[15]);
  FAULT_NEXT();
  b.data[b.cap - 1] = 'y';
  printf("after the fault %c\n", a.data[15]);
  return 0;
}
