// tcsetattr.c — our termios, converted to the kernel's.  The speeds are
// the CBAUD bits of c_cflag (cfset*speed keep them in step with c_ispeed
// and c_ospeed, which the kernel never sees).
#include <errno.h>
#include <sys/ioctl.h>
#include <termios.h>
#include "termios_impl.h"

int tcsetattr(int fd, int when, const struct termios *t) {
  unsigned long request;
  if (when == TCSANOW)
    request = TCSETS;
  else if (when == TCSADRAIN)
    request = TCSETSW;
  else if (when == TCSAFLUSH)
    request = TCSETSF;
  else {
    errno = EINVAL;
    return -1;
  }
  struct kernel_termios k;
  k.c_iflag = t->c_iflag & ~IBAUD0;
  k.c_oflag = t->c_oflag;
  k.c_cflag = t->c_cflag;
  k.c_lflag = t->c_lflag;
  k.c_line = t->c_line;
  for (int i = 0; i < KERNEL_NCCS; i++)
    k.c_cc[i] = t->c_cc[i];
  return ioctl(fd, request, &k) < 0 ? -1 : 0;
}
