// A pointer walks off a 4-byte heap array with no terminator in a
// rotated loop (src/gen_stmt.c): the bottom test checks only the end of
// `*s`, which must still trap at the byte after the array.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *buf = malloc(4);
  memcpy(buf, "abcd", 4);
  const char *s = buf;
  int n = 0;
  printf("%c\n", buf[3]);
  FAULT_NEXT();
  while (*s) {
    n++;
    s++;
  }
  printf("%d\n", n);
  puts("after the fault");
  return 0;
}
