// strlen on a heap buffer without a terminating NUL runs off its end and traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *s = malloc(4);
  memcpy(s, "abcd", 4);
  printf("s[3] = %c\n", s[3]);
  FAULT_NEXT();
  printf("%zu\n", strlen(s));
  puts("after the fault");
  return 0;
}
