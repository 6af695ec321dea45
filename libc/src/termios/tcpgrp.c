// tcpgrp.c — the terminal's foreground process group.
#include <sys/ioctl.h>
#include <unistd.h>

pid_t tcgetpgrp(int fd) {
  int pgrp;
  if (ioctl(fd, TIOCGPGRP, &pgrp) < 0)
    return -1;
  return pgrp;
}

int tcsetpgrp(int fd, pid_t pgrp) {
  int p = pgrp;
  return ioctl(fd, TIOCSPGRP, &p) < 0 ? -1 : 0;
}
