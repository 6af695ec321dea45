// timer_impl.h — the two kinds of POSIX timer behind a timer_t: the
// kernel's (a non-negative id, the runtime's __timer_* entry points) and
// libc's SIGEV_THREAD timers (negative, timer_thread.c), as glibc tells
// them apart on x86_64.
#ifndef TIMER_IMPL_H
#define TIMER_IMPL_H
#include <signal.h>
#include <stdint.h>
#include <time.h>

int __timer_create(clockid_t, struct sigevent *restrict, timer_t *restrict);
int __timer_settime(timer_t, int, const struct itimerspec *restrict, struct itimerspec *restrict);
int __timer_gettime(timer_t, struct itimerspec *);
int __timer_getoverrun(timer_t);
int __timer_delete(timer_t);

int __thread_timer_create(clockid_t, const struct sigevent *, timer_t *);
int __thread_timer_fd(timer_t);  // its timerfd; -1 with EINVAL if none
int __thread_timer_overrun(timer_t);
int __thread_timer_delete(timer_t);

static inline int __is_thread_timer(timer_t t) { return (intptr_t)t < 0; }
#endif
