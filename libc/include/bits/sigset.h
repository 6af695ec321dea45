/* bits/sigset.h - sigset_t (glibc's 128 bytes; the kernel reads the first
   8), for <signal.h>, <poll.h> and <sys/select.h>. */
#ifndef _BITS_SIGSET_H
#define _BITS_SIGSET_H
typedef struct { unsigned long __bits[16]; } sigset_t;
#endif
