// expect: out-of-bounds write
// expect-at: call to recv
// recv's buffer is checked as a write of the whole count before the call,
// even though only five bytes are waiting.
#include <stdio.h>
#include <sys/socket.h>
int main(void) {
  int sv[2];
  socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
  send(sv[0], "hello", 5, 0);
  char buf[16];
  printf("%zd\n", recv(sv[1], buf, 17, 0));
  return 0;
}
