// Good twin of literal_memcpy_overread.c: copies sizeof "short" bytes.
// expect: ok
#include "safety.h"

int main(void) {
  char buf[16];
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  memcpy(buf, "short", n < sizeof "short" ? n : sizeof "short");
  printf("after the fault %s\n", buf);
  return 0;
}
