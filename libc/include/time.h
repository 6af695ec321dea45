/* time.h - declarations only for now; the runtime has no time entry points
   yet (libc/README.md). */
#ifndef _TIME_H
#define _TIME_H

#include <stddef.h>
#include <bits/types.h>

#define CLOCKS_PER_SEC 1000000L
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1

struct timespec { time_t tv_sec; long tv_nsec; };
struct tm {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
  long tm_gmtoff;
  const char *tm_zone;
};

time_t time(time_t *);
clock_t clock(void);
double difftime(time_t, time_t);
int clock_gettime(clockid_t, struct timespec *);

#endif
