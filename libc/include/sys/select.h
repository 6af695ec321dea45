/* sys/select.h - select and pselect (runtime entry points: each fd_set is
   checked as 128 bytes, and nfds past FD_SETSIZE fails with EINVAL). */
#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H
#include <bits/sigset.h>
#include <bits/timespec.h>
#include <bits/types.h>

#define FD_SETSIZE 1024
#define __NFDBITS (8 * (int)sizeof(long))

typedef struct {
  long fds_bits[FD_SETSIZE / (8 * sizeof(long))];
} fd_set;

#define FD_ZERO(s) \
  do { \
    for (int __i = 0; __i < FD_SETSIZE / __NFDBITS; __i++) \
      (s)->fds_bits[__i] = 0; \
  } while (0)
#define FD_SET(d, s) ((void)((s)->fds_bits[(d) / __NFDBITS] |= (long)(1UL << ((d) % __NFDBITS))))
#define FD_CLR(d, s) ((void)((s)->fds_bits[(d) / __NFDBITS] &= ~(long)(1UL << ((d) % __NFDBITS))))
#define FD_ISSET(d, s) (((s)->fds_bits[(d) / __NFDBITS] & (long)(1UL << ((d) % __NFDBITS))) != 0)

int select(int, fd_set *restrict, fd_set *restrict, fd_set *restrict, struct timeval *restrict);
int pselect(int, fd_set *restrict, fd_set *restrict, fd_set *restrict,
            const struct timespec *restrict, const sigset_t *restrict);
#endif
