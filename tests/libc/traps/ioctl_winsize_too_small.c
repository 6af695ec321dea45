// expect: out-of-bounds write
// expect-at: call to ioctl
// ioctl's argument is checked against the size the request writes
// (TIOCGWINSZ: a struct winsize, 8 bytes), before the kernel sees it.
#include <stdio.h>
#include <sys/ioctl.h>
int main(void) {
  unsigned short rows_cols[2];
  printf("%d\n", ioctl(0, TIOCGWINSZ, rows_cols));
  return 0;
}
