// entry_event.c — event descriptors of the safe world: epoll_create,
// epoll_create1, epoll_ctl, epoll_wait, epoll_pwait, eventfd,
// timerfd_create, timerfd_settime, timerfd_gettime, signalfd.
//
// Every structure is checked for the bytes the kernel reads or writes:
// struct epoll_event is glibc's packed 12 bytes on x86_64 (the 8-byte
// data word at offset 4), so epoll_wait's array is maxevents * 12 bytes;
// a struct itimerspec is 32.  Calls that may wait are made without the
// thread lock (rt_blocking_syscall).
//
// epoll's data word comes back from the kernel as plain bytes: the
// words epoll_wait fills lose their capabilities, so a pointer kept in
// data.ptr comes back with its address and no capability, and using it
// traps (docs/safe-mode.md "epoll").  At offset 4 of a packed struct the
// word is not 8-aligned in any struct of its own, where no capability
// can be stored in the first place.
#define _GNU_SOURCE
#include "runtime.h"
#include <errno.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <unistd.h>

// The kernel's signal set is 8 bytes (safe programs' sigset_t is 128).
#define KERNEL_SIGSET 8

SafeRet rt_epoll_create(const uint64_t *words, uint64_t n) {
  return rt_result(epoll_create((int)ARG(0)));
}

SafeRet rt_epoll_create1(const uint64_t *words, uint64_t n) {
  return rt_result(epoll_create1((int)ARG(0)));
}

// epoll_ctl(epfd, op, fd, event): the kernel reads the event for every op
// but EPOLL_CTL_DEL, which may pass a null one.
SafeRet rt_epoll_ctl(const uint64_t *words, uint64_t n) {
  int op = (int)ARG(1);
  struct epoll_event *ev = NULL;
  if (op != EPOLL_CTL_DEL)
    ev = check_access(ARG(3), CAP(3), sizeof *ev, false, "epoll_ctl");
  return rt_result(epoll_ctl((int)ARG(0), op, (int)ARG(2), ev));
}

// The array epoll_wait may fill: maxevents events, written.  A count the
// kernel refuses (zero or negative) touches nothing.
static struct epoll_event *event_array(uint64_t addr, uint64_t cap, int maxevents,
                                       const char *fn) {
  if (maxevents <= 0)
    return NULL;
  return check_access(addr, cap, (uint64_t)maxevents * sizeof(struct epoll_event), true, fn);
}

// The answer of a wait: the events the kernel wrote are plain bytes.
static SafeRet events_result(long r, uint64_t addr, uint64_t cap) {
  if (r > 0)
    aux_clear_caps(cap, addr, (uint64_t)r * sizeof(struct epoll_event));
  return rt_result(r);
}

SafeRet rt_epoll_wait(const uint64_t *words, uint64_t n) {
  int max = (int)ARG(2);
  struct epoll_event *ev = event_array(ARG(1), CAP(1), max, "epoll_wait");
  if (!ev)
    return rt_fail(EINVAL);
  long r = rt_blocking_syscall(SYS_epoll_wait, (long)(int)ARG(0), (long)ev, max,
                               (long)(int)ARG(3));
  return events_result(r, ARG(1), CAP(1));
}

// epoll_pwait(epfd, events, maxevents, timeout, sigmask): the kernel takes
// the mask as {address, 8}; a null mask is epoll_wait.
SafeRet rt_epoll_pwait(const uint64_t *words, uint64_t n) {
  int max = (int)ARG(2);
  struct epoll_event *ev = event_array(ARG(1), CAP(1), max, "epoll_pwait");
  if (!ev)
    return rt_fail(EINVAL);
  const void *mask =
      ARG(4) ? check_access(ARG(4), CAP(4), KERNEL_SIGSET, false, "epoll_pwait") : NULL;
  long r = rt_blocking_syscall6(SYS_epoll_pwait, (long)(int)ARG(0), (long)ev, max,
                                (long)(int)ARG(3), (long)mask, KERNEL_SIGSET);
  return events_result(r, ARG(1), CAP(1));
}

SafeRet rt_eventfd(const uint64_t *words, uint64_t n) {
  return rt_result(eventfd((unsigned)ARG(0), (int)ARG(1)));
}

SafeRet rt_timerfd_create(const uint64_t *words, uint64_t n) {
  return rt_result(timerfd_create((int)ARG(0), (int)ARG(1)));
}

// timerfd_settime(fd, flags, new, old): new is read, old (may be null)
// written.
SafeRet rt_timerfd_settime(const uint64_t *words, uint64_t n) {
  const struct itimerspec *set =
      check_access(ARG(2), CAP(2), sizeof(struct itimerspec), false, "timerfd_settime");
  struct itimerspec *old = NULL;
  if (ARG(3)) {
    old = check_access(ARG(3), CAP(3), sizeof *old, true, "timerfd_settime");
    aux_clear_caps(CAP(3), ARG(3), sizeof *old);
  }
  return rt_result(timerfd_settime((int)ARG(0), (int)ARG(1), set, old));
}

// signalfd(fd, mask, flags): the kernel's signalfd4 reads the mask as
// {address, 8}.  Reading the descriptor is an ordinary read: the kernel
// writes plain 128-byte records into the checked buffer.
SafeRet rt_signalfd(const uint64_t *words, uint64_t n) {
  const void *mask = check_access(ARG(1), CAP(1), KERNEL_SIGSET, false, "signalfd");
  return rt_result(syscall(SYS_signalfd4, (long)(int)ARG(0), mask, KERNEL_SIGSET, (long)(int)ARG(2)));
}

SafeRet rt_timerfd_gettime(const uint64_t *words, uint64_t n) {
  struct itimerspec *cur =
      check_access(ARG(1), CAP(1), sizeof(struct itimerspec), true, "timerfd_gettime");
  aux_clear_caps(CAP(1), ARG(1), sizeof *cur);
  return rt_result(timerfd_gettime((int)ARG(0), cur));
}
