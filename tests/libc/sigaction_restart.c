// sigaction_restart.c — a read on a pipe interrupted by a timer: with
// SA_RESTART (and with signal(), which sets it) the read goes on, without
// it the read fails with EINTR after the handler ran.  Run safe and with
// gcc: both must print the same.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t alarms;

static void on_alarm(int sig) { alarms += sig == SIGALRM; }

static void use(int flags) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_alarm;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = flags;
  sigaction(SIGALRM, &sa, NULL);
}

// The timer fires 50 ms into the read; the child writes 400 ms later.
static void try_read(int fd, const char *how) {
  struct itimerval it = {{0, 0}, {0, 50000}};
  setitimer(ITIMER_REAL, &it, NULL);
  char c = 0;
  errno = 0;
  ssize_t r = read(fd, &c, 1);
  int e = errno;
  int seen = alarms;
  if (r < 0)
    printf("%s: read %zd, %s, handler had run %d time(s)\n", how, r,
           e == EINTR ? "EINTR" : "other error", seen);
  else
    printf("%s: read %zd '%c', handler had run %d time(s)\n", how, r, c, seen);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  int p[2];
  if (pipe(p) != 0)
    return 1;
  pid_t child = fork();
  if (child == 0) {
    close(p[0]);
    for (const char *s = "abc"; *s; s++) {
      usleep(400000);
      write(p[1], s, 1);
    }
    _exit(0);
  }
  close(p[1]);
  use(SA_RESTART);
  try_read(p[0], "SA_RESTART");
  use(0);
  try_read(p[0], "no SA_RESTART");
  try_read(p[0], "no SA_RESTART, again");
  signal(SIGALRM, on_alarm);
  try_read(p[0], "signal()");
  char c;
  printf("the last byte: %zd\n", read(p[0], &c, 1));
  waitpid(child, NULL, 0);
  return 0;
}
