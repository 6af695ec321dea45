// expect: out-of-bounds write
// expect-at: call to recvmsg
// recvmsg checks every iovec against its own buffer: the second says 8
// bytes for a buffer of 4.
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
int main(void) {
  int sv[2];
  socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
  send(sv[0], "0123456789", 10, 0);
  char a[4], b[4];
  struct iovec iov[2] = {{a, sizeof a}, {b, 8}};
  struct msghdr m;
  memset(&m, 0, sizeof m);
  m.msg_iov = iov;
  m.msg_iovlen = 2;
  printf("%zd\n", recvmsg(sv[1], &m, 0));
  return 0;
}
