// tzspec.c — POSIX TZ strings ("EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30",
// "JST-9"): parsing, and whether DST is in effect at a time.
//
// Where POSIX leaves room we do what glibc does: a string is used as far
// as it parses ("Foo/Bar" is a zone named "Foo" at UTC, "Fo" one with no
// name), offset fields are clamped to 24, 59 and 59, a DST offset
// defaults to one hour ahead of standard time, DST without rules follows
// the US rules M3.2.0,M11.1.0 at 02:00, and a rule that does not parse is
// left at day 0, 00:00 (so "EST5EDT,garbage" is on DST all year but for
// an hour).
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "tz.h"

// A copy of the n bytes at s as a string that is never freed (zones are
// never freed: tm_zone and tzname point into them).
static const char *save_name(const char *s, size_t n) {
  char *p = malloc(n + 1);
  if (!p)
    return "";
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

// A zone name: three or more letters, or <...> around three or more
// letters, digits and signs.  Returns the rest, or null.
static const char *parse_name(const char *s, const char **name) {
  const char *start = s;
  if (*s == '<') {
    start = ++s;
    while (isalnum((unsigned char)*s) || *s == '+' || *s == '-')
      s++;
    if (*s != '>' || s - start < 3)
      return 0;
    *name = save_name(start, (size_t)(s - start));
    return s + 1;
  }
  while (isalpha((unsigned char)*s))
    s++;
  if (s - start < 3)
    return 0;
  *name = save_name(start, (size_t)(s - start));
  return s;
}

// Up to three decimal fields "h[:m[:s]]" into v (each saturating at
// 65535); returns how many were read and moves *sp past the last one.
static int parse_hms(const char **sp, unsigned v[3]) {
  const char *s = *sp;
  int k = 0;
  while (k < 3 && isdigit((unsigned char)*s)) {
    unsigned x = 0;
    while (isdigit((unsigned char)*s)) {
      unsigned digit = (unsigned)(*s++ - '0');
      x = x >= 6554 ? 65535 : x * 10 + digit;
    }
    v[k++] = x > 65535 ? 65535 : x;
    *sp = s;
    if (*s++ != ':')
      break;
  }
  return k;
}

static long clamped_seconds(const unsigned v[3]) {
  return (v[0] > 24 ? 24 : v[0]) * 3600L + (v[1] > 59 ? 59 : v[1]) * 60L + (v[2] > 59 ? 59 : v[2]);
}

// The offset after a zone name, [+|-]hh[:mm[:ss]], counts hours west of
// UTC; off is seconds east.  Standard time's is required (null when it is
// missing); DST's defaults to one hour ahead of standard time.
static const char *parse_offset(const char *s, struct tz_spec *spec, int dst) {
  if (!dst && *s != '+' && *s != '-' && !isdigit((unsigned char)*s))
    return 0;
  long sign = -1;
  if (*s == '+' || *s == '-')
    sign = *s++ == '-' ? 1 : -1;
  unsigned v[3] = {0, 0, 0};
  if (parse_hms(&s, v))
    spec->off[dst] = sign * clamped_seconds(v);
  else if (dst)
    spec->off[1] = spec->off[0] + 3600;
  else
    return 0;
  return s;
}

// ",date[/time]": Jn (1..365, February 29 never counted), n (0..365) or
// Mm.w.d, then the local time of the change (default 02:00; it may be
// negative or past 24 hours).  An empty rule is the US rule.  Returns the
// rest, or null when it does not parse (the rule is then left as it was).
static const char *parse_rule(const char *s, struct tz_rule *r, int end) {
  struct tz_rule new = {TZ_MONTH, end ? 11 : 3, end ? 1 : 2, 0, 7200};
  if (*s == ',')
    s++;
  if (*s == 'J' || isdigit((unsigned char)*s)) {
    new.kind = *s == 'J' ? TZ_JULIAN : TZ_DAY0;
    s += *s == 'J';
    char *rest;
    unsigned long d = strtoul(s, &rest, 10);
    if (!isdigit((unsigned char)*s) || d > 365 || (new.kind == TZ_JULIAN && d == 0))
      return 0;
    new.d = (int)d;
    s = rest;
  } else if (*s == 'M') {
    unsigned v[3];
    s++;
    for (int i = 0; i < 3; i++) {
      if ((i && *s++ != '.') || !isdigit((unsigned char)*s))
        return 0;
      char *rest;
      unsigned long x = strtoul(s, &rest, 10);
      v[i] = x > 65535 ? 65535 : (unsigned)x;
      s = rest;
    }
    if (v[0] < 1 || v[0] > 12 || v[1] < 1 || v[1] > 5 || v[2] > 6)
      return 0;
    new.m = (int)v[0];
    new.w = (int)v[1];
    new.d = (int)v[2];
  } else if (*s) {
    return 0;
  }
  if (*s == '/') {
    if (!*++s)
      return 0;
    long sign = *s == '-' ? -1 : 1;
    s += *s == '-';
    unsigned v[3] = {2, 0, 0};
    parse_hms(&s, v);
    new.secs = sign * (v[0] * 3600L + v[1] * 60L + v[2]);
  } else if (*s && *s != ',') {
    return 0;
  }
  *r = new;
  return s;
}

void __tz_spec_parse(const char *s, struct tz_spec *spec) {
  memset(spec, 0, sizeof *spec);
  spec->name[0] = spec->name[1] = "";
  s = parse_name(s, &spec->name[0]);
  if (!s || !(s = parse_offset(s, spec, 0)))
    return;
  if (!*s) {  // no DST
    spec->name[1] = spec->name[0];
    spec->off[1] = spec->off[0];
    return;
  }
  const char *rest = parse_name(s, &spec->name[1]);
  if (rest)
    s = parse_offset(rest, spec, 1);
  if ((s = parse_rule(s, &spec->rule[0], 0)))
    parse_rule(s, &spec->rule[1], 1);
}

// The day of the year (from 0) on which rule r falls in year.
static long long rule_yday(const struct tz_rule *r, int year) {
  long long jan1 = __days_from_civil(year, 1, 1);
  int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  if (r->kind == TZ_JULIAN)
    return r->d - 1 + (leap && r->d >= 60);
  if (r->kind == TZ_DAY0)
    return r->d;
  long long first = __days_from_civil(year, r->m, 1);
  long long next = r->m == 12 ? __days_from_civil(year + 1, 1, 1)
                               : __days_from_civil(year, r->m + 1, 1);
  int wday = (int)((first % 7 + 11) % 7);  // 1970-01-01 was a Thursday
  long long day = first + (r->d - wday + 7) % 7;
  for (int week = 1; week < r->w && day + 7 < next; week++)
    day += 7;
  return day - jan1;
}

// The day (since 1970-01-01) on which rule r falls in year.  glibc
// counts from 1970-01-01 for every year before 1971 (with that year's
// calendar), so before 1970 the changes fall in 1970: no DST in the
// northern hemisphere, DST until the end of it in the southern.
static long long rule_day(const struct tz_rule *r, int year) {
  return (year > 1970 ? __days_from_civil(year, 1, 1) : 0) + rule_yday(r, year);
}

// Whether DST is in effect at t, which falls in year (of UTC, as in
// glibc).  The rules give local times: the start in standard time, the
// end in DST.  When DST starts later in the year than it ends (the
// southern hemisphere), it spans the new year.
int __tz_spec_isdst(const struct tz_spec *spec, time_t t, int year) {
  long long start = rule_day(&spec->rule[0], year) * 86400 + spec->rule[0].secs - spec->off[0];
  long long end = rule_day(&spec->rule[1], year) * 86400 + spec->rule[1].secs - spec->off[1];
  if (start > end)
    return t < end || t >= start;
  return t >= start && t < end;
}
