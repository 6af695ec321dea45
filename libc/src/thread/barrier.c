// barrier.c — barriers: pthread_barrier_wait returns once `count`
// threads have called it, to one of them PTHREAD_BARRIER_SERIAL_THREAD.
// Each thread reads the round number before it counts itself in; the
// last to arrive starts the next round (the count back at zero) and
// wakes the others, who sleep on the round number until it changes.
// Atomics and the runtime's futex (a private one: a barrier in shared
// memory is refused), so it is correct with threads in parallel too.
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include "../futex.h"

int pthread_barrier_init(pthread_barrier_t *restrict b, const pthread_barrierattr_t *restrict a,
                         unsigned count) {
  if (count == 0 || (a && a->__align != PTHREAD_PROCESS_PRIVATE))
    return EINVAL;
  b->__count = count;
  b->__waiting = 0;
  b->__round = 0;
  return 0;
}

int pthread_barrier_destroy(pthread_barrier_t *b) {
  return __atomic_load_n(&b->__waiting, __ATOMIC_ACQUIRE) ? EBUSY : 0;
}

int pthread_barrier_wait(pthread_barrier_t *b) {
  int round = __atomic_load_n(&b->__round, __ATOMIC_ACQUIRE);
  if (__atomic_add_fetch(&b->__waiting, 1, __ATOMIC_ACQ_REL) == b->__count) {
    __atomic_store_n(&b->__waiting, 0, __ATOMIC_RELAXED);
    __atomic_add_fetch(&b->__round, 1, __ATOMIC_RELEASE);
    __futex_wake(&b->__round, INT_MAX, 0);
    return PTHREAD_BARRIER_SERIAL_THREAD;
  }
  while (__atomic_load_n(&b->__round, __ATOMIC_ACQUIRE) == round)
    __futex_wait(&b->__round, round, 0, CLOCK_REALTIME, NULL);
  return 0;
}

int pthread_barrierattr_init(pthread_barrierattr_t *a) {
  a->__align = PTHREAD_PROCESS_PRIVATE;
  return 0;
}

int pthread_barrierattr_destroy(pthread_barrierattr_t *a) {
  (void)a;
  return 0;
}

int pthread_barrierattr_getpshared(const pthread_barrierattr_t *restrict a, int *restrict shared) {
  *shared = a->__align;
  return 0;
}

// Only private barriers: the futex above is a private one.
int pthread_barrierattr_setpshared(pthread_barrierattr_t *a, int shared) {
  if (shared == PTHREAD_PROCESS_SHARED)
    return ENOTSUP;
  if (shared != PTHREAD_PROCESS_PRIVATE)
    return EINVAL;
  a->__align = shared;
  return 0;
}
