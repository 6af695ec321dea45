// tcdrain.c — waits until the output has been sent: Linux's TCSBRK with
// a nonzero argument drains without sending a break.
#include <sys/ioctl.h>
#include <termios.h>

int tcdrain(int fd) {
  return ioctl(fd, TCSBRK, 1);
}
