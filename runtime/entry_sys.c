// entry_sys.c — system and session entry points of the safe world: uname,
// sethostname, times, resource limits and usage, credentials, sessions
// and process groups, priorities, scheduling policies, chroot, sync,
// clock_settime, sysconf, pathconf, __realpath, ttyname_r.  Structures
// are checked for the exact Linux x86_64 sizes the host writes (or
// reads); failures set the safe errno.
#define _GNU_SOURCE
#include "runtime.h"
#include <errno.h>
#include <grp.h>
#include <limits.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>


// For host calls whose -1 may be an answer (times, getpriority, sysconf,
// pathconf): the caller sets errno to 0 first, and only a changed errno
// means failure.
static SafeRet result_unless_errno(long v) {
  if (v == -1 && errno)
    rt_set_errno(errno);
  SafeRet r = {(uint64_t)v, 0};
  return r;
}

SafeRet rt_uname(const uint64_t *words, uint64_t n) {
  struct utsname *u = check_access(ARG(0), CAP(0), sizeof(struct utsname), true, "uname");
  return rt_result(uname(u));
}

SafeRet rt_sethostname(const uint64_t *words, uint64_t n) {
  const char *name = check_access(ARG(0), CAP(0), ARG(1), false, "sethostname");
  return rt_result(sethostname(name, ARG(1)));
}

// times(buf) returns clock ticks, which may be any value; -1 is failure.
SafeRet rt_times(const uint64_t *words, uint64_t n) {
  struct tms *t = check_access(ARG(0), CAP(0), sizeof(struct tms), true, "times");
  errno = 0;
  return result_unless_errno(times(t));
}

SafeRet rt_getrlimit(const uint64_t *words, uint64_t n) {
  struct rlimit *r = check_access(ARG(1), CAP(1), sizeof(struct rlimit), true, "getrlimit");
  return rt_result(getrlimit((int)ARG(0), r));
}

SafeRet rt_setrlimit(const uint64_t *words, uint64_t n) {
  const struct rlimit *r = check_access(ARG(1), CAP(1), sizeof(struct rlimit), false, "setrlimit");
  return rt_result(setrlimit((int)ARG(0), r));
}

SafeRet rt_getrusage(const uint64_t *words, uint64_t n) {
  struct rusage *r = check_access(ARG(1), CAP(1), sizeof(struct rusage), true, "getrusage");
  return rt_result(getrusage((int)ARG(0), r));
}

// Credentials.  glibc's set*id change every thread of the process, as
// POSIX wants; the safe world's threads are host threads.
SafeRet rt_setuid(const uint64_t *words, uint64_t n) { return rt_result(setuid((uid_t)ARG(0))); }
SafeRet rt_setgid(const uint64_t *words, uint64_t n) { return rt_result(setgid((gid_t)ARG(0))); }
SafeRet rt_seteuid(const uint64_t *words, uint64_t n) { return rt_result(seteuid((uid_t)ARG(0))); }
SafeRet rt_setegid(const uint64_t *words, uint64_t n) { return rt_result(setegid((gid_t)ARG(0))); }

SafeRet rt_setreuid(const uint64_t *words, uint64_t n) {
  return rt_result(setreuid((uid_t)ARG(0), (uid_t)ARG(1)));
}

SafeRet rt_setregid(const uint64_t *words, uint64_t n) {
  return rt_result(setregid((gid_t)ARG(0), (gid_t)ARG(1)));
}

SafeRet rt_setresuid(const uint64_t *words, uint64_t n) {
  return rt_result(setresuid((uid_t)ARG(0), (uid_t)ARG(1), (uid_t)ARG(2)));
}

SafeRet rt_setresgid(const uint64_t *words, uint64_t n) {
  return rt_result(setresgid((gid_t)ARG(0), (gid_t)ARG(1), (gid_t)ARG(2)));
}

SafeRet rt_getresuid(const uint64_t *words, uint64_t n) {
  uid_t *r = check_access(ARG(0), CAP(0), sizeof(uid_t), true, "getresuid");
  uid_t *e = check_access(ARG(1), CAP(1), sizeof(uid_t), true, "getresuid");
  uid_t *s = check_access(ARG(2), CAP(2), sizeof(uid_t), true, "getresuid");
  return rt_result(getresuid(r, e, s));
}

SafeRet rt_getresgid(const uint64_t *words, uint64_t n) {
  gid_t *r = check_access(ARG(0), CAP(0), sizeof(gid_t), true, "getresgid");
  gid_t *e = check_access(ARG(1), CAP(1), sizeof(gid_t), true, "getresgid");
  gid_t *s = check_access(ARG(2), CAP(2), sizeof(gid_t), true, "getresgid");
  return rt_result(getresgid(r, e, s));
}

// getgroups(size, list): size 0 asks for the count and writes nothing.
SafeRet rt_getgroups(const uint64_t *words, uint64_t n) {
  int size = (int)ARG(0);
  if (size < 0)
    return rt_fail(EINVAL);
  gid_t *list = size ? check_access(ARG(1), CAP(1), (uint64_t)size * sizeof(gid_t), true,
                                    "getgroups")
                     : NULL;
  return rt_result(getgroups(size, list));
}

