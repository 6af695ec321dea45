// expect: ok
// Twin of epoll_wait_maxevents_lies.c: maxevents is the array's length.
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
int main(void) {
  int ep = epoll_create1(0);
  int efd = eventfd(1, 0);
  struct epoll_event ev = {EPOLLIN, {.u64 = 1}}, out[2];
  epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev);
  printf("%d\n", epoll_wait(ep, out, 2, 0));
  return 0;
}
