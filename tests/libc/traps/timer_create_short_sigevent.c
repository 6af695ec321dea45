// expect: out-of-bounds read
// expect-at: call to timer_create
// timer_create reads a whole struct sigevent (64 bytes on x86_64), as the
// kernel does: the first 16 bytes of one are not enough.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
struct head {
  union sigval value;
  int signo, notify;
};
int main(void) {
  struct head h;
  memset(&h, 0, sizeof h);
  h.signo = SIGUSR1;
  h.notify = SIGEV_NONE;
  timer_t t;
  printf("%d\n", timer_create(CLOCK_MONOTONIC, (struct sigevent *)&h, &t));
  return 0;
}
