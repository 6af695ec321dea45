// expect: out-of-bounds write
// expect-at: call to epoll_wait
// epoll_wait's array is checked as maxevents events of 12 bytes (written),
// whether or not that many are ready.
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
int main(void) {
  int ep = epoll_create1(0);
  int efd = eventfd(1, 0);
  struct epoll_event ev = {EPOLLIN, {.u64 = 1}}, out[2];
  epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev);
  printf("%d\n", epoll_wait(ep, out, 4, 0));
  return 0;
}
