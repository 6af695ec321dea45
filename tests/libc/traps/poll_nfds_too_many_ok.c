// expect: ok
// Twin of poll_nfds_too_many.c: nfds is the array's length (stdin is
// /dev/null in the tests: readable at once).
#include <poll.h>
#include <stdio.h>
int main(void) {
  struct pollfd fds[1] = {{0, POLLIN, 0}};
  printf("%d\n", poll(fds, 1, 0));
  return 0;
}
