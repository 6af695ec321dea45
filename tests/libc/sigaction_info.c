// sigaction_info.c — SA_SIGINFO handlers: the siginfo_t of kill, raise,
// a child's exit and a timer, run safe and with gcc: both must print the
// same.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t got;
static siginfo_t last;

static void on_info(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  last = *si;
  got = sig;
}

static void install(int sig, int flags) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_info;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO | flags;
  printf("sigaction(%d, SA_SIGINFO): %d\n", sig, sigaction(sig, &sa, NULL));
}

// Waits (sig blocked until the wait) for the handler to have run.
static void wait_for(int sig) {
  sigset_t none;
  sigemptyset(&none);
  while (got != sig)
    sigsuspend(&none);
}

int main(void) {
  printf("sizeof(siginfo_t) %zu, sizeof(struct sigaction) %zu\n", sizeof(siginfo_t),
         sizeof(struct sigaction));
  install(SIGUSR1, 0);
  kill(getpid(), SIGUSR1);
  printf("kill: got %d, si_signo %d, si_code %s, si_pid is getpid %d, si_uid is getuid %d\n",
         got, last.si_signo, last.si_code == SI_USER ? "SI_USER" : "other",
         last.si_pid == getpid(), last.si_uid == getuid());
  got = 0;
  raise(SIGUSR1);
  printf("raise: got %d, si_signo %d, si_code %s, si_pid is getpid %d\n", got, last.si_signo,
         last.si_code == SI_TKILL ? "SI_TKILL" : "other", last.si_pid == getpid());

  struct sigaction old;
  memset(&old, 0, sizeof old);
  sigaction(SIGUSR1, NULL, &old);
  printf("old: sa_sigaction is the handler %d, SA_SIGINFO %d\n", old.sa_sigaction == on_info,
         (old.sa_flags & SA_SIGINFO) != 0);

  sigset_t block;
  sigemptyset(&block);
  sigaddset(&block, SIGCHLD);
  sigaddset(&block, SIGALRM);
  sigprocmask(SIG_BLOCK, &block, NULL);

  install(SIGCHLD, SA_NOCLDSTOP);
  got = 0;
  pid_t child = fork();
  if (child == 0)
    _exit(7);
  wait_for(SIGCHLD);
  printf("SIGCHLD: si_signo %d, si_code %s, si_pid is the child %d, si_status %d\n",
         last.si_signo, last.si_code == CLD_EXITED ? "CLD_EXITED" : "other",
         last.si_pid == child, last.si_status);
  waitpid(child, NULL, 0);

  install(SIGALRM, 0);
  got = 0;
  struct itimerval it = {{0, 0}, {0, 20000}};
  setitimer(ITIMER_REAL, &it, NULL);
  wait_for(SIGALRM);
  printf("SIGALRM: si_signo %d, si_code %s\n", last.si_signo,
         last.si_code == SI_KERNEL ? "SI_KERNEL" : "other");
  return 0;
}
