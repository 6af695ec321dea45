// sigset.c — the sigset functions (a sigset_t is a bit set of 1024
// signals) and pthread_sigmask; sigaction itself is the runtime's.
#include <errno.h>
#include <signal.h>
#include <string.h>

static int bad_signal(int sig) {
  if (sig <= 0 || sig >= NSIG) {
    errno = EINVAL;
    return 1;
  }
  return 0;
}

int sigemptyset(sigset_t *set) {
  memset(set, 0, sizeof *set);
  return 0;
}

int sigfillset(sigset_t *set) {
  memset(set, 0xff, sizeof *set);
  return 0;
}

int sigaddset(sigset_t *set, int sig) {
  if (bad_signal(sig))
    return -1;
  set->__bits[(sig - 1) / 64] |= 1UL << ((sig - 1) % 64);
  return 0;
}

int sigdelset(sigset_t *set, int sig) {
  if (bad_signal(sig))
    return -1;
  set->__bits[(sig - 1) / 64] &= ~(1UL << ((sig - 1) % 64));
  return 0;
}

int sigismember(const sigset_t *set, int sig) {
  if (bad_signal(sig))
    return -1;
  return (set->__bits[(sig - 1) / 64] >> ((sig - 1) % 64)) & 1;
}

// pthread_sigmask is sigprocmask (masks are per thread) that returns the
// error number instead of setting errno.
int pthread_sigmask(int how, const sigset_t *restrict set, sigset_t *restrict old) {
  int saved = errno;
  if (sigprocmask(how, set, old) == 0)
    return 0;
  int e = errno;
  errno = saved;
  return e;
}
