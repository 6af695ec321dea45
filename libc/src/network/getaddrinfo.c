// getaddrinfo.c — getaddrinfo and freeaddrinfo without DNS: numeric
// hosts, the null host (wildcard with AI_PASSIVE, else loopback), names
// from /etc/hosts ("localhost" also without it); services as decimal
// numbers or from /etc/services.  Where glibc's behaviour is observable
// without DNS (which socket types come back for which hints, error codes,
// the order for the null host) it is followed.
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "network.h"

#define KNOWN_FLAGS \
  (AI_PASSIVE | AI_CANONNAME | AI_NUMERICHOST | AI_V4MAPPED | AI_ALL | AI_ADDRCONFIG | \
   AI_NUMERICSERV)

// The socket types getaddrinfo knows, in the order it returns them.
// NOT_ANY: only when asked for by type; NO_SERVICE: takes no named
// service; ANY_PROTOCOL: reports the protocol asked for.
enum { NOT_ANY = 1, NO_SERVICE = 2, ANY_PROTOCOL = 4 };
typedef struct {
  int socktype, protocol;
  const char *name;
  int flags;
} SockType;

static const SockType socktypes[] = {
    {SOCK_STREAM, IPPROTO_TCP, "tcp", 0},
    {SOCK_DGRAM, IPPROTO_UDP, "udp", 0},
    {SOCK_DGRAM, IPPROTO_UDPLITE, "udplite", NOT_ANY},
    {SOCK_STREAM, IPPROTO_SCTP, "sctp", NOT_ANY},
    {SOCK_SEQPACKET, IPPROTO_SCTP, "sctp", NOT_ANY},
    {SOCK_RAW, 0, "raw", ANY_PROTOCOL | NO_SERVICE},
};
#define NSOCKTYPES (int)(sizeof socktypes / sizeof socktypes[0])

typedef struct {
  int socktype, protocol, port;
} Triple;

typedef struct {
  int family;
  unsigned char addr[16];
  unsigned scope;
} Address;

#define MAX_ADDRESSES 32

typedef struct {
  Triple triple[NSOCKTYPES];
  int ntriples;
  Address addr[MAX_ADDRESSES];
  int naddrs;
  char canon[256];
  int have_canon;
} Query;

// A decimal service as glibc's strtoul reads it (blanks and a sign allowed,
// the whole string used); -1 if it is not a number.
static int numeric_port(const char *s) {
  char *end;
  errno = 0;
  unsigned long v = strtoul(s, &end, 10);
  if (*end || (int)v < 0)
    return -1;
  return (int)(v & 0xffff);
}

// The (socket type, protocol, port) triples for the hints and service.
static int resolve_service(Query *q, const char *service, const struct addrinfo *h) {
  int port = service ? numeric_port(service) : 0;
  if (service && port < 0 && (h->ai_flags & AI_NUMERICSERV))
    return EAI_NONAME;
  q->ntriples = 0;
  if (h->ai_socktype || h->ai_protocol) {
    // The first type that fits the hints, alone.
    const SockType *t = 0;
    for (int i = 0; i < NSOCKTYPES && !t; i++) {
      const SockType *c = &socktypes[i];
      if ((!h->ai_socktype || h->ai_socktype == c->socktype) &&
          (!h->ai_protocol || h->ai_protocol == c->protocol || (c->flags & ANY_PROTOCOL)))
        t = c;
    }
    if (!t)
      return EAI_SOCKTYPE;
    if (service && (t->flags & NO_SERVICE))
      return EAI_SERVICE;
    if (port < 0 && (port = __service_port(service, t->name)) < 0)
      return EAI_SERVICE;
    Triple one = {t->socktype, (t->flags & ANY_PROTOCOL) ? h->ai_protocol : t->protocol, port};
    q->triple[q->ntriples++] = one;
    return 0;
  }
  for (int i = 0; i < NSOCKTYPES; i++) {
    const SockType *t = &socktypes[i];
    if (t->flags & NOT_ANY)
      continue;
    int p = port;
    if (p < 0) {
      if (t->flags & NO_SERVICE)
        continue;
      if ((p = __service_port(service, t->name)) < 0)
        continue;
    }
    Triple one = {t->socktype, t->protocol, p};
    q->triple[q->ntriples++] = one;
  }
  return q->ntriples ? 0 : EAI_SERVICE;
}

static void add_address(Query *q, int family, const unsigned char *bytes, unsigned scope) {
  if (q->naddrs == MAX_ADDRESSES)
    return;
  Address *a = &q->addr[q->naddrs++];
  a->family = family;
  memset(a->addr, 0, sizeof a->addr);
  memcpy(a->addr, bytes, family == AF_INET ? 4 : 16);
  a->scope = scope;
}

