// time.c — clock, difftime, timespec_get.
#include <time.h>

clock_t clock(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts))
    return (clock_t)-1;
  return (clock_t)(ts.tv_sec * 1000000 + ts.tv_nsec / 1000);
}

double difftime(time_t a, time_t b) {
  return (double)a - (double)b;
}

int timespec_get(struct timespec *ts, int base) {
  if (base != TIME_UTC || clock_gettime(CLOCK_REALTIME, ts))
    return 0;
  return base;
}
