/* sys/time.h - gettimeofday (a runtime entry point) and utimes. */
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
int utimes(const char *, const struct timeval[2]);
#endif
