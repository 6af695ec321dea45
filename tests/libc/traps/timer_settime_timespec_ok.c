// expect: ok
// Twin of timer_settime_timespec.c: a whole struct itimerspec, and one
// for the old value.
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
  struct itimerspec when, old;
  memset(&when, 0, sizeof when);
  when.it_value.tv_sec = 1;
  printf("%d\n", timer_settime(t, 0, &when, &old));
  printf("%d %ld\n", timer_settime(t, 0, &when, &old), (long)old.it_value.tv_sec);
  return 0;
}
