// tzset.c — tzset, the zone it selects, and tzname, timezone, daylight.
//
// TZ unset: the file /etc/localtime.  TZ "": UTC.  Otherwise, after an
// optional ':', an absolute path or a name under $TZDIR (default
// /usr/share/zoneinfo) is read as a TZif file; when there is no such
// file the value is read as a POSIX TZ string (tzspec.c).  An unreadable
// /etc/localtime is UTC.
//
// Each zone is made once per (TZ, TZDIR) and kept for the life of the
// process, so that switching back and forth reads no file twice and no
// tm_zone or tzname pointer ever dangles.  The same TZ as last time
// changes nothing (glibc: tzname keeps what localtime last put there).
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "tz.h"

char *tzname[2] = {"GMT", "GMT"};
long timezone;
int daylight;

static struct tz_zone *current, *all;

static char *copy(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  if (p)
    memcpy(p, s, n);
  return p;
}

// A zone that is only a POSIX TZ string.
static struct tz_zone *spec_zone(const char *s) {
  struct tz_zone *z = calloc(1, sizeof *z);
  if (!z)
    return 0;
  if (s) {
    __tz_spec_parse(s, &z->spec);
  } else {  // UTC
    z->spec.name[0] = z->spec.name[1] = "UTC";
  }
  z->name[0] = z->spec.name[0];
  z->name[1] = z->spec.name[1];
  z->std_off = z->spec.off[0];
  z->daylight = z->spec.off[0] != z->spec.off[1];
  return z;
}

static struct tz_zone *make_zone(const char *key, const char *dir) {
  struct tz_zone *z = 0;
  if (*key == '/') {
    z = __tz_file_read(key);
  } else if (*key) {
    size_t n = strlen(dir), k = strlen(key);
    char *path = malloc(n + k + 2);
    if (!path)
      return 0;
    memcpy(path, dir, n);
    path[n] = '/';
    memcpy(path + n + 1, key, k + 1);
    z = __tz_file_read(path);
    free(path);
  }
  if (!z)
    z = spec_zone(!*key || !strcmp(key, "/etc/localtime") ? 0 : key);
  if (!z)
    return 0;
  z->key = copy(key);
  z->dir = copy(dir);
  if (!z->key || !z->dir)
    return 0;  // out of memory: the zone is lost, the old one stays
  return z;
}

void tzset(void) {
  int saved = errno;
  const char *key = getenv("TZ");
  if (key && !*key)
    key = "Universal";  // glibc: the file of that name, else UTC
  if (key && *key == ':')
    key++;
  if (!key)
    key = "/etc/localtime";
  if (current && !strcmp(current->key, key))
    return;
  const char *dir = getenv("TZDIR");
  if (!dir || !*dir)
    dir = "/usr/share/zoneinfo";
  struct tz_zone *z = all;
  while (z && (strcmp(z->key, key) || strcmp(z->dir, dir)))
    z = z->next;
  if (!z && (z = make_zone(key, dir))) {
    z->next = all;
    all = z;
  }
  if (z) {
    current = z;
    tzname[0] = (char *)z->name[0];
    tzname[1] = (char *)z->name[1];
    timezone = -z->std_off;
    daylight = z->daylight;
  }
  errno = saved;
}

// The zone in use; tzset has run at least once.  Out of memory before
// any zone was made, UTC.
struct tz_zone *__tz_current(void) {
  static struct tz_zone utc = {.spec = {{"UTC", "UTC"}, {0, 0}}, .name = {"UTC", "UTC"}};
  if (!current)
    tzset();
  return current ? current : &utc;
}
