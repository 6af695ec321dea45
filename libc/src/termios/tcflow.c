// tcflow.c — suspends or restarts output or input (TCOOFF ... TCION).
#include <sys/ioctl.h>
#include <termios.h>

int tcflow(int fd, int action) {
  return ioctl(fd, TCXONC, action);
}
