// expect: out-of-bounds write
// expect-at: call to pread
// pread's buffer is checked against the count before the call.
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  int fd = open("/dev/zero", O_RDONLY);
  char buf[16];
  printf("%zd\n", pread(fd, buf, 17, 0));
  return 0;
}
