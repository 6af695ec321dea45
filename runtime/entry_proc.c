// entry_proc.c — process entry points of the safe world (_Exit, abort,
// getpid, raise), and rt_set_errno, which stores a failed host call's
// errno into the safe libc's errno.
#include "runtime.h"
#include <errno.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

// The safe libc's `int errno` (sc.errno), found through a weak reference
// so that the runtime also links without libc (host-side tests).
void rt_set_errno(int e) {
  int32_t *p = rt_libc_errno();
  if (p)
    *p = e;
}

SafeRet rt__Exit(const uint64_t *words, uint64_t n) { _exit((int)ARG(0)); }

// abort is not a safety error: no report, just SIGABRT with the default
// action (the safe libc has no handler to run; signals come later).
SafeRet rt_abort(const uint64_t *words, uint64_t n) {
  signal(SIGABRT, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGABRT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(SIGABRT);
  _exit(134);
}

SafeRet rt_getpid(const uint64_t *words, uint64_t n) {
  SafeRet r = {(uint64_t)getpid(), 0};
  return r;
}

SafeRet rt_raise(const uint64_t *words, uint64_t n) {
  int r = raise((int)ARG(0));
  SafeRet ret = {(uint64_t)(int64_t)r, 0};
  return ret;
}

// time(t): t may be null; otherwise 8 bytes are written through it.
SafeRet rt_time(const uint64_t *words, uint64_t n) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (ARG(0)) {
    check_access(ARG(0), CAP(0), 8, true, "time");
    *(int64_t *)(uintptr_t)ARG(0) = ts.tv_sec;
  }
  SafeRet r = {(uint64_t)ts.tv_sec, 0};
  return r;
}

SafeRet rt_clock_gettime(const uint64_t *words, uint64_t n) {
  struct timespec *ts = check_access(ARG(1), CAP(1), sizeof(struct timespec), true,
                                     "clock_gettime");
  int r = clock_gettime((clockid_t)ARG(0), ts);
  if (r)
    rt_set_errno(errno);
  SafeRet ret = {(uint64_t)(int64_t)r, 0};
  return ret;
}
