/* sys/time.h - gettimeofday, setitimer and getitimer (runtime entry
   points) and utimes. */
#ifndef _SYS_TIME_H
#define _SYS_TIME_H
#include <bits/types.h>
#include <bits/timespec.h>
/* Obsolete: gettimeofday leaves it alone (glibc zeroes it). */
struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};
int gettimeofday(struct timeval *restrict, void *restrict);

#define ITIMER_REAL 0
#define ITIMER_VIRTUAL 1
#define ITIMER_PROF 2
struct itimerval {
  struct timeval it_interval;
  struct timeval it_value;
};
int setitimer(int, const struct itimerval *restrict, struct itimerval *restrict);
int getitimer(int, struct itimerval *);
int utimes(const char *, const struct timeval[2]);
#endif
