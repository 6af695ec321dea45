// Good twin of literal_read_far.c: the wandering pointer is brought back before the read.
// expect: ok
#include "safety.h"

int main(void) {
  const char *s = "short";
  const char *t = "another literal that may follow";
  const char *p = s + opaque(100);
  printf("%s / %s\n", s, t);
  FAULT_NEXT();
  printf("%d\n", *(p - 100));
  puts("after the fault");
  return 0;
}
