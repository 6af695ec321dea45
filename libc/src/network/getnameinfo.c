// getnameinfo.c — an address and port to text without DNS: the host from
// /etc/hosts (the first name of the first line with that address) or
// numeric; the service from /etc/services or numeric.
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "network.h"

#define KNOWN_FLAGS (NI_NUMERICHOST | NI_NUMERICSERV | NI_NOFQDN | NI_NAMEREQD | NI_DGRAM | 32)

// The name /etc/hosts gives the address, copied to out; 0 if none.
static int hosts_name(int family, const void *addr, char *out, size_t size) {
  FILE *f = fopen(HOSTS_FILE, "re");
  if (!f)
    return 0;
  DbLine *l = malloc(sizeof *l);
  int found = 0;
  while (l && !found && __db_next(f, l)) {
    int fam;
    unsigned char a[16];
    if (__hosts_address(l, &fam, a) && fam == family &&
        !memcmp(a, addr, family == AF_INET ? 4 : 16) && strlen(l->word[1]) < size) {
      strcpy(out, l->word[1]);
      found = 1;
    }
  }
  free(l);
  fclose(f);
  return found;
}

static int host_text(const struct sockaddr *sa, char *host, socklen_t hostlen, int flags) {
  const void *addr;
  unsigned scope = 0;
  if (sa->sa_family == AF_INET) {
    addr = &((const struct sockaddr_in *)sa)->sin_addr;
  } else {
    const struct sockaddr_in6 *s6 = (const struct sockaddr_in6 *)sa;
    addr = &s6->sin6_addr;
    scope = s6->sin6_scope_id;
  }
  char buf[NI_MAXHOST];
  if (!(flags & NI_NUMERICHOST) && hosts_name(sa->sa_family, addr, buf, sizeof buf)) {
    if (flags & NI_NOFQDN) {
      char *dot = strchr(buf, '.');
      if (dot)
        *dot = 0;
    }
  } else {
    if (flags & NI_NAMEREQD)
      return EAI_NONAME;
    inet_ntop(sa->sa_family, addr, buf, sizeof buf);
    if (scope)
      sprintf(buf + strlen(buf), "%%%u", scope);
  }
  if (strlen(buf) >= hostlen)
    return EAI_OVERFLOW;
  strcpy(host, buf);
  return 0;
}

static int serv_text(int port, char *serv, socklen_t servlen, int flags) {
  char buf[NI_MAXSERV];
  struct servent *s = 0;
  if (!(flags & NI_NUMERICSERV))
    s = getservbyport(htons((uint16_t)port), (flags & NI_DGRAM) ? "udp" : "tcp");
  if (s && strlen(s->s_name) < sizeof buf)
    strcpy(buf, s->s_name);
  else
    sprintf(buf, "%d", port);
  if (strlen(buf) >= servlen)
    return EAI_OVERFLOW;
  strcpy(serv, buf);
  return 0;
}

int getnameinfo(const struct sockaddr *restrict sa, socklen_t salen, char *restrict host,
                socklen_t hostlen, char *restrict serv, socklen_t servlen, int flags) {
  if (flags & ~KNOWN_FLAGS)
    return EAI_BADFLAGS;
  if (!sa || salen < sizeof(sa_family_t))
    return EAI_FAMILY;
  if (sa->sa_family == AF_INET ? salen < sizeof(struct sockaddr_in)
      : sa->sa_family == AF_INET6 ? salen < sizeof(struct sockaddr_in6)
      : 1)
    return EAI_FAMILY;
  if ((!host || !hostlen) && (!serv || !servlen))
    return EAI_NONAME;
  if (host && hostlen) {
    int e = host_text(sa, host, hostlen, flags);
    if (e)
      return e;
  }
  if (serv && servlen) {
    const struct sockaddr_in *s4 = (const struct sockaddr_in *)sa;
    return serv_text(ntohs(s4->sin_port), serv, servlen, flags);
  }
  return 0;
}
