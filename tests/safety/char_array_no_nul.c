// char s[3] = "abc" is legal C and has no terminator: strlen runs off the 3-byte array.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char s[3] = "abc";
  printf("%c%c%c\n", s[0], s[1], s[2]);
  FAULT_NEXT();
  printf("%zu\n", strlen(s));
  puts("after the fault");
  return 0;
}
