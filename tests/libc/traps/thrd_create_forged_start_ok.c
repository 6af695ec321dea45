// expect: ok
// Twin of thrd_create_forged_start.c: the start function is one.
#include <stdio.h>
#include <threads.h>
static int start(void *arg) {
  return arg != NULL;
}
int main(void) {
  thrd_t t;
  int result = -1;
  thrd_start_t f = start;
  printf("%d\n", thrd_create(&t, f, NULL));
  fflush(stdout);
  thrd_join(t, &result);
  printf("%d\n", result);
  return 0;
}
