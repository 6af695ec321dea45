// pty.c — pseudo-terminal masters: posix_openpt, grantpt, unlockpt and
// ptsname_r, on open("/dev/ptmx") and the ioctls TIOCGPTN (the slave's
// number) and TIOCSPTLCK (its lock).
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

int posix_openpt(int flags) {
  return open("/dev/ptmx", flags);
}

// A descriptor that is not a master makes the kernel say ENOTTY; POSIX
// wants EINVAL from grantpt and unlockpt.
static int master_ioctl(int fd, unsigned long request, void *arg) {
  if (ioctl(fd, request, arg) < 0) {
    if (errno == ENOTTY)
      errno = EINVAL;
    return -1;
  }
  return 0;
}

// devpts already gives the slave the caller's owner and mode: grantpt
// only checks that fd is a master.
int grantpt(int fd) {
  unsigned int n;
  return master_ioctl(fd, TIOCGPTN, &n);
}

int unlockpt(int fd) {
  int lock = 0;
  return master_ioctl(fd, TIOCSPTLCK, &lock);
}

// "/dev/pts/N" into buf; returns 0 or an error number (also in errno):
// ENOTTY or EBADF for a descriptor that is not a master, ERANGE when buf
// is too small.
int ptsname_r(int fd, char *buf, size_t size) {
  unsigned int n;
  if (ioctl(fd, TIOCGPTN, &n) < 0)
    return errno;
  char digits[12];
  int len = 0;
  do {
    digits[len++] = (char)('0' + n % 10);
    n /= 10;
  } while (n);
  const char *dir = "/dev/pts/";
  size_t dirlen = strlen(dir);
  if (size < dirlen + (size_t)len + 1) {
    errno = ERANGE;
    return ERANGE;
  }
  if (!buf) {
    errno = EINVAL;
    return EINVAL;
  }
  for (size_t i = 0; i < dirlen; i++)
    buf[i] = dir[i];
  for (int i = 0; i < len; i++)
    buf[dirlen + i] = digits[len - 1 - i];
  buf[dirlen + len] = '\0';
  return 0;
}
