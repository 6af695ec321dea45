// expect: ok
// Twin of select_small_fd_set.c: a real fd_set.
#include <stdio.h>
#include <sys/select.h>
int main(void) {
  fd_set r;
  FD_ZERO(&r);
  FD_SET(0, &r);
  struct timeval tv = {0, 0};
  int n = select(1, &r, 0, 0, &tv);
  printf("%d %d\n", n, FD_ISSET(0, &r));
  return 0;
}
