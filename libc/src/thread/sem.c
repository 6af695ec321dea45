// sem.c — unnamed semaphores: a count under a mutex, and a condition to
// wait for it to become positive.
#include <errno.h>
#include <semaphore.h>
#include <string.h>

int sem_init(sem_t *s, int shared, unsigned value) {
  if (shared) {  // no process-shared memory in the safe world
    errno = ENOSYS;
    return -1;
  }
  memset(s, 0, sizeof *s);
  s->__value = value;
  return 0;
}

int sem_destroy(sem_t *s) {
  (void)s;
  return 0;
}

int sem_wait(sem_t *s) {
  pthread_mutex_lock(&s->__m);
  while (s->__value == 0)
    pthread_cond_wait(&s->__c, &s->__m);
  s->__value--;
  pthread_mutex_unlock(&s->__m);
  return 0;
}

int sem_timedwait(sem_t *restrict s, const struct timespec *restrict until) {
  pthread_mutex_lock(&s->__m);
  int r = 0;
  while (s->__value == 0 && r == 0)
    r = pthread_cond_timedwait(&s->__c, &s->__m, until);
  if (s->__value > 0) {
    s->__value--;
    r = 0;
  }
  pthread_mutex_unlock(&s->__m);
  if (r) {
    errno = r;
    return -1;
  }
  return 0;
}

int sem_trywait(sem_t *s) {
  pthread_mutex_lock(&s->__m);
  int ok = s->__value > 0;
  if (ok)
    s->__value--;
  pthread_mutex_unlock(&s->__m);
  if (!ok) {
    errno = EAGAIN;
    return -1;
  }
  return 0;
}

int sem_post(sem_t *s) {
  pthread_mutex_lock(&s->__m);
  s->__value++;
  pthread_cond_signal(&s->__c);
  pthread_mutex_unlock(&s->__m);
  return 0;
}

int sem_getvalue(sem_t *restrict s, int *restrict value) {
  *value = (int)s->__value;
  return 0;
}
