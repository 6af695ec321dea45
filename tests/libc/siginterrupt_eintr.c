// siginterrupt_eintr.c — siginterrupt sets and clears SA_RESTART: with
// flag 1 a read interrupted by SIGALRM fails with EINTR (where a restart
// would wait for a child's byte a second later); the flag is visible
// through sigaction either way.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t alarms;

static void on_alarm(int sig) {
  (void)sig;
  alarms++;
}

static int restarts(int sig) {
  struct sigaction sa;
  if (sigaction(sig, 0, &sa) < 0)
    return -1;
  return (sa.sa_flags & SA_RESTART) != 0;
}

int main(void) {
  signal(SIGALRM, on_alarm);
  printf("after signal(): restart %d\n", restarts(SIGALRM));
  int k = siginterrupt(SIGALRM, 1);
  printf("siginterrupt(SIGALRM, 1) = %d, restart %d\n", k, restarts(SIGALRM));

  int fds[2];
  if (pipe(fds) < 0)
    return 1;
  // A child writes one byte after a second, so that a read that wrongly
  // restarts ends (with 1) instead of waiting for ever.
  pid_t child = fork();
  if (child == 0) {
    sleep(1);
    write(fds[1], "x", 1);
    _exit(0);
  }
  struct itimerval t;
  memset(&t, 0, sizeof t);
  t.it_value.tv_usec = 50000;
  setitimer(ITIMER_REAL, &t, 0);
  char c;
  ssize_t r = read(fds[0], &c, 1);  // nothing is ever written: only the alarm ends it
  int e = errno;
  printf("read: %zd, %s, alarms %d\n", r, r < 0 && e == EINTR ? "EINTR" : "other", (int)alarms);
  waitpid(child, 0, 0);

  k = siginterrupt(SIGALRM, 0);
  printf("siginterrupt(SIGALRM, 0) = %d, restart %d\n", k, restarts(SIGALRM));
  errno = 0;
  k = siginterrupt(SIGKILL, 1);
  printf("siginterrupt(SIGKILL, 1) = %d, %s\n", k, errno == EINVAL ? "EINVAL" : "other");
  k = siginterrupt(0, 1);
  printf("siginterrupt(0, 1) = %d, %s\n", k, errno == EINVAL ? "EINVAL" : "other");
  return 0;
}
