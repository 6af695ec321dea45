/* sys/epoll.h - epoll (runtime entry points).  struct epoll_event is
   glibc's: packed on x86_64 (12 bytes, data at offset 4), and
   epoll_wait's array is checked as maxevents of them.
   data.ptr does not survive the kernel as a usable pointer: an event
   comes back with the address and no capability, and using it traps
   (docs/safe-mode.md "epoll").  Keep data.fd, or an index in data.u32 or
   data.u64, and look the object up in a table of your own. */
#ifndef _SYS_EPOLL_H
#define _SYS_EPOLL_H
#include <stdint.h>
#include <bits/sigset.h>

#define EPOLL_CLOEXEC 02000000

#define EPOLLIN 0x001
#define EPOLLPRI 0x002
#define EPOLLOUT 0x004
#define EPOLLERR 0x008
#define EPOLLHUP 0x010
#define EPOLLRDNORM 0x040
#define EPOLLRDBAND 0x080
#define EPOLLWRNORM 0x100
#define EPOLLWRBAND 0x200
#define EPOLLMSG 0x400
#define EPOLLRDHUP 0x2000
#define EPOLLEXCLUSIVE (1u << 28)
#define EPOLLWAKEUP (1u << 29)
#define EPOLLONESHOT (1u << 30)
#define EPOLLET (1u << 31)

#define EPOLL_CTL_ADD 1
#define EPOLL_CTL_DEL 2
#define EPOLL_CTL_MOD 3

typedef union epoll_data {
  void *ptr;
  int fd;
  uint32_t u32;
  uint64_t u64;
} epoll_data_t;

struct epoll_event {
  uint32_t events;
  epoll_data_t data;
}
#ifdef __x86_64__
__attribute__((packed))
#endif
;

int epoll_create(int);
int epoll_create1(int);
int epoll_ctl(int, int, int, struct epoll_event *);
int epoll_wait(int, struct epoll_event *, int, int);
int epoll_pwait(int, struct epoll_event *, int, int, const sigset_t *);
#endif
