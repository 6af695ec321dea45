// entry_socket.c — sockets in the safe world: socket, socketpair, bind,
// connect, listen, accept, accept4, shutdown, send, sendto, recv,
// recvfrom, sendmsg, recvmsg, getsockname, getpeername, getsockopt,
// setsockopt, poll, ppoll, select, pselect.
//
// Every buffer is checked for the bytes the kernel reads or writes:
// addresses by their length, recv buffers as writes, getsockopt's value
// by *optlen, poll's array by nfds * 8, an fd_set as 128 bytes.  Lengths
// passed by pointer (socklen_t *) are read once into the runtime, and
// the kernel gets that copy, so another safe thread cannot enlarge a
// length between the check and the call.  Calls that may wait are made
// without the thread lock (rt_blocking_syscall).
#include "runtime.h"
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

// The kernel never copies more than a struct sockaddr_storage of address.
#define MAX_SOCKADDR 128
// The kernel's limit on iovecs in one sendmsg or recvmsg (UIO_MAXIOV).
#define MAX_IOV 1024
// The kernel's signal set is 8 bytes (safe programs' sigset_t is 128).
#define KERNEL_SIGSET 8
#define FD_SET_BYTES 128



// An address the kernel reads (bind, connect, sendto): addrlen bytes at
// addr.  A length past a sockaddr_storage is refused by the kernel before
// it reads anything, so it is passed on unchecked (EINVAL).
static const void *addr_arg(uint64_t addr, uint64_t cap, uint64_t len, const char *fn) {
  if (!addr || len > MAX_SOCKADDR)
    return (const void *)(uintptr_t)addr;
  return check_access(addr, cap, len, false, fn);
}

// A buffer the kernel fills and whose length it reads and rewrites:
// accept's and recvfrom's peer, getsockname's, getsockopt's value.
typedef struct {
  void *buf;         // checked, or NULL
  socklen_t len;     // the runtime's copy of *lenp, which the kernel gets
  socklen_t *lenp;   // the caller's length, checked, or NULL
} OutBuf;

// Checks *lenp (4 bytes, read and written) and the buffer for the bytes
// the kernel may write (at most `most`).  Returns 0, or the errno the
// kernel would give without writing: EFAULT for a buffer without a
// length, EINVAL for a negative length.
static int out_buf(OutBuf *o, uint64_t addr, uint64_t cap, uint64_t lenaddr, uint64_t lencap,
                   uint64_t most, const char *fn) {
  o->buf = NULL;
  o->len = 0;
  o->lenp = NULL;
  if (lenaddr) {
    o->lenp = check_access(lenaddr, lencap, sizeof(socklen_t), true, fn);
    o->len = *o->lenp;
  }
  if (!addr)
    return 0;
  if (!o->lenp)
    return EFAULT;
  if ((int)o->len < 0)
    return EINVAL;
  o->buf = check_access(addr, cap, o->len < most ? o->len : most, true, fn);
  return 0;
}

static long len_arg(OutBuf *o) { return o->lenp ? (long)&o->len : 0; }

// The call's result, with the length given back to the caller on success.
static SafeRet out_result(long v, OutBuf *o) {
  if (v >= 0 && o->lenp)
    *o->lenp = o->len;
  return rt_result(v);
}

SafeRet rt_socket(const uint64_t *words, uint64_t n) {
  return rt_result(syscall(SYS_socket, (int)ARG(0), (int)ARG(1), (int)ARG(2)));
}

SafeRet rt_socketpair(const uint64_t *words, uint64_t n) {
  int *fds = check_access(ARG(3), CAP(3), 2 * sizeof(int), true, "socketpair");
  return rt_result(syscall(SYS_socketpair, (int)ARG(0), (int)ARG(1), (int)ARG(2), fds));
}

SafeRet rt_bind(const uint64_t *words, uint64_t n) {
  socklen_t len = (socklen_t)ARG(2);
  const void *sa = addr_arg(ARG(1), CAP(1), len, "bind");
  return rt_result(syscall(SYS_bind, (int)ARG(0), sa, len));
}

// connect waits for the handshake on a blocking socket.
SafeRet rt_connect(const uint64_t *words, uint64_t n) {
  socklen_t len = (socklen_t)ARG(2);
  const void *sa = addr_arg(ARG(1), CAP(1), len, "connect");
  return rt_result(rt_blocking_syscall(SYS_connect, (int)ARG(0), (long)sa, len, 0));
}

SafeRet rt_listen(const uint64_t *words, uint64_t n) {
  return rt_result(syscall(SYS_listen, (int)ARG(0), (int)ARG(1)));
}

