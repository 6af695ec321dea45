// termios_impl.h — the kernel's struct termios, which ioctl's TCGETS,
// TCSETS, TCSETSW and TCSETSF read and write (36 bytes on x86_64 and
// aarch64): no speed fields, 19 control characters.
#ifndef TERMIOS_IMPL_H
#define TERMIOS_IMPL_H

#include <termios.h>

#define KERNEL_NCCS 19

struct kernel_termios {
  tcflag_t c_iflag;
  tcflag_t c_oflag;
  tcflag_t c_cflag;
  tcflag_t c_lflag;
  cc_t c_line;
  cc_t c_cc[KERNEL_NCCS];
};

// A c_iflag bit the kernel does not use, set by cfsetispeed(t, 0) to
// remember that the input speed is "the output speed" (as glibc does);
// tcsetattr clears it before the kernel sees the flags.
#define IBAUD0 020000000000u

#endif
