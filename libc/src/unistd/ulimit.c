// ulimit.c — ulimit: RLIMIT_FSIZE in 512-byte units.  Setting changes the
// soft and the hard limit alike (so only a privileged process can raise
// it again); a value too large for the unit, or negative, means no limit,
// whose size is reported as LONG_MAX.  These are glibc's answers.
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <sys/resource.h>
#include <ulimit.h>
#include <unistd.h>

static long get_fsize(void) {
  struct rlimit rl;
  if (getrlimit(RLIMIT_FSIZE, &rl))
    return -1;
  return rl.rlim_cur == RLIM_INFINITY ? LONG_MAX : (long)(rl.rlim_cur / 512);
}

static long set_fsize(long units) {
  struct rlimit rl;
  long result = units;
  if ((unsigned long)units > RLIM_INFINITY / 512) {
    rl.rlim_cur = RLIM_INFINITY;
    result = LONG_MAX;
  } else {
    rl.rlim_cur = (rlim_t)units * 512;
  }
  rl.rlim_max = rl.rlim_cur;
  return setrlimit(RLIMIT_FSIZE, &rl) ? -1 : result;
}

long ulimit(int cmd, ...) {
  switch (cmd) {
  case UL_GETFSIZE:
    return get_fsize();
  case UL_SETFSIZE: {
    va_list ap;
    va_start(ap, cmd);
    long units = va_arg(ap, long);
    va_end(ap);
    return set_fsize(units);
  }
  case __UL_GETOPENMAX:
    return sysconf(_SC_OPEN_MAX);
  default:
    errno = EINVAL;
    return -1;
  }
}
