// expect: out-of-bounds write
// expect-at: libc/src/termios/tcgetattr.c
// struct termios is 60 bytes; a buffer of the kernel's 36 is too small
// for tcgetattr, which fills every field (on a pseudo-terminal here).
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <termios.h>
int main(void) {
  int m = posix_openpt(O_RDWR | O_NOCTTY);
  static char kernel_sized[36];
  printf("%d\n", tcgetattr(m, (struct termios *)kernel_sized));
  return 0;
}
