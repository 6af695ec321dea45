// servent.c — setservent, getservent, endservent: /etc/services entry by
// entry, with one static entry of their own (getservbyname's is another).
#include <netdb.h>
#include "network.h"

static FILE *file;
static DbLine line;
static struct servent entry;
static char *aliases[LINE_NAMES + 1];

// Opens the file, or starts it again from the top.  getservent's stream
// stays open until endservent anyway; stayopen would make glibc's
// getservbyname read that stream too, where ours always opens its own.
void setservent(int stayopen) {
  (void)stayopen;
  if (file)
    rewind(file);
  else
    file = fopen(SERVICES_FILE, "re");
}

struct servent *getservent(void) {
  if (!file && !(file = fopen(SERVICES_FILE, "re")))
    return 0;
  while (__db_next(file, &line))
    if (__service_parse(&line, &entry, aliases))
      return &entry;
  return 0;
}

void endservent(void) {
  if (file)
    fclose(file);
  file = 0;
}
