// thrd.c — C11 thread functions that are pthread ones under another name.
// A thread's int result travels as its pthread result (thrd_create.c).
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <threads.h>

int thrd_join(thrd_t thr, int *res) {
  void *result;
  if (pthread_join(thr, &result) != 0)
    return thrd_error;
  if (res)
    *res = (int)(intptr_t)result;
  return thrd_success;
}

int thrd_detach(thrd_t thr) {
  return pthread_detach(thr) == 0 ? thrd_success : thrd_error;
}

_Noreturn void thrd_exit(int res) {
  pthread_exit((void *)(intptr_t)res);
}

thrd_t thrd_current(void) {
  return pthread_self();
}

int thrd_equal(thrd_t a, thrd_t b) {
  return a == b;
}

void thrd_yield(void) {
  sched_yield();
}
