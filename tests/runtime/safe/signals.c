// signals.c (safe C) — a handler written in safe C runs before raise()
// returns and, for a signal from another process, at the next safepoint
// of a loop; it may allocate.  fork, pipe, waitpid and kill are entry
// points of the runtime.
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int pipe(int fds[2]);
int fork(void);
int waitpid(int pid, int *status, int options);

static volatile int hits;
static char *made_by_handler;

static void on_usr1(int sig) {
  hits++;
  made_by_handler = malloc(32);          // allowed: handlers run at safepoints
  strcpy(made_by_handler, "from handler");
}

int main(void) {
  int bad = 0;
  if (signal(SIGUSR1, on_usr1) != SIG_DFL)
    bad++;
  raise(SIGUSR1);
  if (hits != 1 || strcmp(made_by_handler, "from handler") != 0)
    bad++;
  int fds[2];
  if (pipe(fds) != 0)
    bad++;
  int parent = getpid();
  int child = fork();
  if (child == 0) {
    char c;
    read(fds[0], &c, 1);                 // wait until the parent loops
    kill(parent, SIGUSR1);
    _exit(0);
  }
  write(fds[1], "x", 1);
  for (long spins = 0; hits < 2 && spins < 4000000000L; spins++)
    ;                                    // the loop's back edge is a safepoint
  int status = -1;
  waitpid(child, &status, 0);
  if (hits != 2 || status != 0)
    bad++;
  if (signal(SIGUSR1, SIG_IGN) != on_usr1)
    bad++;
  raise(SIGUSR1);
  if (hits != 2)
    bad++;
  write(1, bad ? "signals: BAD\n" : "signals: ok\n", bad ? 13 : 12);
  return bad;
}
