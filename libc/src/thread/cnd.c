// cnd.c — C11 condition variables are pthread conditions (cnd_t has
// pthread_cond_t's size and layout); their waits give up the runtime's
// lock as the pthread ones do.
#include <errno.h>
#include <pthread.h>
#include <threads.h>

int cnd_init(cnd_t *c) {
  int err = pthread_cond_init((pthread_cond_t *)c, NULL);
  if (err == 0)
    return thrd_success;
  return err == ENOMEM ? thrd_nomem : thrd_error;
}

int cnd_signal(cnd_t *c) {
  return pthread_cond_signal((pthread_cond_t *)c) == 0 ? thrd_success : thrd_error;
}

int cnd_broadcast(cnd_t *c) {
  return pthread_cond_broadcast((pthread_cond_t *)c) == 0 ? thrd_success : thrd_error;
}

int cnd_wait(cnd_t *c, mtx_t *m) {
  int err = pthread_cond_wait((pthread_cond_t *)c, (pthread_mutex_t *)m);
  return err == 0 ? thrd_success : thrd_error;
}

int cnd_timedwait(cnd_t *restrict c, mtx_t *restrict m, const struct timespec *restrict ts) {
  int err = pthread_cond_timedwait((pthread_cond_t *)c, (pthread_mutex_t *)m, ts);
  if (err == 0)
    return thrd_success;
  return err == ETIMEDOUT ? thrd_timedout : thrd_error;
}

void cnd_destroy(cnd_t *c) {
  pthread_cond_destroy((pthread_cond_t *)c);
}
