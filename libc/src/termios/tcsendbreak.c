// tcsendbreak.c — a break of the kernel's standard length (0.25 to 0.5
// seconds).  POSIX leaves a nonzero duration's meaning to the system;
// we treat every duration as 0 (glibc's millisecond reading needs
// TCSBRKP, which the runtime's ioctl table does not have).
#include <sys/ioctl.h>
#include <termios.h>

int tcsendbreak(int fd, int duration) {
  (void)duration;
  return ioctl(fd, TCSBRK, 0);
}
