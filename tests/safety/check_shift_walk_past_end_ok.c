// The twin of check_shift_walk_past_end.c: the object has 4 bytes.
// expect: ok
#include "safety.h"

static volatile int sink;

int main(void) {
  char *s = malloc(4);
  memcpy(s, "abcd", 4);
  int a = *s++, b = *s++, c = *s++;
  sink = a + b + c + *s++;
  printf("%d\n", sink);
  return 0;
}
