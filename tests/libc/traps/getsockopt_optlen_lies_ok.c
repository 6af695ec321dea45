// expect: ok
// Twin of getsockopt_optlen_lies.c: optlen is the size of the int.
#include <stdio.h>
#include <sys/socket.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  int type = 0;
  socklen_t len = sizeof type;
  int r = getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len);
  printf("%d %d %u\n", r, type, (unsigned)len);
  return 0;
}
