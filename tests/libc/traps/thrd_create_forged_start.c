// expect: bad function call
// expect-at: libc/src/thread/thrd_create.c
// A start "function" made from an integer is no function: the new
// thread's call to it is caught (libc's start routine makes the call).
#include <stdio.h>
#include <threads.h>
static int start(void *arg) {
  return arg != NULL;
}
int main(void) {
  thrd_t t;
  int result = -1;
  thrd_start_t f = (thrd_start_t)((long)start + 1);
  printf("%d\n", thrd_create(&t, f, NULL));
  fflush(stdout);
  thrd_join(t, &result);
  printf("%d\n", result);
  return 0;
}
