/* ulimit.h - ulimit (XSI, obsolescent; src/unistd/ulimit.c): the file
   size limit in 512-byte units, on getrlimit and setrlimit. */
#ifndef _ULIMIT_H
#define _ULIMIT_H

#define UL_GETFSIZE 1
#define UL_SETFSIZE 2
/* glibc's extensions: 3 is not supported on Linux (EINVAL), 4 returns
   the number of files the process may open. */
#define __UL_GETMAXBRK 3
#define __UL_GETOPENMAX 4

long ulimit(int, ...);

#endif
