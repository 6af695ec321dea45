// gethostbyname.c — IPv4 host lookup from /etc/hosts (or a numeric
// address), into one static entry; h_errno says why it failed.
#include <arpa/inet.h>
#include <netdb.h>
#include <string.h>
#include <strings.h>
#include "network.h"

int h_errno;

#define MAX_ADDRS 16

static DbLine line;
static char name[256];
static char alias_buf[sizeof line.buf];
static char *aliases[LINE_NAMES + 1];
static struct in_addr addrs[MAX_ADDRS];
static char *addr_list[MAX_ADDRS + 1];
static struct hostent entry;

static int names(const DbLine *l, const char *host) {
  for (int i = 1; i < l->nwords; i++)
    if (!strcasecmp(l->word[i], host))
      return 1;
  return 0;
}

// The entry of the first line naming host; the IPv4 addresses of every
// such line.
struct hostent *gethostbyname(const char *host) {
  int n = 0;
  entry.h_addrtype = AF_INET;
  entry.h_length = 4;
  entry.h_aliases = aliases;
  entry.h_addr_list = addr_list;
  aliases[0] = 0;
  if (__inet_aton_exact(host, &addrs[0])) {
    if (strlen(host) >= sizeof name) {
      h_errno = HOST_NOT_FOUND;
      return 0;
    }
    strcpy(name, host);
    n = 1;
  } else {
    FILE *f = fopen(HOSTS_FILE, "re");
    if (!f) {
      h_errno = HOST_NOT_FOUND;
      return 0;
    }
    while (n < MAX_ADDRS && __db_next(f, &line)) {
      int family;
      unsigned char a[16];
      if (!names(&line, host) || !__hosts_address(&line, &family, a) || family != AF_INET)
        continue;
      if (n == 0) {
        if (strlen(line.word[1]) >= sizeof name)
          continue;
        strcpy(name, line.word[1]);
        // The aliases stay in a copy of the line (line is read on).
        memcpy(alias_buf, line.buf, sizeof alias_buf);
        int k = 0;
        for (int i = 2; i < line.nwords && k < LINE_NAMES; i++)
          aliases[k++] = alias_buf + (line.word[i] - line.buf);
        aliases[k] = 0;
      }
      memcpy(&addrs[n++], a, 4);
    }
    fclose(f);
  }
  if (!n) {
    h_errno = HOST_NOT_FOUND;
    return 0;
  }
  for (int i = 0; i < n; i++)
    addr_list[i] = (char *)&addrs[i];
  addr_list[n] = 0;
  entry.h_name = name;
  return &entry;
}
