/* bits/types.h - the POSIX scalar types several headers share (Linux x86_64
   and aarch64 LP64 layouts).  Each is declared once, whichever header comes
   first; size_t and NULL come from the compiler's <stddef.h>. */
#ifndef _BITS_TYPES_H
#define _BITS_TYPES_H

#include <stddef.h>

typedef long ssize_t;
typedef long off_t;
typedef long off64_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int id_t;
typedef unsigned int mode_t;
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
typedef long blksize_t;
typedef long blkcnt_t;
typedef long time_t;
typedef long suseconds_t;
typedef unsigned int useconds_t;
typedef long clock_t;
typedef int clockid_t;
/* glibc's: a kernel timer's id, or a negative number for a SIGEV_THREAD
   timer (libc/src/time/timer_thread.c). */
typedef void *timer_t;
typedef unsigned long fsblkcnt_t;
typedef unsigned long fsfilcnt_t;

#endif
