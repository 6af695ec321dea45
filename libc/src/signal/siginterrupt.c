// siginterrupt.c — siginterrupt (XSI, obsolescent): whether a signal
// makes an interrupted system call fail with EINTR or restart.
//
// The runtime installs every host handler with SA_RESTART and sigaction
// honours no flags (include/signal.h), so calls are always restarted:
// the flag is accepted and has no effect.  The answers are glibc's: 0,
// or EINVAL for a signal whose action cannot be changed (glibc counts its
// two internal signals, 32 and 33, among them).
#include <errno.h>
#include <signal.h>

int siginterrupt(int sig, int flag) {
  (void)flag;
  if (sig <= 0 || sig >= NSIG || sig == SIGKILL || sig == SIGSTOP || sig == 32 || sig == 33) {
    errno = EINVAL;
    return -1;
  }
  return 0;
}