SafeRet rt_setgroups(const uint64_t *words, uint64_t n) {
  size_t size = ARG(0);
  const gid_t *list = size ? check_access(ARG(1), CAP(1), size * sizeof(gid_t), false,
                                          "setgroups")
                           : NULL;
  return rt_result(setgroups(size, list));
}

SafeRet rt_setsid(const uint64_t *words, uint64_t n) { return rt_result(setsid()); }
SafeRet rt_getsid(const uint64_t *words, uint64_t n) { return rt_result(getsid((pid_t)ARG(0))); }
SafeRet rt_getpgid(const uint64_t *words, uint64_t n) { return rt_result(getpgid((pid_t)ARG(0))); }

SafeRet rt_setpgid(const uint64_t *words, uint64_t n) {
  return rt_result(setpgid((pid_t)ARG(0), (pid_t)ARG(1)));
}

// getpriority may return -1 as a priority: only errno tells failure.
SafeRet rt_getpriority(const uint64_t *words, uint64_t n) {
  errno = 0;
  return result_unless_errno(getpriority((int)ARG(0), (id_t)ARG(1)));
}

SafeRet rt_setpriority(const uint64_t *words, uint64_t n) {
  return rt_result(setpriority((int)ARG(0), (id_t)ARG(1), (int)ARG(2)));
}

// Scheduling policy and parameters (struct sched_param: one int).
SafeRet rt_sched_setparam(const uint64_t *words, uint64_t n) {
  const struct sched_param *p =
      check_access(ARG(1), CAP(1), sizeof *p, false, "sched_setparam");
  return rt_result(sched_setparam((pid_t)ARG(0), p));
}

SafeRet rt_sched_getparam(const uint64_t *words, uint64_t n) {
  struct sched_param *p = check_access(ARG(1), CAP(1), sizeof *p, true, "sched_getparam");
  return rt_result(sched_getparam((pid_t)ARG(0), p));
}

SafeRet rt_sched_setscheduler(const uint64_t *words, uint64_t n) {
  const struct sched_param *p =
      check_access(ARG(2), CAP(2), sizeof *p, false, "sched_setscheduler");
  return rt_result(sched_setscheduler((pid_t)ARG(0), (int)ARG(1), p));
}

SafeRet rt_sched_getscheduler(const uint64_t *words, uint64_t n) {
  return rt_result(sched_getscheduler((pid_t)ARG(0)));
}

SafeRet rt_sched_get_priority_max(const uint64_t *words, uint64_t n) {
  return rt_result(sched_get_priority_max((int)ARG(0)));
}

SafeRet rt_sched_get_priority_min(const uint64_t *words, uint64_t n) {
  return rt_result(sched_get_priority_min((int)ARG(0)));
}

SafeRet rt_chroot(const uint64_t *words, uint64_t n) {
  return rt_result(chroot(check_string(ARG(0), CAP(0), "chroot")));
}

SafeRet rt_sync(const uint64_t *words, uint64_t n) {
  sync();
  return rt_result(0);
}

SafeRet rt_clock_settime(const uint64_t *words, uint64_t n) {
  const struct timespec *ts =
      check_access(ARG(1), CAP(1), sizeof(struct timespec), false, "clock_settime");
  return rt_result(clock_settime((clockid_t)ARG(0), ts));
}

// sysconf(name): the host's answer; <unistd.h> numbers the names as Linux
// C libraries do.  -1 without a change of errno means "no limit".
SafeRet rt_sysconf(const uint64_t *words, uint64_t n) {
  errno = 0;
  return result_unless_errno(sysconf((int)ARG(0)));
}

// pathconf and fpathconf: -1 without a change of errno means "no limit".
SafeRet rt_pathconf(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "pathconf");
  errno = 0;
  return result_unless_errno(pathconf(path, (int)ARG(1)));
}

SafeRet rt_fpathconf(const uint64_t *words, uint64_t n) {
  errno = 0;
  return result_unless_errno(fpathconf((int)ARG(0), (int)ARG(1)));
}

// __realpath(path, resolved): the host resolves into its own buffer and
// the answer is copied into `resolved`, checked for the bytes written
// (POSIX asks for PATH_MAX bytes; a smaller buffer that holds the answer
// works, as with glibc).  libc's realpath handles a null `resolved` with
// the program's malloc.
SafeRet rt___realpath(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "realpath");
  SafeRet none = {0, 0};
  char *found = realpath(path, NULL);
  if (!found) {
    rt_set_errno(errno);
    return none;
  }
  size_t len = strlen(found) + 1;
  memcpy(check_access(ARG(1), CAP(1), len, true, "realpath"), found, len);
  free(found);
  SafeRet r = {ARG(1), CAP(1)};
  return r;
}

// ttyname_r returns an error number, not -1.
SafeRet rt_ttyname_r(const uint64_t *words, uint64_t n) {
  char *buf = check_access(ARG(1), CAP(1), ARG(2), true, "ttyname_r");
  SafeRet r = {(uint64_t)ttyname_r((int)ARG(0), buf, ARG(2)), 0};
  return r;
}
