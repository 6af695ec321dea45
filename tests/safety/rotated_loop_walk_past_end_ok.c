// Good twin of rotated_loop_walk_past_end.c: the array holds its
// terminator, so the walk stops inside it.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(5);
  memcpy(buf, "abcd", 5);
  const char *s = buf;
  int n = 0;
  printf("%c\n", buf[3]);
  FAULT_NEXT();
  while (*s) {
    n++;
    s++;
  }
  printf("%d\n", n);
  puts("after the fault");
  return 0;
}
