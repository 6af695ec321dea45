// expect: ok
// Twin of sprintf_overflow.c: the same sprintf into a buffer that fits it.
#include <stdio.h>
int main(void) {
  char buf[18];
  int n = sprintf(buf, "%s", "this does not fit");
  printf("%d %s\n", n, buf);
  return 0;
}
