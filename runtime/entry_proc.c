// entry_proc.c — process entry points of the safe world (_Exit, abort,
// getpid, raise) and the safe world's errno, which lives in the runtime
// because the runtime's entry points are the ones that fail with it:
// `__errno_location()` returns a capability to the thread's errno object.
#include "runtime.h"
#include <signal.h>
#include <unistd.h>

static int32_t *errno_object;

static int32_t *errno_slot(void) {
  if (!errno_object) {
    errno_object = rt_alloc(8, 16, KIND_HEAP);
    gc_pin((uint64_t)(uintptr_t)errno_object);
  }
  return errno_object;
}

void rt_set_errno(int e) { *errno_slot() = e; }

SafeRet rt___errno_location(const uint64_t *words, uint64_t n) {
  int32_t *p = errno_slot();
  SafeRet r = {(uint64_t)(uintptr_t)p, (uint64_t)(uintptr_t)p};
  return r;
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
