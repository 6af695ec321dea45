// The good twin of thread_stack_overflow.c: 1,000 levels in a thread.
#include <pthread.h>
#include <stdio.h>

static int depth(int n) {
  volatile char frame[200];
  frame[0] = (char)n;
  return n == 1000 ? 0 : depth(n + 1) + (frame[0] & 1);
}

static void *run(void *arg) {
  (void)arg;
  printf("%d\n", depth(0));
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, run, NULL);
  pthread_join(t, NULL);
  return 0;
}