static SafeRet do_accept(const uint64_t *words, uint64_t n, int flags, const char *fn) {
  OutBuf o;
  int e = out_buf(&o, ARG(1), CAP(1), ARG(2), CAP(2), MAX_SOCKADDR, fn);
  if (e)
    return rt_fail(e);
  long r = rt_blocking_syscall(SYS_accept4, (int)ARG(0), (long)o.buf, len_arg(&o), flags);
  return out_result(r, &o);
}

SafeRet rt_accept(const uint64_t *words, uint64_t n) { return do_accept(words, n, 0, "accept"); }

SafeRet rt_accept4(const uint64_t *words, uint64_t n) {
  return do_accept(words, n, (int)ARG(3), "accept4");
}

SafeRet rt_shutdown(const uint64_t *words, uint64_t n) {
  return rt_result(syscall(SYS_shutdown, (int)ARG(0), (int)ARG(1)));
}

// sendto(fd, buf, len, flags, addr, addrlen); send is sendto without an
// address.
static SafeRet do_sendto(const uint64_t *words, uint64_t n, bool with_addr, const char *fn) {
  const void *buf = check_access(ARG(1), CAP(1), ARG(2), false, fn);
  const void *sa = NULL;
  socklen_t len = 0;
  if (with_addr) {
    len = (socklen_t)ARG(5);
    sa = addr_arg(ARG(4), CAP(4), len, fn);
  }
  return rt_result(rt_blocking_syscall6(SYS_sendto, (int)ARG(0), (long)buf, (long)ARG(2),
                                     (int)ARG(3), (long)sa, len));
}

SafeRet rt_send(const uint64_t *words, uint64_t n) { return do_sendto(words, n, false, "send"); }
SafeRet rt_sendto(const uint64_t *words, uint64_t n) { return do_sendto(words, n, true, "sendto"); }

// recvfrom(fd, buf, len, flags, addr, addrlen); recv has no address.
static SafeRet do_recvfrom(const uint64_t *words, uint64_t n, bool with_addr, const char *fn) {
  void *buf = check_access(ARG(1), CAP(1), ARG(2), true, fn);
  OutBuf o = {NULL, 0, NULL};
  if (with_addr) {
    int e = out_buf(&o, ARG(4), CAP(4), ARG(5), CAP(5), MAX_SOCKADDR, fn);
    if (e)
      return rt_fail(e);
  }
  long r = rt_blocking_syscall6(SYS_recvfrom, (int)ARG(0), (long)buf, (long)ARG(2), (int)ARG(3),
                                (long)o.buf, len_arg(&o));
  return out_result(r, &o);
}

SafeRet rt_recv(const uint64_t *words, uint64_t n) { return do_recvfrom(words, n, false, "recv"); }
SafeRet rt_recvfrom(const uint64_t *words, uint64_t n) {
  return do_recvfrom(words, n, true, "recvfrom");
}

// getsockname and getpeername(fd, addr, addrlen).
static SafeRet do_name(const uint64_t *words, uint64_t n, long nr, const char *fn) {
  OutBuf o;
  int e = out_buf(&o, ARG(1), CAP(1), ARG(2), CAP(2), MAX_SOCKADDR, fn);
  if (e)
    return rt_fail(e);
  return out_result(syscall(nr, (int)ARG(0), o.buf, len_arg(&o)), &o);
}

SafeRet rt_getsockname(const uint64_t *words, uint64_t n) {
  return do_name(words, n, SYS_getsockname, "getsockname");
}

SafeRet rt_getpeername(const uint64_t *words, uint64_t n) {
  return do_name(words, n, SYS_getpeername, "getpeername");
}

// Socket options are plain values of the size the caller gives, except a
// few whose value holds a pointer the kernel follows (a BPF program,
// netfilter tables, TCP zero-copy receive).  Those, and levels the runtime
// does not know, fail with ENOPROTOOPT instead of reaching the kernel.
static bool option_known(int level, int name) {
  switch (level) {
  case SOL_SOCKET:
    return name != SO_ATTACH_FILTER && name != SO_ATTACH_REUSEPORT_CBPF;
  case IPPROTO_IP:
    return name < 64;  // 64 and up: netfilter's tables (IPT_BASE_CTL)
  case IPPROTO_IPV6:
    // 64 and 65 are ip6tables' tables; 66 to 79 the newer IPv6 options.
    return name < 64 || (name >= 66 && name < 80);
  case IPPROTO_TCP:
    return name != 35;  // TCP_ZEROCOPY_RECEIVE
  case IPPROTO_UDP:
  case IPPROTO_ICMPV6:
  case IPPROTO_RAW:
    return true;
  }
  return false;
}

