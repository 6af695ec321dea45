// mtx.c — C11 mutexes are pthread mutexes (mtx_t has pthread_mutex_t's
// size and layout).  The runtime's mutexes can all wait with a time-out,
// so mtx_timed needs nothing of its own; mtx_recursive makes a recursive
// one.
#include <errno.h>
#include <pthread.h>
#include <threads.h>

int mtx_init(mtx_t *m, int type) {
  if (type != mtx_plain && type != mtx_timed && type != (mtx_plain | mtx_recursive) &&
      type != (mtx_timed | mtx_recursive))
    return thrd_error;
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  if (type & mtx_recursive)
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  int err = pthread_mutex_init((pthread_mutex_t *)m, &attr);
  pthread_mutexattr_destroy(&attr);
  return err == 0 ? thrd_success : thrd_error;
}

int mtx_lock(mtx_t *m) {
  return pthread_mutex_lock((pthread_mutex_t *)m) == 0 ? thrd_success : thrd_error;
}

int mtx_timedlock(mtx_t *restrict m, const struct timespec *restrict ts) {
  int err = pthread_mutex_timedlock((pthread_mutex_t *)m, ts);
  if (err == 0)
    return thrd_success;
  return err == ETIMEDOUT ? thrd_timedout : thrd_error;
}

int mtx_trylock(mtx_t *m) {
  int err = pthread_mutex_trylock((pthread_mutex_t *)m);
  if (err == 0)
    return thrd_success;
  return err == EBUSY ? thrd_busy : thrd_error;
}

int mtx_unlock(mtx_t *m) {
  return pthread_mutex_unlock((pthread_mutex_t *)m) == 0 ? thrd_success : thrd_error;
}

void mtx_destroy(mtx_t *m) {
  pthread_mutex_destroy((pthread_mutex_t *)m);
}
