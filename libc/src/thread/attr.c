// attr.c — thread, mutex and condition attributes.  A pthread_attr_t
// records a detach state and a stack size (the runtime uses neither yet);
// a mutex attribute is its kind, read by the runtime's pthread_mutex_init.
#include <errno.h>
#include <pthread.h>
#include <string.h>

typedef struct {
  int detach;
  size_t stack_size;
} Attr;

_Static_assert(sizeof(Attr) <= sizeof(pthread_attr_t), "pthread_attr_t too small");

int pthread_attr_init(pthread_attr_t *a) {
  memset(a, 0, sizeof *a);
  ((Attr *)a)->stack_size = 8 << 20;
  return 0;
}

int pthread_attr_destroy(pthread_attr_t *a) {
  (void)a;
  return 0;
}

int pthread_attr_setdetachstate(pthread_attr_t *a, int state) {
  if (state != PTHREAD_CREATE_JOINABLE && state != PTHREAD_CREATE_DETACHED)
    return EINVAL;
  ((Attr *)a)->detach = state;
  return 0;
}

int pthread_attr_getdetachstate(const pthread_attr_t *a, int *state) {
  *state = ((const Attr *)a)->detach;
  return 0;
}

int pthread_attr_setstacksize(pthread_attr_t *a, size_t size) {
  if (size < 16384)
    return EINVAL;
  ((Attr *)a)->stack_size = size;
  return 0;
}

int pthread_attr_getstacksize(const pthread_attr_t *restrict a, size_t *restrict size) {
  *size = ((const Attr *)a)->stack_size;
  return 0;
}

int pthread_mutexattr_gettype(const pthread_mutexattr_t *restrict a, int *restrict kind) {
  *kind = a->__align;
  return 0;
}

int pthread_condattr_init(pthread_condattr_t *a) {
  a->__align = 0;
  return 0;
}

int pthread_condattr_destroy(pthread_condattr_t *a) {
  (void)a;
  return 0;
}
