// expect: ok
// Twin of thread_oob.c: the second thread stays inside its object.
#include <pthread.h>
#include <stdlib.h>

static void *worker(void *arg) {
  char *p = malloc(10);
  for (int i = 0; i < 10; i++)
    p[i] = 'x';
  return p;
}

int main(void) {
  pthread_t t;
  void *r;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, &r);
  return ((char *)r)[9] == 'x' ? 0 : 1;
}
