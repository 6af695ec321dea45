// Function pointers stored in heap and global tables, copied with memcpy, are callable.
// expect: ok
#include "safety.h"

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

int (*ops[2])(int, int) = { add, mul };

int main(void) {
  int (**heap_ops)(int, int) = malloc(sizeof ops);
  memcpy(heap_ops, ops, sizeof ops);
  printf("%d %d %d %d\n", ops[0](2, 3), ops[1](2, 3), heap_ops[0](4, 5), heap_ops[1](4, 5));
  return 0;
}
