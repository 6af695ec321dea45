// expect: out-of-bounds read
// expect-at: call to bind
// bind reads addrlen bytes of the address: a sockaddr_in passed with the
// length of a sockaddr_in6 is refused.
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
int main(void) {
  int fd = socket(AF_INET6, SOCK_STREAM, 0);
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET6;
  printf("%d\n", bind(fd, (struct sockaddr *)&a, sizeof(struct sockaddr_in6)));
  return 0;
}
