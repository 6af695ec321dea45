// A thread-local object ends with its thread (C11 7.26.1): a pointer to it
// kept after the thread is joined traps, and never reaches the copy of a
// thread started later, which may get the same stack.
// expect: use after free
// asan: miss ASan does not instrument thread-local storage
#include "safety.h"
#include <pthread.h>

_Thread_local int counter = 5;

static void *worker(void *arg) {
  counter += (int)(intptr_t)arg;
  return &counter;
}

int main(void) {
  pthread_t t;
  void *first, *second;
  pthread_create(&t, NULL, worker, (void *)3);
  pthread_join(t, &first);
  pthread_create(&t, NULL, worker, (void *)4);
  pthread_join(t, &second);
  printf("%d\n", counter);
  FAULT_NEXT();
  printf("%d\n", *(int *)first);
  puts("after the fault");
  return 0;
}
