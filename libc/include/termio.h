/* termio.h - the old System V terminal interface, as glibc has it: the
   POSIX <termios.h> and <sys/ioctl.h> (which holds struct termio). */
#include <termios.h>
#include <sys/ioctl.h>
