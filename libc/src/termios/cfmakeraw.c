// cfmakeraw.c — "raw" mode as the Linux C libraries define it: no input
// or output processing, no echo, no signals from keys, 8-bit characters,
// and read returns as soon as one byte is there.
#include <termios.h>

void cfmakeraw(struct termios *t) {
  t->c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
  t->c_oflag &= ~(tcflag_t)OPOST;
  t->c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
  t->c_cflag &= ~(tcflag_t)(CSIZE | PARENB);
  t->c_cflag |= CS8;
  t->c_cc[VMIN] = 1;
  t->c_cc[VTIME] = 0;
}
