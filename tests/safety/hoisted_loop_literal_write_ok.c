// A counted loop reading a string literal and writing a local array: the
// literal is only read, so the test before the loop passes (the good twin
// of hoisted_loop_literal_write.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(5);
  char *s = (char *)"abcdef";
  char copy[8] = "abcdef";
  puts("overwriting");
  for (int i = 0; i < n; i++)
    copy[i] = s[i + 1];
  puts(copy);
  return 0;
}
