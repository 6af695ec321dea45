// expect: ok
// Twin of sbrk_past_break.c: the break is moved first.
#include <stdio.h>
#include <unistd.h>
int main(void) {
  char *p = sbrk(100);
  p[99] = 1;
  printf("inside\n");
  sbrk(1);
  p[100] = 2;
  printf("%d\n", p[100]);
  return 0;
}