SafeRet rt_getsockopt(const uint64_t *words, uint64_t n) {
  if (!option_known((int)ARG(1), (int)ARG(2)))
    return rt_fail(ENOPROTOOPT);
  OutBuf o;
  int e = out_buf(&o, ARG(3), CAP(3), ARG(4), CAP(4), UINT64_MAX, "getsockopt");
  if (e)
    return rt_fail(e);
  return out_result(syscall(SYS_getsockopt, (int)ARG(0), (int)ARG(1), (int)ARG(2), o.buf,
                            len_arg(&o)),
                    &o);
}

SafeRet rt_setsockopt(const uint64_t *words, uint64_t n) {
  if (!option_known((int)ARG(1), (int)ARG(2)))
    return rt_fail(ENOPROTOOPT);
  socklen_t len = (socklen_t)ARG(4);
  if ((int)len < 0)
    return rt_fail(EINVAL);
  const void *val =
      ARG(3) ? check_access(ARG(3), CAP(3), len, false, "setsockopt") : NULL;
  return rt_result(syscall(SYS_setsockopt, (int)ARG(0), (int)ARG(1), (int)ARG(2), val, len));
}

// sendmsg and recvmsg: the struct msghdr (56 bytes), its address, its
// iovec array and every buffer in it, and its control buffer are checked,
// and the kernel gets the runtime's copy of the header and of the array,
// so every pointer it follows is one that was checked.  recvmsg writes
// back msg_namelen, msg_controllen and msg_flags.
typedef struct {
  struct msghdr h;
  struct iovec *iov;  // malloc'd
} HostMsg;

static int host_msg(HostMsg *m, uint64_t addr, uint64_t cap, bool is_write, const char *fn) {
  struct msghdr *safe = check_access(addr, cap, sizeof(struct msghdr), is_write, fn);
  memset(m, 0, sizeof *m);
  m->h = *safe;
  if (m->h.msg_iovlen > MAX_IOV)
    return EMSGSIZE;
  uint64_t name = (uint64_t)(uintptr_t)m->h.msg_name;
  if (name && m->h.msg_namelen) {
    uint64_t ncap = aux_load_cap(cap, addr + offsetof(struct msghdr, msg_name));
    uint64_t len = m->h.msg_namelen;  // the kernel cuts it to MAX_SOCKADDR
    check_access(name, ncap, len < MAX_SOCKADDR ? len : MAX_SOCKADDR, is_write, fn);
  }
  uint64_t control = (uint64_t)(uintptr_t)m->h.msg_control;
  if (control && m->h.msg_controllen) {
    uint64_t ccap = aux_load_cap(cap, addr + offsetof(struct msghdr, msg_control));
    check_access(control, ccap, m->h.msg_controllen, is_write, fn);
  }
  size_t count = m->h.msg_iovlen;
  if (count) {
    uint64_t iov = (uint64_t)(uintptr_t)m->h.msg_iov;
    uint64_t icap = aux_load_cap(cap, addr + offsetof(struct msghdr, msg_iov));
    const struct iovec *safe_iov =
        check_access(iov, icap, count * sizeof(struct iovec), false, fn);
    m->iov = malloc(count * sizeof(struct iovec));
    if (!m->iov)
      return ENOMEM;
    for (size_t i = 0; i < count; i++) {
      m->iov[i] = safe_iov[i];
      uint64_t base = (uint64_t)(uintptr_t)m->iov[i].iov_base;
      uint64_t bcap = aux_load_cap(icap, iov + i * sizeof(struct iovec));
      check_access(base, bcap, m->iov[i].iov_len, is_write, fn);
    }
  }
  m->h.msg_iov = m->iov;
  return 0;
}

SafeRet rt_sendmsg(const uint64_t *words, uint64_t n) {
  HostMsg m;
  int e = host_msg(&m, ARG(1), CAP(1), false, "sendmsg");
  if (e) {
    free(m.iov);
    return rt_fail(e);
  }
  long r = rt_blocking_syscall(SYS_sendmsg, (int)ARG(0), (long)&m.h, (int)ARG(2), 0);
  int saved = errno;
  free(m.iov);
  errno = saved;
  return rt_result(r);
}

SafeRet rt_recvmsg(const uint64_t *words, uint64_t n) {
  HostMsg m;
  int e = host_msg(&m, ARG(1), CAP(1), true, "recvmsg");
  if (e) {
    free(m.iov);
    return rt_fail(e);
  }
  long r = rt_blocking_syscall(SYS_recvmsg, (int)ARG(0), (long)&m.h, (int)ARG(2), 0);
  int saved = errno;
  free(m.iov);
  if (r >= 0) {
    struct msghdr *safe = (struct msghdr *)(uintptr_t)ARG(1);
    safe->msg_namelen = m.h.msg_namelen;
    safe->msg_controllen = m.h.msg_controllen;
    safe->msg_flags = m.h.msg_flags;
  }
  errno = saved;
  return rt_result(r);
}

