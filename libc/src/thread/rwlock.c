// rwlock.c — read-write locks: any number of readers or one writer, and
// a waiting writer keeps new readers out (so writers are not starved).
#include <errno.h>
#include <pthread.h>
#include <string.h>

int pthread_rwlock_init(pthread_rwlock_t *restrict l, const pthread_rwlockattr_t *restrict a) {
  (void)a;
  memset(l, 0, sizeof *l);
  return 0;
}

int pthread_rwlock_destroy(pthread_rwlock_t *l) {
  return l->__readers || l->__writer ? EBUSY : 0;
}

int pthread_rwlock_rdlock(pthread_rwlock_t *l) {
  pthread_mutex_lock(&l->__m);
  while (l->__writer || l->__waiting_writers)
    pthread_cond_wait(&l->__c, &l->__m);
  l->__readers++;
  pthread_mutex_unlock(&l->__m);
  return 0;
}

int pthread_rwlock_tryrdlock(pthread_rwlock_t *l) {
  pthread_mutex_lock(&l->__m);
  int r = EBUSY;
  if (!l->__writer && !l->__waiting_writers) {
    l->__readers++;
    r = 0;
  }
  pthread_mutex_unlock(&l->__m);
  return r;
}

int pthread_rwlock_wrlock(pthread_rwlock_t *l) {
  pthread_mutex_lock(&l->__m);
  l->__waiting_writers++;
  while (l->__writer || l->__readers)
    pthread_cond_wait(&l->__c, &l->__m);
  l->__waiting_writers--;
  l->__writer = 1;
  pthread_mutex_unlock(&l->__m);
  return 0;
}

int pthread_rwlock_trywrlock(pthread_rwlock_t *l) {
  pthread_mutex_lock(&l->__m);
  int r = EBUSY;
  if (!l->__writer && !l->__readers) {
    l->__writer = 1;
    r = 0;
  }
  pthread_mutex_unlock(&l->__m);
  return r;
}

int pthread_rwlock_unlock(pthread_rwlock_t *l) {
  pthread_mutex_lock(&l->__m);
  if (l->__writer)
    l->__writer = 0;
  else if (l->__readers > 0)
    l->__readers--;
  pthread_cond_broadcast(&l->__c);
  pthread_mutex_unlock(&l->__m);
  return 0;
}
