// expect: ok
// Twin of pread_short_buffer.c: the count fits the buffer.
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  int fd = open("/dev/zero", O_RDONLY);
  char buf[16];
  printf("%zd\n", pread(fd, buf, 16, 0));
  return 0;
}
