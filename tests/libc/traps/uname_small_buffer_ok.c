// expect: ok
// Twin of uname_small_buffer.c: a whole struct utsname.
#include <stdio.h>
#include <sys/utsname.h>
int main(void) {
  struct utsname u;
  printf("%d\n", uname(&u));
  return 0;
}
