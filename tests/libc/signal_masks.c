// signal_masks.c — sigprocmask, sigpending, sigsuspend and pthread_sigmask
// with safe handlers, run safe and with gcc: both must print the same.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t usr1, usr2;

static void on_usr1(int sig) { usr1 += sig == SIGUSR1; }
static void on_usr2(int sig) { usr2 += sig == SIGUSR2; }

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
}

int main(void) {
  signal(SIGUSR1, on_usr1);
  signal(SIGUSR2, on_usr2);
  sigset_t block, old, pend;
  sigemptyset(&block);
  sigaddset(&block, SIGUSR1);
  check(sigprocmask(SIG_BLOCK, &block, &old) == 0 && sigismember(&old, SIGUSR1) == 0,
        "block SIGUSR1");
  raise(SIGUSR1);
  check(usr1 == 0, "a blocked signal's handler does not run");
  check(sigpending(&pend) == 0 && sigismember(&pend, SIGUSR1) == 1 &&
            sigismember(&pend, SIGUSR2) == 0, "sigpending shows it");
  check(sigprocmask(SIG_UNBLOCK, &block, NULL) == 0 && usr1 == 1,
        "unblocking runs it before sigprocmask returns");
  check(sigprocmask(SIG_SETMASK, NULL, &old) == 0 && sigismember(&old, SIGUSR1) == 0,
        "the mask is back");
  check(pthread_sigmask(SIG_BLOCK, &block, NULL) == 0 && pthread_sigmask(99, &block, NULL) == EINVAL,
        "pthread_sigmask returns error numbers");
  errno = 0;
  check(sigprocmask(99, &block, NULL) == -1 && errno == EINVAL, "sigprocmask: EINVAL");
  // sigsuspend: SIGUSR2 is blocked until the wait lets it through, so it
  // cannot slip in between the test and the wait.
  sigaddset(&block, SIGUSR2);
  sigprocmask(SIG_BLOCK, &block, NULL);
  pid_t child = fork();
  if (child == 0) {
    kill(getppid(), SIGUSR2);
    _exit(0);
  }
  sigset_t wait_mask;
  sigemptyset(&wait_mask);
  sigaddset(&wait_mask, SIGUSR1);
  int r = 0;
  while (usr2 == 0) {
    errno = 0;
    r = sigsuspend(&wait_mask);
  }
  check(r == -1 && errno == EINTR && usr2 == 1, "sigsuspend returns EINTR after the handler");
  check(sigprocmask(SIG_SETMASK, NULL, &old) == 0 && sigismember(&old, SIGUSR2) == 1,
        "sigsuspend put the mask back");
  waitpid(child, NULL, 0);
  sigprocmask(SIG_UNBLOCK, &block, NULL);
  check(usr1 == 1 && usr2 == 1, "no handler ran twice");
  return 0;
}
