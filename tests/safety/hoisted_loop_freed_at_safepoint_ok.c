// The good twin of hoisted_loop_freed_at_safepoint.c: the handler that runs
// at the loop's safepoint poll only counts, and the array is freed after
// the loop.
// expect: ok
#include "safety.h"
#include <signal.h>
#include <sys/time.h>

static volatile sig_atomic_t alarms;

static void on_alarm(int sig) {
  (void)sig;
  alarms++;
}

int main(void) {
  int n = opaque(32 << 20);
  char *buf = malloc(n);
  memset(buf, 1, n);
  signal(SIGALRM, on_alarm);
  struct itimerval it = {{0, 0}, {0, 1000}};
  setitimer(ITIMER_REAL, &it, 0);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += buf[i];
  free(buf);
  printf("%ld\n", s);
  return 0;
}
