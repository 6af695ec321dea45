// db.c — the readers of /etc/hosts and /etc/services: a line is split
// into words at blanks, and "#" starts a comment.
#include <arpa/inet.h>
#include <netdb.h>
#include <string.h>
#include "network.h"

static int blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

int __db_next(FILE *f, DbLine *l) {
  while (fgets(l->buf, sizeof l->buf, f)) {
    size_t len = strlen(l->buf);
    if (len && l->buf[len - 1] != '\n' && !feof(f)) {
      int c;  // a line too long: its rest is skipped
      while ((c = fgetc(f)) != EOF && c != '\n')
        ;
    }
    char *s = l->buf;
    l->nwords = 0;
    while (*s && *s != '#' && l->nwords < LINE_NAMES + 2) {
      while (blank((unsigned char)*s))
        s++;
      if (!*s || *s == '#')
        break;
      l->word[l->nwords++] = s;
      while (*s && !blank((unsigned char)*s) && *s != '#')
        s++;
      if (*s == '#') {
        *s = 0;
        break;
      }
      if (*s)
        *s++ = 0;
    }
    if (l->nwords >= 2)
      return 1;
  }
  return 0;
}

int __hosts_address(const DbLine *l, int *family, unsigned char addr[16]) {
  if (inet_pton(AF_INET, l->word[0], addr) == 1) {
    *family = AF_INET;
    return 1;
  }
  if (inet_pton(AF_INET6, l->word[0], addr) == 1) {
    *family = AF_INET6;
    return 1;
  }
  return 0;
}

// A services line is "name port/proto aliases...": fills *s (its strings
// and aliases point into l, aliases has room for LINE_NAMES + 1); 0 for a
// malformed line.
int __service_parse(DbLine *l, struct servent *s, char **aliases) {
  const char *p = l->word[1];
  int port = 0;
  if (*p < '0' || *p > '9')
    return 0;
  while (*p >= '0' && *p <= '9') {
    port = port * 10 + (*p++ - '0');
    if (port > 65535)
      return 0;
  }
  if (*p != '/')
    return 0;
  int k = 0;
  for (int i = 2; i < l->nwords && k < LINE_NAMES; i++)
    aliases[k++] = l->word[i];
  aliases[k] = 0;
  s->s_name = l->word[0];
  s->s_aliases = aliases;
  s->s_port = htons((uint16_t)port);
  s->s_proto = (char *)p + 1;
  return 1;
}

static int service_named(const struct servent *s, const char *name) {
  if (!strcmp(s->s_name, name))
    return 1;
  for (char **a = s->s_aliases; *a; a++)
    if (!strcmp(*a, name))
      return 1;
  return 0;
}

int __service_port(const char *name, const char *proto) {
  struct servent *s = getservbyname(name, proto);
  return s ? ntohs((uint16_t)s->s_port) : -1;
}

// getservbyname and getservbyport share one static entry (and line).
static DbLine serv_line;
static struct servent serv;
static char *serv_aliases[LINE_NAMES + 1];

static struct servent *find_service(const char *name, int port, const char *proto) {
  FILE *f = fopen(SERVICES_FILE, "re");
  if (!f)
    return 0;
  struct servent *found = 0;
  while (!found && __db_next(f, &serv_line)) {
    if (!__service_parse(&serv_line, &serv, serv_aliases) ||
        (proto && strcmp(serv.s_proto, proto)))
      continue;
    if (name ? service_named(&serv, name) : (uint16_t)serv.s_port == (uint16_t)port)
      found = &serv;
  }
  fclose(f);
  return found;
}

struct servent *getservbyname(const char *name, const char *proto) {
  return find_service(name, 0, proto);
}

struct servent *getservbyport(int port, const char *proto) {
  return find_service(0, port, proto);
}