// poll(fds, nfds, timeout): the array is read and its revents written.
static struct pollfd *poll_array(uint64_t addr, uint64_t cap, uint64_t nfds, const char *fn) {
  return check_access(addr, cap, nfds * sizeof(struct pollfd), true, fn);
}

SafeRet rt_poll(const uint64_t *words, uint64_t n) {
  uint64_t nfds = ARG(1);
  if (nfds > INT_MAX)
    return rt_fail(EINVAL);
  struct pollfd *fds = poll_array(ARG(0), CAP(0), nfds, "poll");
  return rt_result(rt_blocking_syscall(SYS_poll, (long)fds, (long)nfds, (int)ARG(2), 0));
}

// A sigset_t the kernel reads (its first 8 bytes), or NULL.
static const void *sigmask_arg(uint64_t addr, uint64_t cap, const char *fn) {
  return addr ? check_access(addr, cap, KERNEL_SIGSET, false, fn) : NULL;
}

// ppoll(fds, nfds, timeout, sigmask): the timeout is copied, since the
// kernel would write the time left into it and the C function's is const.
SafeRet rt_ppoll(const uint64_t *words, uint64_t n) {
  uint64_t nfds = ARG(1);
  if (nfds > INT_MAX)
    return rt_fail(EINVAL);
  struct pollfd *fds = poll_array(ARG(0), CAP(0), nfds, "ppoll");
  struct timespec ts, *tsp = NULL;
  if (ARG(2)) {
    ts = *(const struct timespec *)check_access(ARG(2), CAP(2), sizeof ts, false, "ppoll");
    tsp = &ts;
  }
  const void *mask = sigmask_arg(ARG(3), CAP(3), "ppoll");
  return rt_result(rt_blocking_syscall6(SYS_ppoll, (long)fds, (long)nfds, (long)tsp, (long)mask,
                                     KERNEL_SIGSET, 0));
}

// An fd_set (128 bytes, read and written), or NULL.
static fd_set *fd_set_arg(uint64_t addr, uint64_t cap, const char *fn) {
  return addr ? check_access(addr, cap, FD_SET_BYTES, true, fn) : NULL;
}

// select(nfds, r, w, e, timeout): nfds past FD_SETSIZE would make the
// kernel read past the 128 bytes checked; Linux writes the time left
// into the timeout, as glibc's select lets it.
SafeRet rt_select(const uint64_t *words, uint64_t n) {
  int nfds = (int)ARG(0);
  if (nfds < 0 || nfds > FD_SETSIZE)
    return rt_fail(EINVAL);
  fd_set *r = fd_set_arg(ARG(1), CAP(1), "select");
  fd_set *w = fd_set_arg(ARG(2), CAP(2), "select");
  fd_set *e = fd_set_arg(ARG(3), CAP(3), "select");
  struct timeval *tv =
      ARG(4) ? check_access(ARG(4), CAP(4), sizeof(struct timeval), true, "select") : NULL;
  return rt_result(
      rt_blocking_syscall6(SYS_select, nfds, (long)r, (long)w, (long)e, (long)tv, 0));
}

// pselect(nfds, r, w, e, timeout, sigmask): the timeout is const (copied);
// the kernel takes the mask as {address, size}.
SafeRet rt_pselect(const uint64_t *words, uint64_t n) {
  int nfds = (int)ARG(0);
  if (nfds < 0 || nfds > FD_SETSIZE)
    return rt_fail(EINVAL);
  fd_set *r = fd_set_arg(ARG(1), CAP(1), "pselect");
  fd_set *w = fd_set_arg(ARG(2), CAP(2), "pselect");
  fd_set *e = fd_set_arg(ARG(3), CAP(3), "pselect");
  struct timespec ts, *tsp = NULL;
  if (ARG(4)) {
    ts = *(const struct timespec *)check_access(ARG(4), CAP(4), sizeof ts, false, "pselect");
    tsp = &ts;
  }
  struct {
    const void *mask;
    size_t size;
  } sig = {sigmask_arg(ARG(5), CAP(5), "pselect"), KERNEL_SIGSET};
  return rt_result(rt_blocking_syscall6(SYS_pselect6, nfds, (long)r, (long)w, (long)e, (long)tsp,
                                     (long)&sig));
}
