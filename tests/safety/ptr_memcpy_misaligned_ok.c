// Good twin of ptr_memcpy_misaligned.c: the round trip goes through buf + 8 (same alignment).
// expect: ok
#include "safety.h"

int main(void) {
  char *s = malloc(8);
  strcpy(s, "text");
  char *buf = calloc(32, 1);
  char *back;
  memcpy(buf + opaque(8), &s, sizeof s);
  memcpy(&back, buf + opaque(8), sizeof back);
  printf("bits equal: %d\n", back == s);
  FAULT_NEXT();
  printf("%s\n", back);
  puts("after the fault");
  return 0;
}
