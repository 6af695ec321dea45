/* time.h - C11 7.27 and a little POSIX.  time, clock_gettime and
   nanosleep are runtime entry points; the calendar functions are libc's,
   with time zones from TZ and the TZif files (libc/src/time/tzset.c).
   struct tm has glibc's layout, tm_gmtoff and tm_zone included. */
#ifndef _TIME_H
#define _TIME_H

#include <stddef.h>
#include <bits/types.h>
#include <bits/timespec.h>
#include <bits/locale_t.h>

#define CLOCKS_PER_SEC 1000000L
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7
#define TIME_UTC 1
#define TIMER_ABSTIME 1
/* POSIX timers' value (timer_settime and timerfd_settime use it). */
struct itimerspec {
  struct timespec it_interval;
  struct timespec it_value;
};
struct tm {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
  long tm_gmtoff;
  const char *tm_zone;
};

time_t time(time_t *);
clock_t clock(void);
double difftime(time_t, time_t);
int clock_gettime(clockid_t, struct timespec *);
int clock_settime(clockid_t, const struct timespec *);
int nanosleep(const struct timespec *, struct timespec *);
int timespec_get(struct timespec *, int);

/* POSIX per-process timers (struct sigevent is <signal.h>'s): the
   kernel's for SIGEV_SIGNAL, SIGEV_NONE and SIGEV_THREAD_ID (runtime
   entry points), libc's for SIGEV_THREAD (a timerfd and a thread; no
   CPU-time clocks). */
struct sigevent;
int timer_create(clockid_t, struct sigevent *restrict, timer_t *restrict);
int timer_settime(timer_t, int, const struct itimerspec *restrict, struct itimerspec *restrict);
int timer_gettime(timer_t, struct itimerspec *);
int timer_getoverrun(timer_t);
int timer_delete(timer_t);

struct tm *gmtime(const time_t *);
struct tm *gmtime_r(const time_t *restrict, struct tm *restrict);
struct tm *localtime(const time_t *);
struct tm *localtime_r(const time_t *restrict, struct tm *restrict);
time_t mktime(struct tm *);
time_t timegm(struct tm *);
char *asctime(const struct tm *);
char *ctime(const time_t *);
size_t strftime(char *restrict, size_t, const char *restrict, const struct tm *restrict);
size_t strftime_l(char *restrict, size_t, const char *restrict, const struct tm *restrict,
                  locale_t);
char *strptime(const char *restrict, const char *restrict, struct tm *restrict);

extern char *tzname[2];
extern long timezone;
extern int daylight;
void tzset(void);

#endif
