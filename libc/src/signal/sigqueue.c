// sigqueue.c — sigqueue: a signal with a value, over the runtime's
// __rt_sigqueueinfo (the kernel's rt_sigqueueinfo).  The siginfo says who
// sent it, as the kernel expects of a process that queues a signal:
// SI_QUEUE, this process's pid and real uid.  A pointer value reaches the
// receiver as its address only (docs/safe-mode.md "Signals").
#include <signal.h>
#include <string.h>
#include <unistd.h>

int sigqueue(pid_t pid, int sig, const union sigval value) {
  siginfo_t si;
  memset(&si, 0, sizeof si);
  si.si_signo = sig;
  si.si_code = SI_QUEUE;
  si.si_pid = getpid();
  si.si_uid = getuid();
  si.si_value = value;
  return __rt_sigqueueinfo(pid, sig, &si);
}
