// expect: ok
// Twin of recvmsg_iov_too_long.c: both iovecs fit their buffers.
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
int main(void) {
  int sv[2];
  socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
  send(sv[0], "0123456789", 10, 0);
  char a[4], b[4];
  struct iovec iov[2] = {{a, sizeof a}, {b, sizeof b}};
  struct msghdr m;
  memset(&m, 0, sizeof m);
  m.msg_iov = iov;
  m.msg_iovlen = 2;
  ssize_t n = recvmsg(sv[1], &m, 0);
  printf("%zd %.4s %.4s truncated %d\n", n, a, b, (m.msg_flags & MSG_TRUNC) != 0);
  return 0;
}
