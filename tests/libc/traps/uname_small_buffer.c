// expect: out-of-bounds write
// expect-at: call to uname
// uname writes a whole struct utsname (390 bytes on Linux).
#include <stdio.h>
#include <sys/utsname.h>
int main(void) {
  char small[100];
  printf("%d\n", uname((struct utsname *)small));
  return 0;
}
