// expect: ok
// Twin of recv_short_buffer.c: the count fits the buffer.
#include <stdio.h>
#include <sys/socket.h>
int main(void) {
  int sv[2];
  socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
  send(sv[0], "hello", 5, 0);
  char buf[16];
  printf("%zd\n", recv(sv[1], buf, 16, 0));
  return 0;
}
