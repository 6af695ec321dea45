// _Thread_local and __thread: each thread sees its own copy, initialized
// from the static initializer; addresses differ between threads, also when
// one has ended (not yet joined) before the next starts, so that its stack
// could be reused; extern and static thread-locals.
// flags: -pthread
#include "test.h"
#include <pthread.h>
#include <unistd.h>

_Thread_local int counter = 5;
__thread long big[4] = {1, 2, 3, 4};
static _Thread_local char *tname = "main";
_Thread_local int zero;

static _Atomic int finished[4];

static void *worker(void *arg) {
  long id = (long)arg;
  CHECK(5, counter);         // fresh copy, not the main thread's value
  CHECK(3, big[2]);
  CHECK(0, zero);
  CHECKS("main", tname);
  counter += id;
  big[0] = id;
  tname = "worker";
  zero = 1;
  for (int i = 0; i < 1000; i++)
    counter++;
  CHECK(1005 + id, counter);
  CHECK(id, big[0]);
  finished[id] = 1;
  return &counter;
}

int main(void) {
  counter = 100;
  big[2] = 30;
  pthread_t t[4];
  void *addr[4];
  for (long i = 0; i < 4; i++) {
    pthread_create(&t[i], 0, worker, (void *)i);
    if (i < 2) { // let the thread end before the next one starts
      while (!finished[i])
        usleep(1000);
      usleep(20000);
    }
  }
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], &addr[i]);
  CHECK(100, counter);
  CHECK(30, big[2]);
  CHECK(1, big[0]);
  CHECKS("main", tname);
  CHECK(0, zero);
  CHECK(1, addr[0] != (void *)&counter);
  CHECK(1, addr[0] != addr[1]);
  static _Thread_local int local_tls = 9;
  CHECK(9, local_tls++);
  CHECK(10, local_tls);
  return 0;
}
