// expect: ok
// Twin of snprintf_bound_lies.c: the bound given is the buffer's size, so
// the output is cut, not written past the end.
#include <stdio.h>
int main(void) {
  char buf[4];
  int n = snprintf(buf, sizeof buf, "%d", 123456789);
  printf("%d %s\n", n, buf);
  return 0;
}
