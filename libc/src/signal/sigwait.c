// sigwait.c — sigwaitinfo and sigwait over the runtime's sigtimedwait.
#include <errno.h>
#include <signal.h>

int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info) {
  return sigtimedwait(set, info, 0);
}

// sigwait returns an error number and leaves errno alone; a wait that a
// handler interrupted goes on (POSIX: sigwait never fails with EINTR).
int sigwait(const sigset_t *restrict set, int *restrict sig) {
  int saved = errno, r;
  do
    r = sigtimedwait(set, 0, 0);
  while (r < 0 && errno == EINTR);
  int e = errno;
  errno = saved;
  if (r < 0)
    return e;
  *sig = r;
  return 0;
}
