// siginterrupt.c — siginterrupt (XSI, obsolescent): whether a signal
// makes an interrupted system call fail with EINTR (flag 1) or restart
// (flag 0), which is the signal's SA_RESTART flag, as POSIX defines it.
// sigaction refuses the signals whose action cannot be changed (0,
// SIGKILL, SIGSTOP, glibc's internal 32 and 33, past 64) with EINVAL.
#include <signal.h>

int siginterrupt(int sig, int flag) {
  struct sigaction sa;
  if (sigaction(sig, 0, &sa) < 0)
    return -1;
  if (flag)
    sa.sa_flags &= ~SA_RESTART;
  else
    sa.sa_flags |= SA_RESTART;
  return sigaction(sig, &sa, 0);
}
