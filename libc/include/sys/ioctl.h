/* sys/ioctl.h - ioctl (a runtime entry point) and the requests it knows:
   the runtime checks the argument of each against the size the kernel
   reads or writes, and fails any other request with EINVAL
   (runtime/entry_ioctl.c).  Linux x86_64 and aarch64 numbers. */
#ifndef _SYS_IOCTL_H
#define _SYS_IOCTL_H

struct winsize {
  unsigned short ws_row;
  unsigned short ws_col;
  unsigned short ws_xpixel;
  unsigned short ws_ypixel;
};

/* The old System V terminal attributes (<termio.h>), the kernel's layout.
   The runtime does not know the TCGETA family of requests yet, so only
   the structure is here. */
#define NCC 8
struct termio {
  unsigned short c_iflag;
  unsigned short c_oflag;
  unsigned short c_cflag;
  unsigned short c_lflag;
  unsigned char c_line;
  unsigned char c_cc[NCC];
};

#define TCGETS 0x5401
#define TCSETS 0x5402
#define TCSETSW 0x5403
#define TCSETSF 0x5404
#define TCSBRK 0x5409
#define TCXONC 0x540A
#define TCFLSH 0x540B
#define TIOCEXCL 0x540C
#define TIOCNXCL 0x540D
#define TIOCSCTTY 0x540E
#define TIOCGPGRP 0x540F
#define TIOCSPGRP 0x5410
#define TIOCOUTQ 0x5411
#define TIOCGWINSZ 0x5413
#define TIOCSWINSZ 0x5414
#define FIONREAD 0x541B
#define TIOCINQ FIONREAD
#define FIONBIO 0x5421
#define TIOCNOTTY 0x5422
#define TIOCGSID 0x5429
#define FIONCLEX 0x5450
#define FIOCLEX 0x5451
#define FIOASYNC 0x5452
#define TIOCGPTN 0x80045430   /* _IOR('T', 0x30, unsigned int) */
#define TIOCSPTLCK 0x40045431 /* _IOW('T', 0x31, int) */

int ioctl(int, unsigned long, ...);

#endif
