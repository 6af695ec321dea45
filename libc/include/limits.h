/* limits.h - the POSIX part.  The compiler's own include/limits.h defines
   the C11 limits and then does #include_next <limits.h>, which lands here. */
#ifndef _LIBC_LIMITS_H
#define _LIBC_LIMITS_H

#define SSIZE_MAX LONG_MAX
#define PATH_MAX 4096
#define NAME_MAX 255
#define PIPE_BUF 4096
#define IOV_MAX 1024
#define NL_ARGMAX 9
#define LINE_MAX 4096
#define _POSIX_PATH_MAX 256
#define RE_DUP_MAX 0x7fff

#endif
