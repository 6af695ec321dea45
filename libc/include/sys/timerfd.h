/* sys/timerfd.h - timers as descriptors (runtime entry points; a struct
   itimerspec is 32 bytes).  Reading one gives the expirations as an
   8-byte count. */
#ifndef _SYS_TIMERFD_H
#define _SYS_TIMERFD_H
#include <time.h>

#define TFD_TIMER_ABSTIME 1
#define TFD_TIMER_CANCEL_ON_SET 2
#define TFD_CLOEXEC 02000000
#define TFD_NONBLOCK 04000

int timerfd_create(clockid_t, int);
int timerfd_settime(int, int, const struct itimerspec *, struct itimerspec *);
int timerfd_gettime(int, struct itimerspec *);
#endif
