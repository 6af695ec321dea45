// tcflush.c — discards unread input, unsent output, or both.
#include <sys/ioctl.h>
#include <termios.h>

int tcflush(int fd, int queue) {
  return ioctl(fd, TCFLSH, queue);
}
