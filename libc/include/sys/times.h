/* sys/times.h - times (a runtime entry point): process times in clock ticks. */
#ifndef _SYS_TIMES_H
#define _SYS_TIMES_H
#include <bits/types.h>
struct tms {
  clock_t tms_utime;
  clock_t tms_stime;
  clock_t tms_cutime;
  clock_t tms_cstime;
};
clock_t times(struct tms *);
#endif
