// strcpy into a zero-initialised (.bss) global of 4 bytes traps.
// expect: out-of-bounds write
#include "safety.h"

char code[4];

int main(void) {
  strcpy(code, "abc");
  printf("code %s\n", code);
  FAULT_NEXT();
  strcpy(code, "abcd");
  puts("after the fault");
  return 0;
}
