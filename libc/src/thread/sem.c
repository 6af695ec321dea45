// sem.c — semaphores on a futex word.  __value is the count, never
// below zero; a waiter that finds it zero counts itself in __waiters and
// sleeps on the word while it is still zero, and sem_post wakes one
// sleeper when it sees any.  Both sides change one word with a full
// barrier and then read the other, so a post cannot miss a waiter that
// is about to sleep: either the post sees it counted, or its futex wait
// sees the new count and returns at once.
#include <errno.h>
#include <limits.h>
#include <semaphore.h>
#include <string.h>
#include "futex.h"

int sem_init(sem_t *s, int shared, unsigned value) {
  if (value > SEM_VALUE_MAX) {
    errno = EINVAL;
    return -1;
  }
  memset(s, 0, sizeof *s);
  s->__value = (int)value;
  s->__shared = shared != 0;
  return 0;
}

int sem_destroy(sem_t *s) {
  (void)s;
  return 0;
}

// Takes one from a positive count; false when it is zero.
static int take(sem_t *s) {
  for (;;) {
    int v = s->__value;
    if (v <= 0)
      return 0;
    if (__sync_bool_compare_and_swap(&s->__value, v, v - 1))
      return 1;
  }
}

int sem_trywait(sem_t *s) {
  if (take(s))
    return 0;
  errno = EAGAIN;
  return -1;
}

// Waits until one can be taken: 0, or -1 with EINTR (a signal handler
// ran) or ETIMEDOUT (the deadline on clock passed; until null: none).
// As glibc, a deadline with a bad tv_nsec is EINVAL even when the count
// is positive.
static int wait_on(sem_t *s, clockid_t clock, const struct timespec *until) {
  if (until && (until->tv_nsec < 0 || until->tv_nsec >= 1000000000)) {
    errno = EINVAL;
    return -1;
  }
  while (!take(s)) {
    if (until && until->tv_sec < 0) {
      errno = ETIMEDOUT;
      return -1;
    }
    __sync_fetch_and_add(&s->__waiters, 1);
    int r = __futex_wait(&s->__value, 0, s->__shared, clock, until);
    int e = errno;
    __sync_fetch_and_sub(&s->__waiters, 1);
    if (r < 0 && e != EAGAIN) {  // EAGAIN: the count changed first
      errno = e;
      return -1;
    }
  }
  return 0;
}

int sem_wait(sem_t *s) {
  return wait_on(s, CLOCK_REALTIME, 0);
}

int sem_timedwait(sem_t *restrict s, const struct timespec *restrict until) {
  return wait_on(s, CLOCK_REALTIME, until);
}

// glibc's sem_clockwait: the deadline on CLOCK_REALTIME or CLOCK_MONOTONIC.
int sem_clockwait(sem_t *restrict s, clockid_t clock, const struct timespec *restrict until) {
  if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC) {
    errno = EINVAL;
    return -1;
  }
  return wait_on(s, clock, until);
}

int sem_post(sem_t *s) {
  for (;;) {
    int v = s->__value;
    if (v == SEM_VALUE_MAX) {
      errno = EOVERFLOW;
      return -1;
    }
    if (__sync_bool_compare_and_swap(&s->__value, v, v + 1))
      break;
  }
  if (s->__waiters > 0)
    __futex_wake(&s->__value, 1, s->__shared);
  return 0;
}

int sem_getvalue(sem_t *restrict s, int *restrict value) {
  *value = s->__value;
  return 0;
}
