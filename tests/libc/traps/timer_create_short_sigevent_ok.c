// expect: ok
// Twin of timer_create_short_sigevent.c: a whole struct sigevent.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
int main(void) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_signo = SIGUSR1;
  ev.sigev_notify = SIGEV_NONE;
  timer_t t;
  printf("%d\n", timer_create(CLOCK_MONOTONIC, &ev, &t));
  printf("%d\n", timer_delete(t));
  return 0;
}
