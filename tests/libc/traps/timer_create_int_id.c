// expect: out-of-bounds write
// expect-at: call to timer_create
// timer_create writes a timer_t (8 bytes on x86_64), not an int, even
// though the kernel's id would fit in one.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
int main(void) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_NONE;
  int id;
  printf("%d\n", timer_create(CLOCK_MONOTONIC, &ev, (timer_t *)&id));
  return 0;
}
