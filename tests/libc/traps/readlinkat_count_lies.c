// expect: out-of-bounds write
// expect-at: call to readlinkat
// readlinkat's buffer is checked against the count it is given.
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  char buf[4];
  printf("%zd\n", readlinkat(AT_FDCWD, "/proc/self/exe", buf, 64));
  return 0;
}
