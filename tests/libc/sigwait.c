// sigwait.c — sigwait, sigwaitinfo and sigtimedwait take blocked signals
// without running their handlers, run safe and with gcc: both must print
// the same.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t handled;

static void on_sig(int sig) { handled = sig; }

int main(void) {
  signal(SIGUSR1, on_sig);
  signal(SIGUSR2, on_sig);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  sigaddset(&set, SIGUSR2);
  sigprocmask(SIG_BLOCK, &set, NULL);

  kill(getpid(), SIGUSR2);
  int sig = 0;
  int r = sigwait(&set, &sig);
  printf("sigwait: %d, sig %d, handler ran %d\n", r, sig, handled);

  raise(SIGUSR1);  // sent with tgkill: glibc reports SI_TKILL as SI_USER here
  siginfo_t si;
  memset(&si, 0, sizeof si);
  r = sigwaitinfo(&set, &si);
  printf("sigwaitinfo: %d, si_signo %d, si_code %s, si_pid is getpid %d\n", r, si.si_signo,
         si.si_code == SI_USER ? "SI_USER" : "other", si.si_pid == getpid());

  struct timespec zero = {0, 0};
  errno = 0;
  r = sigtimedwait(&set, NULL, &zero);
  printf("sigtimedwait, nothing pending: %d, errno %s\n", r, errno == EAGAIN ? "EAGAIN" : "other");
  struct timespec bad = {0, 1000000000};
  errno = 0;
  r = sigtimedwait(&set, NULL, &bad);
  printf("sigtimedwait, bad timeout: %d, errno %s\n", r, errno == EINVAL ? "EINVAL" : "other");

  // From another process, while the wait blocks.
  pid_t child = fork();
  if (child == 0) {
    usleep(100000);
    kill(getppid(), SIGUSR1);
    _exit(0);
  }
  struct timespec five = {5, 0};
  memset(&si, 0, sizeof si);
  r = sigtimedwait(&set, &si, &five);
  printf("sigtimedwait: %d, si_code %s, si_pid is the child %d\n", r,
         si.si_code == SI_USER ? "SI_USER" : "other", si.si_pid == child);
  waitpid(child, NULL, 0);

  sigset_t pend;
  sigpending(&pend);
  printf("pending after: USR1 %d USR2 %d; handler ran %d\n", sigismember(&pend, SIGUSR1),
         sigismember(&pend, SIGUSR2), handled);
  return 0;
}
