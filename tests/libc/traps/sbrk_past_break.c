// expect: out-of-bounds write
// expect-at: sbrk_past_break.c:11
// The program break is one object whose end is the break: a byte past
// it is caught, though the page it is on is there.
#include <stdio.h>
#include <unistd.h>
int main(void) {
  char *p = sbrk(100);
  p[99] = 1;
  printf("inside\n");
  p[100] = 2;
  return 0;
}
