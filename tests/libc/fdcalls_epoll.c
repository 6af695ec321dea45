// fdcalls_epoll.c — epoll on a pipe and an eventfd: readiness, data.fd
// and data.u64 coming back, level and edge triggering, one-shot, MOD and
// DEL, an array of several events, epoll_pwait, the errors; eventfd's
// counter and semaphore mode.  A pointer kept in data.ptr comes back with
// the same address (using it is another matter: docs/safe-mode.md
// "epoll").  Run safe and with gcc: both must print the same.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

// Waits without blocking and prints what came back, sorted by data.u64
// (the kernel's order is the order things became ready).
static int wait_and_show(const char *what, int ep, int max) {
  struct epoll_event ev[8];
  memset(ev, 0, sizeof ev);
  int n = epoll_wait(ep, ev, max, 0);
  printf("%s: %d", what, n);
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && ev[j - 1].data.u64 > ev[j].data.u64; j--) {
      struct epoll_event t = ev[j];
      ev[j] = ev[j - 1];
      ev[j - 1] = t;
    }
  for (int i = 0; i < n; i++)
    printf(" [data %llu events %#x]", (unsigned long long)ev[i].data.u64, ev[i].events);
  printf("\n");
  return n;
}

static void pipe_and_eventfd(void) {
  int ep = epoll_create1(EPOLL_CLOEXEC);
  int fds[2];
  if (ep < 0 || pipe(fds) < 0)
    return;
  int efd = eventfd(0, 0);
  printf("sizeof(struct epoll_event) %zu\n", sizeof(struct epoll_event));
  struct epoll_event ev;
  ev.events = EPOLLIN;
  ev.data.u64 = 1;  // the pipe's read end
  printf("add pipe: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &ev));
  ev.data.u64 = 2;  // the eventfd
  printf("add eventfd: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev));
  int r = epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev);
  printf("add it again: %d %s\n", r, strerror(errno));
  wait_and_show("nothing ready", ep, 8);
  if (write(fds[1], "abc", 3) != 3)
    printf("write failed\n");
  wait_and_show("pipe written", ep, 8);
  printf("eventfd_write 5: %d\n", eventfd_write(efd, 5));
  wait_and_show("both ready", ep, 8);
  wait_and_show("room for one", ep, 1);
  eventfd_t v = 0;
  r = eventfd_read(efd, &v);
  printf("eventfd_read: %d value %llu\n", r, (unsigned long long)v);
  wait_and_show("eventfd drained", ep, 8);

  ev.events = EPOLLIN | EPOLLET;
  ev.data.u64 = 11;
  printf("mod pipe to edge-triggered: %d\n", epoll_ctl(ep, EPOLL_CTL_MOD, fds[0], &ev));
  wait_and_show("edge: first wait", ep, 8);
  wait_and_show("edge: second wait", ep, 8);
  ev.events = EPOLLIN | EPOLLONESHOT;
  ev.data.u64 = 12;
  epoll_ctl(ep, EPOLL_CTL_MOD, fds[0], &ev);
  wait_and_show("one-shot: first wait", ep, 8);
  wait_and_show("one-shot: second wait", ep, 8);
  ev.events = EPOLLOUT;
  ev.data.u64 = 3;
  printf("add the write end for EPOLLOUT: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, fds[1], &ev));
  wait_and_show("writable", ep, 8);
  printf("del with a null event: %d\n", epoll_ctl(ep, EPOLL_CTL_DEL, fds[1], NULL));
  r = epoll_ctl(ep, EPOLL_CTL_DEL, fds[1], NULL);
  printf("del again: %d %s\n", r, strerror(errno));
  close(fds[1]);
  ev.events = EPOLLIN;
  ev.data.u64 = 13;
  epoll_ctl(ep, EPOLL_CTL_MOD, fds[0], &ev);
  wait_and_show("write end closed", ep, 8);
  close(fds[0]);
  close(efd);
  close(ep);
}

// data.fd, and a pointer's address, survive the round trip.
static void data_members(void) {
  int ep = epoll_create(1);
  int efd = eventfd(1, EFD_NONBLOCK);
  static int object = 42;
  struct epoll_event ev;
  ev.events = EPOLLIN;
  ev.data.ptr = &object;
  epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev);
  struct epoll_event got[3];
  int n = epoll_wait(ep, got, 3, 0);
  printf("data.ptr: %d event, same address %d\n", n, n == 1 && got[0].data.ptr == (void *)&object);
  ev.data.fd = efd;
  epoll_ctl(ep, EPOLL_CTL_MOD, efd, &ev);
  n = epoll_wait(ep, got, 3, 0);
  printf("data.fd: %d event, the eventfd %d\n", n, n == 1 && got[0].data.fd == efd);
  close(efd);
  close(ep);
}

static void pwait_and_errors(void) {
  int ep = epoll_create1(0);
  int efd = eventfd(3, EFD_SEMAPHORE | EFD_NONBLOCK);
  struct epoll_event ev = {EPOLLIN, {.u64 = 7}}, out[2];
  epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev);
  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGUSR1);
  int n = epoll_pwait(ep, out, 2, 100, &mask);
  printf("epoll_pwait: %d data %llu\n", n, (unsigned long long)out[0].data.u64);
  n = epoll_pwait(ep, out, 2, 0, NULL);
  printf("epoll_pwait without a mask: %d\n", n);
  eventfd_t v;
  for (int i = 0; i < 4; i++) {
    v = 99;
    int r = eventfd_read(efd, &v);
    printf("semaphore read %d: %d value %llu %s\n", i, r, (unsigned long long)v,
           r ? strerror(errno) : "");
  }
  n = epoll_wait(ep, out, 2, 0);
  printf("semaphore at zero: %d\n", n);
  n = epoll_wait(ep, out, 0, 0);
  printf("maxevents 0: %d %s\n", n, strerror(errno));
  n = epoll_wait(ep, out, -1, 0);
  printf("maxevents -1: %d %s\n", n, strerror(errno));
  n = epoll_wait(efd, out, 2, 0);
  printf("not an epoll descriptor: %d %s\n", n, strerror(errno));
  n = epoll_ctl(ep, EPOLL_CTL_ADD, 999, &ev);
  printf("add a closed descriptor: %d %s\n", n, strerror(errno));
  n = epoll_ctl(ep, 42, efd, &ev);
  printf("unknown op: %d %s\n", n, strerror(errno));
  n = epoll_ctl(ep, EPOLL_CTL_ADD, ep, &ev);
  printf("add itself: %d %s\n", n, strerror(errno));
  n = epoll_create(0);
  printf("epoll_create(0): %d %s\n", n, strerror(errno));
  n = epoll_create1(12345);
  printf("epoll_create1(bad flags): %d %s\n", n, strerror(errno));
  n = eventfd(0, 12345);
  printf("eventfd(bad flags): %d %s\n", n, strerror(errno));
  printf("eventfd_write of the maximum: %d\n", eventfd_write(efd, 0xfffffffffffffffeULL - 3));
  n = eventfd_write(efd, 4);
  printf("past the maximum: %d %s\n", n, strerror(errno));
  close(efd);
  close(ep);
}

int main(void) {
  pipe_and_eventfd();
  data_members();
  pwait_and_errors();
  return 0;
}
