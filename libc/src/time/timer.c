// timer.c — the POSIX timer calls: a SIGEV_THREAD timer is libc's (a
// timerfd watched by a thread of its own: timer_thread.c), any other the
// kernel's, through the runtime's checked __timer_* entry points.
#include <sys/timerfd.h>
#include "timer_impl.h"

int timer_create(clockid_t clock, struct sigevent *restrict ev, timer_t *restrict id) {
  if (ev && ev->sigev_notify == SIGEV_THREAD)
    return __thread_timer_create(clock, ev, id);
  return __timer_create(clock, ev, id);
}

// The kernel's timer_settime knows one flag, TIMER_ABSTIME, and ignores
// the others; timerfd_settime would refuse them.
int timer_settime(timer_t t, int flags, const struct itimerspec *restrict value,
                  struct itimerspec *restrict old) {
  if (!__is_thread_timer(t))
    return __timer_settime(t, flags, value, old);
  int fd = __thread_timer_fd(t);
  if (fd < 0)
    return -1;
  return timerfd_settime(fd, flags & TIMER_ABSTIME ? TFD_TIMER_ABSTIME : 0, value, old);
}

int timer_gettime(timer_t t, struct itimerspec *value) {
  if (!__is_thread_timer(t))
    return __timer_gettime(t, value);
  int fd = __thread_timer_fd(t);
  if (fd < 0)
    return -1;
  return timerfd_gettime(fd, value);
}

int timer_getoverrun(timer_t t) {
  if (!__is_thread_timer(t))
    return __timer_getoverrun(t);
  return __thread_timer_overrun(t);
}

int timer_delete(timer_t t) {
  if (!__is_thread_timer(t))
    return __timer_delete(t);
  return __thread_timer_delete(t);
}
