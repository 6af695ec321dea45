// expect: out-of-bounds write
// expect-at: call to getrandom
// getrandom's buffer is checked against the count before the kernel fills it.
#include <stdio.h>
#include <sys/random.h>
int main(void) {
  char buf[8];
  printf("%zd\n", getrandom(buf, 16, 0));
  return 0;
}
