// speed.c — cfgetispeed, cfgetospeed, cfsetispeed, cfsetospeed.  A speed
// is a B constant, kept in the CBAUD bits of c_cflag (what the kernel
// reads) and copied into c_ispeed / c_ospeed.  Linux has one speed for
// both directions; an input speed of 0 means "the output speed" and is
// remembered by the IBAUD0 bit, as glibc does.
#include <errno.h>
#include <termios.h>
#include "termios_impl.h"

speed_t cfgetospeed(const struct termios *t) {
  return t->c_cflag & CBAUD;
}

speed_t cfgetispeed(const struct termios *t) {
  return t->c_iflag & IBAUD0 ? 0 : t->c_cflag & CBAUD;
}

// Only B constants (bits within CBAUD) are speeds.
static int bad_speed(speed_t speed) {
  if (speed & ~(speed_t)CBAUD) {
    errno = EINVAL;
    return 1;
  }
  return 0;
}

int cfsetospeed(struct termios *t, speed_t speed) {
  if (bad_speed(speed))
    return -1;
  t->c_ospeed = speed;
  t->c_cflag = (t->c_cflag & ~(tcflag_t)CBAUD) | speed;
  return 0;
}

int cfsetispeed(struct termios *t, speed_t speed) {
  if (bad_speed(speed))
    return -1;
  t->c_ispeed = speed;
  if (speed == 0) {
    t->c_iflag |= IBAUD0;
  } else {
    t->c_iflag &= ~IBAUD0;
    t->c_cflag = (t->c_cflag & ~(tcflag_t)CBAUD) | speed;
  }
  return 0;
}