// An IPv4 address as ::ffff:a.b.c.d.
static void add_mapped(Query *q, const unsigned char *v4) {
  unsigned char v6[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  memcpy(v6 + 12, v4, 4);
  add_address(q, AF_INET6, v6, 0);
}

// An interface's index from /sys/class/net/NAME/ifindex (for "%eth0").
static unsigned interface_index(const char *name) {
  char path[64 + 32];
  if (strlen(name) > 32 || strchr(name, '/'))
    return 0;
  strcpy(path, "/sys/class/net/");
  strcat(path, name);
  strcat(path, "/ifindex");
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  char buf[16];
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0)
    return 0;
  buf[n] = 0;
  return (unsigned)strtoul(buf, 0, 10);
}

// A numeric host: 1 if it is one (added, or the error in *err), 0 if not.
static int numeric_host(Query *q, const char *host, const struct addrinfo *h, int *err) {
  struct in_addr v4;
  unsigned char v6[16];
  *err = 0;
  if (__inet_aton_exact(host, &v4)) {
    if (h->ai_family == AF_INET6) {
      if (!(h->ai_flags & AI_V4MAPPED))
        *err = EAI_ADDRFAMILY;
      else
        add_mapped(q, (unsigned char *)&v4);
      return 1;
    }
    add_address(q, AF_INET, (unsigned char *)&v4, 0);
    return 1;
  }
  // IPv6, with an optional "%scope" (a number or an interface name).
  char text[INET6_ADDRSTRLEN + 1];
  const char *pct = strchr(host, '%');
  size_t len = pct ? (size_t)(pct - host) : strlen(host);
  if (len >= sizeof text)
    return 0;
  memcpy(text, host, len);
  text[len] = 0;
  if (inet_pton(AF_INET6, text, v6) != 1)
    return 0;
  unsigned scope = 0;
  if (pct) {
    int bad;
    if (pct[1] >= '0' && pct[1] <= '9') {
      char *end;
      scope = (unsigned)strtoul(pct + 1, &end, 10);
      bad = *end != 0;
    } else {
      scope = interface_index(pct + 1);
      bad = scope == 0;
    }
    if (bad) {
      *err = EAI_NONAME;
      return 1;
    }
  }
  if (h->ai_family == AF_INET)
    *err = EAI_ADDRFAMILY;
  else
    add_address(q, AF_INET6, v6, scope);
  return 1;
}

static int line_names(const DbLine *l, const char *host) {
  for (int i = 1; i < l->nwords; i++)
    if (!strcasecmp(l->word[i], host))
      return 1;
  return 0;
}

// A name from /etc/hosts: every line that names it, in file order.
static void hosts_lookup(Query *q, const char *host, const struct addrinfo *h) {
  FILE *f = fopen(HOSTS_FILE, "re");
  if (!f)
    return;
  DbLine *l = malloc(sizeof *l);
  unsigned char v4s[MAX_ADDRESSES][4];
  int nv4 = 0, nv6 = 0;
  while (l && __db_next(f, l)) {
    int family;
    unsigned char addr[16];
    if (!line_names(l, host) || !__hosts_address(l, &family, addr))
      continue;
    if (!q->have_canon && strlen(l->word[1]) < sizeof q->canon) {
      strcpy(q->canon, l->word[1]);
      q->have_canon = 1;
    }
    if (family == AF_INET6 && h->ai_family != AF_INET) {
      add_address(q, AF_INET6, addr, 0);
      nv6++;
    } else if (family == AF_INET && h->ai_family != AF_INET6) {
      add_address(q, AF_INET, addr, 0);
    } else if (family == AF_INET && nv4 < MAX_ADDRESSES) {
      memcpy(v4s[nv4++], addr, 4);
    }
  }
  // IPv6 only: IPv4 addresses mapped when asked for (AI_V4MAPPED), and
  // only if there is no IPv6 one unless AI_ALL.
  if ((h->ai_flags & AI_V4MAPPED) && (!nv6 || (h->ai_flags & AI_ALL)))
    for (int i = 0; i < nv4; i++)
      add_mapped(q, v4s[i]);
  free(l);
  fclose(f);
}

// "localhost" when /etc/hosts does not name it.
static void builtin_localhost(Query *q, const struct addrinfo *h) {
  unsigned char v4[4] = {127, 0, 0, 1};
  if (h->ai_family != AF_INET)
    add_address(q, AF_INET6, in6addr_loopback.s6_addr, 0);
  if (h->ai_family != AF_INET6)
    add_address(q, AF_INET, v4, 0);
  strcpy(q->canon, "localhost");
  q->have_canon = 1;
}

