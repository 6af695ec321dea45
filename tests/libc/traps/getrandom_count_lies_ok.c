// expect: ok
// Twin of getrandom_count_lies.c: the count is the buffer's size.
#include <stdio.h>
#include <sys/random.h>
int main(void) {
  char buf[8];
  printf("%zd\n", getrandom(buf, sizeof buf, 0));
  return 0;
}
