// netdb_lookup.c — getaddrinfo on numeric hosts, the null host,
// "localhost" and names that do not exist (printed only as "fails": glibc
// would ask DNS), services by number and by name; getnameinfo,
// gethostbyname, getservbyname and gai_strerror.  Compared with glibc.
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

static void show(const char *host, const char *serv, int family, int socktype, int protocol,
                 int flags) {
  struct addrinfo hints, *res = 0;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = family;
  hints.ai_socktype = socktype;
  hints.ai_protocol = protocol;
  hints.ai_flags = flags;
  int r = getaddrinfo(host, serv, &hints, &res);
  printf("[%s] [%s] family %d type %d proto %d flags %#x: %d %s\n", host ? host : "null",
         serv ? serv : "null", family, socktype, protocol, flags, r, r ? gai_strerror(r) : "");
  for (struct addrinfo *p = res; p; p = p->ai_next) {
    char text[INET6_ADDRSTRLEN];
    int port;
    unsigned scope = 0;
    if (p->ai_family == AF_INET) {
      struct sockaddr_in *a = (struct sockaddr_in *)p->ai_addr;
      inet_ntop(AF_INET, &a->sin_addr, text, sizeof text);
      port = ntohs(a->sin_port);
    } else {
      struct sockaddr_in6 *a = (struct sockaddr_in6 *)p->ai_addr;
      inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text);
      port = ntohs(a->sin6_port);
      scope = a->sin6_scope_id;
    }
    printf("  %d %d %d %s port %d scope %u len %u canon %s\n", p->ai_family, p->ai_socktype,
           p->ai_protocol, text, port, scope, (unsigned)p->ai_addrlen,
           p->ai_canonname ? p->ai_canonname : "-");
  }
  if (!r)
    freeaddrinfo(res);
}

static void unknown(const char *host) {
  struct addrinfo hints, *res;
  memset(&hints, 0, sizeof hints);
  hints.ai_socktype = SOCK_STREAM;
  int r = getaddrinfo(host, "80", &hints, &res);
  printf("[%s]: %s\n", host, r ? "fails" : "found");
  if (!r)
    freeaddrinfo(res);
}

static void name_of(const char *addr, int port, int flags) {
  struct sockaddr_storage ss;
  memset(&ss, 0, sizeof ss);
  socklen_t len;
  if (strchr(addr, ':')) {
    struct sockaddr_in6 *a = (struct sockaddr_in6 *)&ss;
    a->sin6_family = AF_INET6;
    a->sin6_port = htons((unsigned short)port);
    inet_pton(AF_INET6, addr, &a->sin6_addr);
    len = sizeof *a;
  } else {
    struct sockaddr_in *a = (struct sockaddr_in *)&ss;
    a->sin_family = AF_INET;
    a->sin_port = htons((unsigned short)port);
    inet_pton(AF_INET, addr, &a->sin_addr);
    len = sizeof *a;
  }
  char host[NI_MAXHOST], serv[NI_MAXSERV];
  int r = getnameinfo((struct sockaddr *)&ss, len, host, sizeof host, serv, sizeof serv, flags);
  printf("getnameinfo %s %d %#x: %d", addr, port, flags, r);
  if (!r)
    printf(" %s %s", host, serv);
  printf("\n");
  r = getnameinfo((struct sockaddr *)&ss, len, host, 4, serv, sizeof serv, flags);
  printf("  small host buffer: %d\n", r);
  r = getnameinfo((struct sockaddr *)&ss, len - 1, host, sizeof host, 0, 0, flags);
  printf("  short address: %d\n", r);
}

