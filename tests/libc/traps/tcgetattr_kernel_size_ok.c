// expect: ok
// Twin of tcgetattr_kernel_size.c: a whole struct termios.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <termios.h>
int main(void) {
  int m = posix_openpt(O_RDWR | O_NOCTTY);
  struct termios t;
  printf("%d %d\n", m >= 0, tcgetattr(m, &t));
  return 0;
}
