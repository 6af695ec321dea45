// expect: stack overflow
// expect-at: the end of the stack
// A thread's recursion without end: its stack is the runtime's mapping,
// with its own alternate signal stack for the report.
#include <pthread.h>
#include <stdio.h>

static int depth(int n) {
  volatile char frame[200];
  frame[0] = (char)n;
  return depth(n + 1) + frame[0];
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
