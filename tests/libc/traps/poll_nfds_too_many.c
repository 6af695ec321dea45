// expect: out-of-bounds write
// expect-at: call to poll
// poll's array is checked as nfds * 8 bytes (read and written).
#include <poll.h>
#include <stdio.h>
int main(void) {
  struct pollfd fds[1] = {{0, POLLIN, 0}};
  printf("%d\n", poll(fds, 2, 0));
  return 0;
}
