// expect: out-of-bounds write
// expect-at: thread_oob.c:10:10
// An overflow in a second thread stops the whole process with the report.
#include <pthread.h>
#include <stdlib.h>

static void *worker(void *arg) {
  char *p = malloc(10);
  for (int i = 0; i <= 10; i++)
    p[i] = 'x';
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
