// strtol on a digit array without a terminator reads past it inside the libc and traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *digits = malloc(3);
  memcpy(digits, "123", 3);
  printf("%c%c%c\n", digits[0], digits[1], digits[2]);
  FAULT_NEXT();
  printf("%ld\n", strtol(digits, NULL, 10));
  puts("after the fault");
  return 0;
}
