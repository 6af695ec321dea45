// network.h — libc/src/network's private interface: the /etc/hosts and
// /etc/services readers shared by getaddrinfo, getnameinfo,
// gethostbyname and getservby*, and the exact inet_aton.
#ifndef _LIBC_NETWORK_H
#define _LIBC_NETWORK_H
#include <netinet/in.h>
#include <stdio.h>

#define HOSTS_FILE "/etc/hosts"
#define SERVICES_FILE "/etc/services"
#define LINE_NAMES 16

// One useful line of /etc/hosts or /etc/services: its words (names point
// into buf).
typedef struct {
  char buf[1024];
  char *word[LINE_NAMES + 2];
  int nwords;
} DbLine;

// The next line of f with at least two words, comments removed; 0 at the end.
int __db_next(FILE *f, DbLine *l);

// A host line: its address (family AF_INET or AF_INET6, 4 or 16 bytes in
// addr) and names (word[1] .. word[nwords - 1]).
int __hosts_address(const DbLine *l, int *family, unsigned char addr[16]);

// A line of /etc/services ("name port/proto aliases...") as *s: its
// strings point into l, aliases (LINE_NAMES + 1 entries) gets the alias
// list.  0 for a malformed line.
struct servent;
int __service_parse(DbLine *l, struct servent *s, char **aliases);

// The port (host order) of service name for protocol proto ("tcp",
// "udp"; NULL: any), from /etc/services; -1 if unknown.
int __service_port(const char *name, const char *proto);

// inet_aton's forms (a, a.b, a.b.c, a.b.c.d; decimal, octal, hex parts)
// with nothing after them; 1 and *out (network order) on success.
int __inet_aton_exact(const char *s, struct in_addr *out);
// Both: the end of the parsed address in *end.
int __inet_aton_end(const char *s, struct in_addr *out, const char **end);

#endif
