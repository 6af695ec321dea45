// tcgetattr.c — the kernel's termios, converted to ours: the speeds come
// from the CBAUD bits, and the control characters the kernel does not
// have are disabled (_POSIX_VDISABLE, 0).
#include <sys/ioctl.h>
#include <termios.h>
#include "termios_impl.h"

int tcgetattr(int fd, struct termios *t) {
  struct kernel_termios k;
  if (ioctl(fd, TCGETS, &k) < 0)
    return -1;
  t->c_iflag = k.c_iflag;
  t->c_oflag = k.c_oflag;
  t->c_cflag = k.c_cflag;
  t->c_lflag = k.c_lflag;
  t->c_line = k.c_line;
  for (int i = 0; i < NCCS; i++)
    t->c_cc[i] = i < KERNEL_NCCS ? k.c_cc[i] : 0;
  t->c_ispeed = t->c_ospeed = k.c_cflag & CBAUD;
  return 0;
}
