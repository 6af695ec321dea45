// thrd_create.c — C11 threads on the runtime's pthreads.  A C11 start
// function returns int and a pthread one void *: calling it through a
// pointer of the other type is undefined (C11 6.3.2.3), so it is not
// handed to pthread_create as it is.  Instead a small heap record carries
// it and its argument to start(), a pthread start routine that calls it
// with its own type and returns its int as the thread's void * result (an
// integer, never dereferenced), which thrd_join turns back.
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <threads.h>

struct start {
  thrd_start_t func;
  void *arg;
};

static void *start(void *p) {
  struct start *s = p;
  thrd_start_t func = s->func;
  void *arg = s->arg;
  free(s);
  return (void *)(intptr_t)func(arg);
}

// pthread_create's EAGAIN means the runtime could not get the thread's
// record or stack: memory, hence thrd_nomem.
int thrd_create(thrd_t *thr, thrd_start_t func, void *arg) {
  struct start *s = malloc(sizeof *s);
  if (!s)
    return thrd_nomem;
  s->func = func;
  s->arg = arg;
  int err = pthread_create(thr, NULL, start, s);
  if (err == 0)
    return thrd_success;
  free(s);
  return err == EAGAIN || err == ENOMEM ? thrd_nomem : thrd_error;
}
