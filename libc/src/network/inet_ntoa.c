// inet_ntoa.c — the dotted form in a static buffer (one for the process).
#include <arpa/inet.h>

char *inet_ntoa(struct in_addr in) {
  static char buf[INET_ADDRSTRLEN];
  inet_ntop(AF_INET, &in, buf, sizeof buf);
  return buf;
}
