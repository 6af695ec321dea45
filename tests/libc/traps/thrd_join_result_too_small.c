// expect: out-of-bounds write
// expect-at: libc/src/thread/thrd.c
// thrd_join stores the thread's int result through its pointer; a
// pointer to a 2-byte object is caught when the int is stored.
#include <stdio.h>
#include <threads.h>
static int start(void *arg) {
  return arg != NULL;
}
int main(void) {
  thrd_t t;
  short small[1];
  thrd_create(&t, start, NULL);
  printf("%d\n", thrd_join(t, (int *)small));
  return 0;
}
