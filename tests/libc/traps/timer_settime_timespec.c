// expect: out-of-bounds read
// expect-at: call to timer_settime
// timer_settime reads a struct itimerspec (two timespecs, 32 bytes): one
// timespec for the first expiration is not enough.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
int main(void) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_NONE;
  timer_t t;
  timer_create(CLOCK_MONOTONIC, &ev, &t);
  struct timespec when = {1, 0};
  printf("%d\n", timer_settime(t, 0, (const struct itimerspec *)&when, NULL));
  return 0;
}
