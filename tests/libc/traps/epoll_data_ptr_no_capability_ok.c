// expect: ok
// Twin of epoll_data_ptr_no_capability.c: what works in the safe world —
// an index in data.u64 (or the descriptor in data.fd) names the object in
// a table of the program's own.
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
struct conn {
  int id;
};
int main(void) {
  static struct conn conns[4] = {{5}, {6}, {7}, {8}};
  int ep = epoll_create1(0);
  int a = eventfd(1, 0), b = eventfd(1, 0);
  struct epoll_event ev = {EPOLLIN, {.u64 = 2}};
  struct epoll_event out[2];
  epoll_ctl(ep, EPOLL_CTL_ADD, a, &ev);
  epoll_ctl(ep, EPOLL_CTL_ADD, b, &ev);
  if (epoll_wait(ep, out, 2, 0) != 2)
    return 1;
  struct conn *back = &conns[out[1].data.u64];
  printf("%d\n", back->id);
  return 0;
}
