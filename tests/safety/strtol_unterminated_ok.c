// Good twin of strtol_unterminated.c: the buffer is terminated.
// expect: ok
#include "safety.h"

int main(void) {
  char *digits = malloc(4);
  memcpy(digits, "123", 4);
  printf("%c%c%c\n", digits[0], digits[1], digits[2]);
  FAULT_NEXT();
  printf("%ld\n", strtol(digits, NULL, 10));
  puts("after the fault");
  return 0;
}