// The null host: the wildcard addresses for a server (AI_PASSIVE, IPv4
// first), else loopback (IPv6 first), as glibc orders them.
static void null_host(Query *q, const struct addrinfo *h) {
  unsigned char any4[4] = {0, 0, 0, 0}, lo4[4] = {127, 0, 0, 1};
  if (h->ai_flags & AI_PASSIVE) {
    if (h->ai_family != AF_INET6)
      add_address(q, AF_INET, any4, 0);
    if (h->ai_family != AF_INET)
      add_address(q, AF_INET6, in6addr_any.s6_addr, 0);
  } else {
    if (h->ai_family != AF_INET)
      add_address(q, AF_INET6, in6addr_loopback.s6_addr, 0);
    if (h->ai_family != AF_INET6)
      add_address(q, AF_INET, lo4, 0);
  }
}

// One result: the addrinfo and its address in one object, the address
// last, so that it is the end of the object.
typedef struct {
  struct addrinfo ai;
  union {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
  } sa;
} Node;

static Node *new_node(const Address *a, const Triple *t) {
  Node *n = calloc(1, sizeof *n);
  if (!n)
    return 0;
  n->ai.ai_family = a->family;
  n->ai.ai_socktype = t->socktype;
  n->ai.ai_protocol = t->protocol;
  if (a->family == AF_INET) {
    n->sa.v4.sin_family = AF_INET;
    n->sa.v4.sin_port = htons((uint16_t)t->port);
    memcpy(&n->sa.v4.sin_addr, a->addr, 4);
    n->ai.ai_addrlen = sizeof n->sa.v4;
  } else {
    n->sa.v6.sin6_family = AF_INET6;
    n->sa.v6.sin6_port = htons((uint16_t)t->port);
    memcpy(&n->sa.v6.sin6_addr, a->addr, 16);
    n->sa.v6.sin6_scope_id = a->scope;
    n->ai.ai_addrlen = sizeof n->sa.v6;
  }
  n->ai.ai_addr = (struct sockaddr *)&n->sa;
  return n;
}

static int lookup(Query *q, const char *host, const char *service, const struct addrinfo *h) {
  if (h->ai_flags & ~KNOWN_FLAGS)
    return EAI_BADFLAGS;
  if ((h->ai_flags & AI_CANONNAME) && !host)
    return EAI_BADFLAGS;
  if (!host && !service)
    return EAI_NONAME;
  if (h->ai_family != AF_UNSPEC && h->ai_family != AF_INET && h->ai_family != AF_INET6)
    return EAI_FAMILY;
  if (h->ai_socktype && h->ai_socktype != SOCK_STREAM && h->ai_socktype != SOCK_DGRAM &&
      h->ai_socktype != SOCK_SEQPACKET && h->ai_socktype != SOCK_RAW)
    return EAI_SOCKTYPE;
  int err = resolve_service(q, service, h);
  if (err)
    return err;
  if (!host) {
    null_host(q, h);
    return 0;
  }
  if (numeric_host(q, host, h, &err)) {
    if (!err && strlen(host) < sizeof q->canon) {
      strcpy(q->canon, host);
      q->have_canon = 1;
    }
    return err;
  }
  if (h->ai_flags & AI_NUMERICHOST)
    return EAI_NONAME;
  hosts_lookup(q, host, h);
  if (!q->naddrs && !q->have_canon && !strcasecmp(host, "localhost"))
    builtin_localhost(q, h);
  return q->naddrs ? 0 : EAI_NONAME;
}

int getaddrinfo(const char *restrict host, const char *restrict service,
                const struct addrinfo *restrict hints, struct addrinfo **restrict res) {
  struct addrinfo none;
  if (!hints) {
    memset(&none, 0, sizeof none);
    none.ai_flags = AI_V4MAPPED | AI_ADDRCONFIG;
    hints = &none;
  }
  Query *q = calloc(1, sizeof *q);
  if (!q)
    return EAI_MEMORY;
  int err = lookup(q, host, service, hints);
  struct addrinfo *head = 0, **tail = &head;
  for (int i = 0; !err && i < q->naddrs; i++)
    for (int j = 0; !err && j < q->ntriples; j++) {
      Node *n = new_node(&q->addr[i], &q->triple[j]);
      if (!n) {
        err = EAI_MEMORY;
        break;
      }
      *tail = &n->ai;
      tail = &n->ai.ai_next;
    }
  if (!err && (hints->ai_flags & AI_CANONNAME) && q->have_canon &&
      !(head->ai_canonname = strdup(q->canon)))
    err = EAI_MEMORY;
  free(q);
  if (err) {
    freeaddrinfo(head);
    return err;
  }
  *res = head;
  return 0;
}

void freeaddrinfo(struct addrinfo *ai) {
  while (ai) {
    struct addrinfo *next = ai->ai_next;
    free(ai->ai_canonname);
    free(ai);
    ai = next;
  }
}
