// expect: out-of-bounds write
// expect-at: libc/src/stdio/sink.c
// sprintf has no bound, but every store into the buffer is checked.
#include <stdio.h>
int main(void) {
  char buf[8];
  sprintf(buf, "%s", "this does not fit");
  return buf[0];
}
