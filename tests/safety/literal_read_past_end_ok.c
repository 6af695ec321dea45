// Good twin of literal_read_past_end.c: reads the terminating NUL, the literal's last byte.
// expect: ok
#include "safety.h"

int main(void) {
  const char *s = "abc";
  int i = opaque(4);
  printf("s[3] = %d\n", s[3]);
  FAULT_NEXT();
  printf("s[3] = %d\n", s[i - 1]);
  puts("after the fault");
  return 0;
}
