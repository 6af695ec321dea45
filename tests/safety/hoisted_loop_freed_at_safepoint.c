// A counted loop, whose checks were tested before it started, reads an
// array that a signal handler frees while the loop runs.  The handler runs
// at the loop's safepoint poll, and after the runtime has run the loop
// must go on in its checked copy, which reports the use after free at the
// next read (the fast copy would read the dead array to the end).
// expect: use after free
// expect-at: hoisted_loop_freed_at_safepoint.c:29:13
#include "safety.h"
#include <signal.h>
#include <sys/time.h>

static char *shared;

static void on_alarm(int sig) {
  (void)sig;
  free(shared);
}

int main(void) {
  int n = opaque(32 << 20); // long enough a loop for the timer to end inside it
  char *buf = shared = malloc(n);
  memset(buf, 1, n);
  signal(SIGALRM, on_alarm);
  struct itimerval it = {{0, 0}, {0, 1000}};
  FAULT_NEXT();
  setitimer(ITIMER_REAL, &it, 0);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += buf[i];
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
