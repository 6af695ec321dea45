// tss.c — C11 thread-specific storage is pthread keys: tss_dtor_t is the
// key destructor's type, and the runtime runs destructors at thread exit
// in up to TSS_DTOR_ITERATIONS rounds (runtime/pthread.c).
#include <pthread.h>
#include <threads.h>

int tss_create(tss_t *key, tss_dtor_t dtor) {
  return pthread_key_create(key, dtor) == 0 ? thrd_success : thrd_error;
}

void *tss_get(tss_t key) {
  return pthread_getspecific(key);
}

int tss_set(tss_t key, void *value) {
  return pthread_setspecific(key, value) == 0 ? thrd_success : thrd_error;
}

void tss_delete(tss_t key) {
  pthread_key_delete(key);
}
