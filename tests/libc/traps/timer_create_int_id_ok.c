// expect: ok
// Twin of timer_create_int_id.c: the id goes into a timer_t.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
int main(void) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_NONE;
  timer_t id;
  printf("%d\n", timer_create(CLOCK_MONOTONIC, &ev, &id));
  printf("%d\n", timer_delete(id));
  return 0;
}
