// entry_proc.c — process entry points of the safe world (_Exit, _exit,
// abort, getpid, fork, execve, waitpid, time, sleeping), and rt_set_errno, which stores a failed host call's
// errno into the safe libc's errno.
#include "runtime.h"
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// errno of the safe world: a per-thread int object whose capability
// `__errno_location()` returns (libc's errno.h uses it); failures of
// entry points store the host errno there, and into libc's old global
// `sc.errno` while that still exists (weak reference).
static int32_t *errno_object(void) {
  Thread *t = rt_self();
  if (!t->errno_obj)
    t->errno_obj = (uint64_t)(uintptr_t)rt_alloc(4, 16, KIND_HEAP);
  return (int32_t *)(uintptr_t)t->errno_obj;
}

void rt_set_errno(int e) {
  *errno_object() = e;
  int32_t *p = rt_libc_errno();
  if (p)
    *p = e;
}

// An entry point's answer from a host call that returns -1 (or any
// negative value) and sets errno on failure, as the C functions do.
// Safe handlers of signals that arrived run first, as the kernel runs a
// handler before the interrupted call returns: a read that fails with
// EINTR reports it after the handler ran, and the handler cannot change
// the errno the call sets.
SafeRet rt_result(int64_t v) {
  int e = errno;
  signals_run_pending();
  if (v < 0)
    rt_set_errno(e);
  SafeRet r = {(uint64_t)v, 0};
  return r;
}

// An entry point's failure with error e: -1, and e in the safe errno.
SafeRet rt_fail(int e) {
  signals_run_pending();
  rt_set_errno(e);
  SafeRet r = {(uint64_t)-1, 0};
  return r;
}

SafeRet rt___errno_location(const uint64_t *words, uint64_t n) {
  int32_t *p = errno_object();
  SafeRet r = {(uint64_t)(uintptr_t)p, (uint64_t)(uintptr_t)p};
  return r;
}

SafeRet rt__Exit(const uint64_t *words, uint64_t n) {
  rt_print_gc_stats();
  _exit((int)ARG(0));
}

SafeRet rt__exit(const uint64_t *words, uint64_t n) {
  rt_print_gc_stats();
  _exit((int)ARG(0));
}

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


SafeRet rt_getppid(const uint64_t *words, uint64_t n) { return rt_result(getppid()); }
SafeRet rt_getuid(const uint64_t *words, uint64_t n) { return rt_result(getuid()); }
SafeRet rt_geteuid(const uint64_t *words, uint64_t n) { return rt_result(geteuid()); }
SafeRet rt_getgid(const uint64_t *words, uint64_t n) { return rt_result(getgid()); }
SafeRet rt_getegid(const uint64_t *words, uint64_t n) { return rt_result(getegid()); }

// The caller stops the world first, so every other thread is parked and
// holds none of the runtime's leaf locks, and the heap is consistent; the
// child keeps only the caller.
SafeRet rt_fork(const uint64_t *words, uint64_t n) {
  rt_stop_world();
  pid_t pid = fork();
  if (pid == 0) {
    rt_threads_after_fork_child();
    gc_after_fork_child();
    signals_after_fork_child();
  } else {
    rt_start_world();
  }
  return rt_result(pid);
}

// A NULL-terminated array of C strings from the safe world, checked
// element by element and copied into a host array (freed by the caller).
static char **host_string_array(uint64_t arr, uint64_t cap, const char *fn) {
  uint64_t count = 0;
  for (;; count++) {
    check_access(arr + 8 * count, cap, 8, false, fn);
    if (((uint64_t *)(uintptr_t)arr)[count] == 0)
      break;
  }
  char **out = malloc((count + 1) * sizeof(char *));
  if (!out)
    return NULL;
  for (uint64_t i = 0; i < count; i++) {
    uint64_t s = ((uint64_t *)(uintptr_t)arr)[i];
    out[i] = (char *)check_string(s, aux_load_cap(cap, arr + 8 * i), fn);
  }
  out[count] = NULL;
  return out;
}

SafeRet rt_execve(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "execve");
  char **argv = host_string_array(ARG(1), CAP(1), "execve");
  char **envp = host_string_array(ARG(2), CAP(2), "execve");
  if (!argv || !envp) {
    free(argv);
    free(envp);
    rt_set_errno(ENOMEM);
    SafeRet r = {(uint64_t)-1, 0};
    return r;
  }
  execve(path, argv, envp);
  int e = errno;
  free(argv);
  free(envp);
  rt_set_errno(e);
  SafeRet r = {(uint64_t)-1, 0};
  return r;
}

SafeRet rt_waitpid(const uint64_t *words, uint64_t n) {
  int *status = NULL;
  if (ARG(1))
    status = check_access(ARG(1), CAP(1), sizeof(int), true, "waitpid");
  return rt_result(rt_blocking_syscall(SYS_wait4, (long)(pid_t)ARG(0), (long)status,
                                    (long)(int)ARG(2), 0));
}

// wait4(pid, status, options, rusage): waitpid with the child's usage.
SafeRet rt_wait4(const uint64_t *words, uint64_t n) {
  int *status = NULL;
  struct rusage *usage = NULL;
  if (ARG(1))
    status = check_access(ARG(1), CAP(1), sizeof(int), true, "wait4");
  if (ARG(3))
    usage = check_access(ARG(3), CAP(3), sizeof(struct rusage), true, "wait4");
  return rt_result(rt_blocking_syscall(SYS_wait4, (long)(pid_t)ARG(0), (long)status,
                                    (long)(int)ARG(2), (long)usage));
}

SafeRet rt_nanosleep(const uint64_t *words, uint64_t n) {
  const struct timespec *req = check_access(ARG(0), CAP(0), sizeof(struct timespec), false, "nanosleep");
  struct timespec *rem = NULL;
  if (ARG(1))
    rem = check_access(ARG(1), CAP(1), sizeof(struct timespec), true, "nanosleep");
  return rt_result(rt_blocking_syscall(SYS_nanosleep, (long)req, (long)rem, 0, 0));
}

SafeRet rt_gettimeofday(const uint64_t *words, uint64_t n) {
  struct timeval *tv = NULL;
  if (ARG(0))
    tv = check_access(ARG(0), CAP(0), sizeof(struct timeval), true, "gettimeofday");
  return rt_result(gettimeofday(tv, NULL));
}
