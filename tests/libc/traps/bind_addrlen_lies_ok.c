// expect: ok
// Twin of bind_addrlen_lies.c: a real sockaddr_in6 (the loopback, any port).
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
int main(void) {
  int fd = socket(AF_INET6, SOCK_STREAM, 0);
  struct sockaddr_in6 a;
  memset(&a, 0, sizeof a);
  a.sin6_family = AF_INET6;
  a.sin6_addr = in6addr_loopback;
  printf("%d\n", bind(fd, (struct sockaddr *)&a, sizeof a));
  return 0;
}
