// The twin of check_shift_walk_below_start.c: the walk starts one byte
// higher in a 4-byte object.
// expect: ok
#include "safety.h"

static volatile int sink;

int main(void) {
  char *s = malloc(4);
  memcpy(s, "abcd", 4);
  s += 4;
  int a = *--s, b = *--s, c = *--s;
  sink = a + b + c + *--s;
  printf("%d\n", sink);
  return 0;
}
