// spin.c — spinlocks: a word taken with an atomic exchange.  A thread
// that finds it taken yields the processor between tries rather than
// burn it, since the holder may be waiting for it (safe threads take
// turns today; docs/threads.md).
#include <errno.h>
#include <pthread.h>
#include <sched.h>

int pthread_spin_init(pthread_spinlock_t *l, int shared) {
  (void)shared;  // private or shared alike: the word is all there is
  *l = 0;
  return 0;
}

int pthread_spin_destroy(pthread_spinlock_t *l) {
  (void)l;
  return 0;
}

int pthread_spin_lock(pthread_spinlock_t *l) {
  while (__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE))
    while (__atomic_load_n(l, __ATOMIC_RELAXED))
      sched_yield();
  return 0;
}

int pthread_spin_trylock(pthread_spinlock_t *l) {
  return __atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE) ? EBUSY : 0;
}

int pthread_spin_unlock(pthread_spinlock_t *l) {
  __atomic_store_n(l, 0, __ATOMIC_RELEASE);
  return 0;
}
