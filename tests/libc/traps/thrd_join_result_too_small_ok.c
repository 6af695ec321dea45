// expect: ok
// Twin of thrd_join_result_too_small.c: the result goes into an int.
#include <stdio.h>
#include <threads.h>
static int start(void *arg) {
  return arg != NULL;
}
int main(void) {
  thrd_t t;
  int result[1] = {-1};
  thrd_create(&t, start, NULL);
  printf("%d\n", thrd_join(t, result));
  printf("%d\n", result[0]);
  return 0;
}
