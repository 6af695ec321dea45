/* sys/uio.h - struct iovec, for sendmsg and recvmsg (readv and writev are
   not provided yet). */
#ifndef _SYS_UIO_H
#define _SYS_UIO_H
#include <stddef.h>
struct iovec {
  void *iov_base;
  size_t iov_len;
};
#endif
