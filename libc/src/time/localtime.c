// localtime.c — localtime, localtime_r, and the conversion mktime shares.
//
// A file zone gives the type of the last transition at or before t; the
// first standard type before the first transition; the file's TZ string
// after the last one (when there is one).  As in glibc, each conversion
// with a file zone also sets tzname to the names in use around t (the
// current one and the next of the other kind), and a conversion through
// the file's TZ string sets tzname, timezone and daylight from that
// string.  localtime reads TZ again (tzset); localtime_r only the first
// time, as glibc does.
#include <errno.h>
#include <limits.h>
#include "tz.h"

static void publish(const char *std, const char *dst, long std_off, int is_daylight) {
  tzname[0] = (char *)std;
  tzname[1] = (char *)(dst ? dst : std);
  timezone = -std_off;
  daylight = is_daylight;
}

// Before the first transition: the first standard type (the first type
// when all are DST); tzname[1] is the first DST type.
static const struct tz_type *before_first(const struct tz_zone *z) {
  const char *dst = 0;
  int i = 0;
  while (i < z->ntypes && z->types[i].isdst) {
    if (!dst)
      dst = z->types[i].name;
    i++;
  }
  if (i == z->ntypes)
    i = 0;
  for (int j = i; !dst && j < z->ntypes; j++)
    if (z->types[j].isdst)
      dst = z->types[j].name;
  publish(z->types[i].name, dst, z->std_off, z->daylight);
  return &z->types[i];
}

// After transition i: its type, and the next type of the other kind
// for the other name.
static const struct tz_type *after(const struct tz_zone *z, long i) {
  const struct tz_type *cur = &z->types[z->type_of[i]];
  const char *other = 0;
  for (long j = i + 1; !other && j < z->ntrans; j++)
    if (z->types[z->type_of[j]].isdst != cur->isdst)
      other = z->types[z->type_of[j]].name;
  if (cur->isdst)
    publish(other ? other : cur->name, cur->name, z->std_off, z->daylight);
  else
    publish(cur->name, other, z->std_off, z->daylight);
  return cur;
}

// The last transition at or before t (when[0] <= t).
static long last_at_or_before(const struct tz_zone *z, time_t t) {
  long lo = 0, hi = z->ntrans - 1;
  while (lo < hi) {
    long mid = hi - (hi - lo) / 2;
    if (z->when[mid] <= t)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

static struct tm *shift(time_t t, long off, int isdst, const char *name, struct tm *tm) {
  if ((off > 0 && t > LLONG_MAX - off) || (off < 0 && t < LLONG_MIN - off)) {
    errno = EOVERFLOW;
    return 0;
  }
  time_t local = t + off;
  if (!gmtime_r(&local, tm))
    return 0;
  tm->tm_isdst = isdst;
  tm->tm_gmtoff = off;
  tm->tm_zone = name;
  return tm;
}

struct tm *__tz_localtime(const struct tz_zone *z, time_t t, struct tm *tm) {
  struct tm utc;
  const struct tz_type *type;
  if (!z->file || (z->footer && z->ntrans && t >= z->when[z->ntrans - 1])) {
    if (!gmtime_r(&t, &utc)) {
      if (!z->file)
        return 0;
      type = after(z, z->ntrans - 1);
    } else {
      const struct tz_spec *s = &z->spec;
      int dst = __tz_spec_isdst(s, t, utc.tm_year + 1900);
      if (z->file)
        publish(s->name[0], s->name[1], s->off[0], s->off[0] != s->off[1]);
      return shift(t, s->off[dst], dst, s->name[dst], tm);
    }
  } else if (!z->ntrans || t < z->when[0]) {
    type = before_first(z);
  } else {
    type = after(z, last_at_or_before(z, t));
  }
  return shift(t, type->off, type->isdst, type->name, tm);
}

struct tm *localtime_r(const time_t *restrict t, struct tm *restrict tm) {
  return __tz_localtime(__tz_current(), *t, tm);
}

struct tm *localtime(const time_t *t) {
  static struct tm tm;
  tzset();
  return __tz_localtime(__tz_current(), *t, &tm);
}
