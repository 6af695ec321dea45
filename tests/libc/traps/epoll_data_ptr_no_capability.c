// expect: pointer without capability
// expect-at: epoll_data_ptr_no_capability.c:29:24
// A pointer kept in epoll_data comes back from epoll_wait with its
// address but no capability (docs/safe-mode.md "epoll"), so using it
// traps instead of trusting an address the kernel handed back.  out[1]'s
// data word is 8-aligned, so it can hold a capability: one stored there
// before the wait must not survive the kernel's write, even though the
// address that comes back is the same.
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
struct conn {
  int id;
};
int main(void) {
  static struct conn c = {7};
  int ep = epoll_create1(0);
  int a = eventfd(1, 0), b = eventfd(1, 0);
  struct epoll_event ev = {EPOLLIN, {.ptr = &c}};
  struct epoll_event out[2];
  epoll_ctl(ep, EPOLL_CTL_ADD, a, &ev);
  epoll_ctl(ep, EPOLL_CTL_ADD, b, &ev);
  out[1].data.ptr = &c;
  if (epoll_wait(ep, out, 2, 0) != 2)
    return 1;
  struct conn *back = out[1].data.ptr;
  if (back != &c)
    return 2;
  printf("%d\n", back->id);
  return 0;
}