int main(void) {
  show("127.0.0.1", "80", 0, 0, 0, 0);
  show("127.0.0.1", 0, 0, SOCK_STREAM, 0, AI_NUMERICHOST);
  show("10.1.2.3", "8080", AF_INET, SOCK_DGRAM, 0, AI_NUMERICHOST | AI_NUMERICSERV);
  show("1.2.3", "22", 0, SOCK_STREAM, 0, 0);
  show("0x7f.1", "22", 0, SOCK_STREAM, 0, 0);
  show("1.2.3.4 ", "80", 0, SOCK_STREAM, 0, 0);
  show("::1", "domain", 0, 0, 0, AI_CANONNAME);
  show("2001:db8::1", "443", AF_INET6, SOCK_STREAM, 0, AI_CANONNAME);
  show("fe80::1%2", "80", 0, SOCK_STREAM, 0, 0);
  show("::ffff:1.2.3.4", "80", 0, SOCK_STREAM, 0, 0);
  show("127.0.0.1", "80", AF_INET6, 0, 0, 0);
  show("127.0.0.1", "80", AF_INET6, SOCK_STREAM, 0, AI_V4MAPPED);
  show("::1", "80", AF_INET, 0, 0, 0);
  show(0, "8080", 0, SOCK_STREAM, 0, AI_PASSIVE);
  show(0, "8080", 0, 0, 0, 0);
  show(0, "8080", AF_INET, SOCK_STREAM, 0, AI_PASSIVE);
  show(0, "8080", AF_INET6, SOCK_DGRAM, 0, 0);
  show(0, 0, 0, 0, 0, 0);
  show(0, "80", 0, 0, 0, AI_CANONNAME);
  show("localhost", "80", AF_INET, 0, 0, 0);
  show("localhost", "http", AF_INET, 0, 0, AI_CANONNAME);
  show("LOCALHOST", "echo", AF_INET, 0, 0, AI_CANONNAME);
  show("localhost", "80", AF_INET, 0, 0, AI_NUMERICHOST);
  show("localhost", "nosuchservice", AF_INET, 0, 0, 0);
  show("localhost", "http", AF_INET, SOCK_DGRAM, 0, 0);
  show("127.0.0.1", "http", 0, 0, 0, AI_NUMERICSERV);
  show("127.0.0.1", "65536", 0, SOCK_STREAM, 0, 0);
  show("127.0.0.1", "-1", 0, SOCK_STREAM, 0, 0);
  show("127.0.0.1", " 80", 0, SOCK_STREAM, 0, 0);
  show("127.0.0.1", "", 0, SOCK_STREAM, 0, 0);
  show("127.0.0.1", "0x10", 0, SOCK_STREAM, 0, 0);
  show("127.0.0.1", "80", 0, SOCK_STREAM, IPPROTO_UDP, 0);
  show("127.0.0.1", "80", 0, 0, IPPROTO_UDP, 0);
  show("127.0.0.1", "80", 0, 99, 0, 0);
  show("127.0.0.1", "80", 0, SOCK_SEQPACKET, 0, 0);
  show("127.0.0.1", "80", 0, SOCK_RAW, 0, 0);
  show("127.0.0.1", 0, 0, SOCK_RAW, IPPROTO_ICMP, 0);
  show("127.0.0.1", "80", 77, 0, 0, 0);
  show("127.0.0.1", "80", 0, 0, 0, 0x8000);
  show("", "80", 0, SOCK_STREAM, 0, 0);
  unknown("no-such-host.invalid");
  unknown("localhost.invalid");
  unknown("1.2.3.4.5");
  for (int e = -12; e <= 0; e++)
    printf("%d %s\n", e, gai_strerror(e));
  name_of("127.0.0.1", 80, 0);
  name_of("127.0.0.1", 80, NI_NUMERICHOST | NI_NUMERICSERV);
  name_of("127.0.0.1", 53, NI_DGRAM);
  name_of("10.9.8.7", 12345, 0);
  name_of("10.9.8.7", 22, NI_NAMEREQD);
  name_of("2001:db8::5", 443, NI_NUMERICSERV);
  struct hostent *h = gethostbyname("localhost");
  printf("gethostbyname localhost: %s", h ? h->h_name : "null");
  if (h) {
    printf(" type %d len %d", h->h_addrtype, h->h_length);
    for (char **a = h->h_addr_list; *a; a++)
      printf(" %s", inet_ntoa(*(struct in_addr *)*a));
  }
  printf("\n");
  h = gethostbyname("192.0.2.7");
  printf("gethostbyname 192.0.2.7: %s %s\n", h ? h->h_name : "null",
         h ? inet_ntoa(*(struct in_addr *)h->h_addr) : "");
  struct servent *s = getservbyname("smtp", "tcp");
  printf("smtp: %s %d %s\n", s ? s->s_name : "null", s ? ntohs(s->s_port) : 0,
         s ? s->s_proto : "");
  s = getservbyport(htons(443), "tcp");
  printf("443: %s\n", s ? s->s_name : "null");
  s = getservbyname("no-such-service", 0);
  printf("no-such-service: %s\n", s ? s->s_name : "null");
  return 0;
}
