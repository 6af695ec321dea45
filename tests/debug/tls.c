// tests/debug/tls.c — thread-locals under gdb (tls.gdb): each thread
// sees its own copy.
#include <pthread.h>
#include <stdio.h>

_Thread_local int counter = 5;
static _Thread_local const char *label = "main";

static void *worker(void *arg) {
  counter = 40;
  label = "worker";
  counter += 2;  // line: worker
  return arg;
}

int main(void) {
  pthread_t t;
  counter = 7;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  printf("%d %s\n", counter, label);  // line: main
  return 0;
}
