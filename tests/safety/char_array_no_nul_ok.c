// Good twin of char_array_no_nul.c: char s[] = "abc" has its terminator.
// expect: ok
#include "safety.h"

int main(void) {
  char s[] = "abc";
  printf("%c%c%c\n", s[0], s[1], s[2]);
  FAULT_NEXT();
  printf("%zu\n", strlen(s));
  puts("after the fault");
  return 0;
}
