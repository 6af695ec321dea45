// entry_timer.c — the kernel's POSIX per-process timers for libc's
// timer_create, timer_settime, timer_gettime, timer_getoverrun and
// timer_delete (__timer_create ...; libc keeps SIGEV_THREAD timers,
// which the kernel does not have, itself: libc/src/time/timer_thread.c).
//
// A timer_t is what glibc's is on x86_64 for a kernel timer: the
// kernel's int id in a pointer-sized word, here without a capability (it
// names a kernel object, not memory).  A value that is not an int is no
// timer (SIGEV_THREAD timers are negative, as glibc's).  struct sigevent
// is glibc's 64 bytes, read whole, as the kernel reads it; sigev_value
// travels as plain data, so a sival_ptr comes back in the siginfo as an
// address without a capability, as sigqueue's does.  A struct
// itimerspec is 32 bytes.  The signals come through the runtime's handlers like any
// other, with si_code SI_TIMER, si_timerid, si_overrun and si_value.
#include "runtime.h"
#include <errno.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { SIGEVENT_SIZE = 64 };

// The kernel's id of the timer_t argument i, or -1 when it holds none.
static int timer_arg(const uint64_t *words, uint64_t n, uint64_t i) {
  int64_t v = (int64_t)ARG(i);
  return v >= 0 && v <= INT32_MAX ? (int)v : -1;
}

// timer_create(clock, sevp, timerid): sevp may be null (SIGALRM, with
// the timer's id as its value); timerid gets the id, 8 bytes written.
SafeRet rt___timer_create(const uint64_t *words, uint64_t n) {
  char ev[SIGEVENT_SIZE];
  const void *evp = NULL;
  if (ARG(1))
    evp = memcpy(ev, check_access(ARG(1), CAP(1), sizeof ev, false, "timer_create"), sizeof ev);
  uint64_t *out = check_access(ARG(2), CAP(2), sizeof *out, true, "timer_create");
  int id;
  long r = syscall(SYS_timer_create, (long)(int)ARG(0), evp, &id);
  if (r == 0) {
    aux_clear_caps(CAP(2), ARG(2), sizeof *out);
    *out = (uint64_t)id;
  }
  return rt_result(r);
}

// timer_settime(timerid, flags, new, old): new is read, old (may be
// null) written.
SafeRet rt___timer_settime(const uint64_t *words, uint64_t n) {
  const struct itimerspec *set =
      check_access(ARG(2), CAP(2), sizeof *set, false, "timer_settime");
  struct itimerspec *old = NULL;
  if (ARG(3)) {
    old = check_access(ARG(3), CAP(3), sizeof *old, true, "timer_settime");
    aux_clear_caps(CAP(3), ARG(3), sizeof *old);
  }
  int id = timer_arg(words, n, 0);
  if (id < 0)
    return rt_fail(EINVAL);
  return rt_result(syscall(SYS_timer_settime, id, (long)(int)ARG(1), set, old));
}

SafeRet rt___timer_gettime(const uint64_t *words, uint64_t n) {
  struct itimerspec *cur = check_access(ARG(1), CAP(1), sizeof *cur, true, "timer_gettime");
  aux_clear_caps(CAP(1), ARG(1), sizeof *cur);
  int id = timer_arg(words, n, 0);
  if (id < 0)
    return rt_fail(EINVAL);
  return rt_result(syscall(SYS_timer_gettime, id, cur));
}

SafeRet rt___timer_getoverrun(const uint64_t *words, uint64_t n) {
  int id = timer_arg(words, n, 0);
  if (id < 0)
    return rt_fail(EINVAL);
  return rt_result(syscall(SYS_timer_getoverrun, id));
}

SafeRet rt___timer_delete(const uint64_t *words, uint64_t n) {
  int id = timer_arg(words, n, 0);
  if (id < 0)
    return rt_fail(EINVAL);
  return rt_result(syscall(SYS_timer_delete, id));
}
