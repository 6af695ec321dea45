// Good twin of literal_write.c: an array initialised from the literal is writable.
// expect: ok
#include "safety.h"

int main(void) {
  char s[] = "hello";
  printf("%s\n", s);
  FAULT_NEXT();
  s[0] = 'j';
  printf("after the fault %s\n", s);
  return 0;
}
