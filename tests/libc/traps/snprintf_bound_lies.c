// expect: out-of-bounds write
// expect-at: libc/src/stdio/sink.c
// snprintf trusts n, but the buffer's real size is enforced.
#include <stdio.h>
int main(void) {
  char buf[4];
  snprintf(buf, 100, "%d", 123456789);
  return buf[0];
}
