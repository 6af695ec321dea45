// Good twin of literal_memset_into.c: wipes a writable array copy.
// expect: ok
#include "safety.h"

int main(void) {
  char s[] = "secret";
  size_t n = opaque(6);
  puts("wiping");
  FAULT_NEXT();
  memset(s, '*', n);
  printf("after the fault %s\n", s);
  return 0;
}
