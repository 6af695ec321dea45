// expect: out-of-bounds write
// expect-at: call to getsockopt
// getsockopt's value is checked for *optlen bytes: an int with an optlen
// of 8 is refused before the kernel may write 8 bytes.
#include <stdio.h>
#include <sys/socket.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  int type;
  socklen_t len = 8;
  printf("%d\n", getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len));
  return 0;
}
