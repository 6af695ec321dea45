// The good twin of tls_after_thread_exit: each thread reads its own
// thread-local while it runs and returns the value, not a pointer.
// expect: ok
#include "safety.h"
#include <pthread.h>

_Thread_local int counter = 5;

static void *worker(void *arg) {
  counter += (int)(intptr_t)arg;
  return (void *)(intptr_t)counter;
}

int main(void) {
  pthread_t t;
  void *first, *second;
  pthread_create(&t, NULL, worker, (void *)3);
  pthread_join(t, &first);
  pthread_create(&t, NULL, worker, (void *)4);
  pthread_join(t, &second);
  printf("%d %d %d\n", counter, (int)(intptr_t)first, (int)(intptr_t)second);
  return 0;
}
