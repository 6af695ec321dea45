// strptime.c — strptime in the "C" locale, with glibc's behaviour where
// POSIX leaves room (tests/libc/strptime.c compares the two):
// - numbers skip leading white space, take at most their width in
//   digits, and stop early when one more digit would pass the maximum
//   ("45" as %d is the day 4, leaving "5");
// - names (%a %b %p) and literal characters skip nothing, and match
//   names case-insensitively, the full name before the abbreviation;
// - every field is stored as soon as it is read, so a failed scan leaves
//   the fields before the failure changed;
// - at the end, as glibc does, a date that was read fills in the fields
//   it implies: the weekday unless one was read, the day of the year
//   unless %j was read, and month and day from %j when they were not
//   both read; %I takes %p into account, %C combines with %y.
// Beyond POSIX: %F %s %z %Z (skipped), %u %w, and strftime's flags and
// widths (ignored).  The E and O modifiers are accepted where POSIX
// allows them and change nothing, as the C locale has no eras and no
// alternative digits (glibc makes %Ey fail or give odd years).
#include <ctype.h>
#include <stddef.h>
#include <strings.h>
#include <time.h>

typedef struct {
  int have_I, is_pm;  // %I was the last hour read; %p said PM
  int century;        // %C's value, -1 when none
  int want_century;   // %y was read (a year within a century)
  int want_xday;      // a date was read: compute the implied fields
  int have_wday, have_yday, have_mon, have_mday;
} State;

static const char *const day_names[] = {"Sunday", "Monday", "Tuesday", "Wednesday",
                                        "Thursday", "Friday", "Saturday"};
static const char *const month_names[] = {"January", "February", "March", "April",
                                          "May", "June", "July", "August",
                                          "September", "October", "November", "December"};

// Days before each month, in a common and in a leap year.
static const short days_before[2][13] = {
  {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365},
  {0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366},
};

static const char *skip_space(const char *s) {
  while (isspace((unsigned char)*s))
    s++;
  return s;
}

// A number in from..to of at most width digits, after white space.
static const char *number(const char *s, int from, int to, int width, int *val) {
  s = skip_space(s);
  if (!isdigit((unsigned char)*s))
    return 0;
  int v = 0;
  do
    v = v * 10 + (*s++ - '0');
  while (--width > 0 && v * 10 <= to && isdigit((unsigned char)*s));
  if (v < from || v > to)
    return 0;
  *val = v;
  return s;
}

// The index of the name (full or three-letter) at s, advancing *s.
static int name(const char **s, const char *const *names, int n) {
  for (int i = 0; i < n; i++) {
    size_t len = 0;
    while (names[i][len])
      len++;
    if (!strncasecmp(*s, names[i], len)) {
      *s += len;
      return i;
    }
    if (!strncasecmp(*s, names[i], 3)) {
      *s += 3;
      return i;
    }
  }
  return -1;
}

// %z: "Z", or a sign and hh, hhmm or hh:mm.
static const char *zone_offset(const char *s, struct tm *tm) {
  s = skip_space(s);
  if (*s == 'Z') {
    tm->tm_gmtoff = 0;
    return s + 1;
  }
  if (*s != '+' && *s != '-')
    return 0;
  int neg = *s++ == '-';
  int v = 0, n = 0;
  while (n < 4 && isdigit((unsigned char)*s)) {
    v = v * 10 + (*s++ - '0');
    if (++n == 2 && *s == ':' && isdigit((unsigned char)s[1]))
      s++;
  }
  if (n == 2)
    v *= 100;
  else if (n != 4)
    return 0;
  if (v % 100 >= 60)
    return 0;
  long off = (v / 100) * 3600L + (v % 100) * 60L;
  tm->tm_gmtoff = neg ? -off : off;
  return s;
}

// %s: seconds since the epoch, as local time.
static const char *epoch_seconds(const char *s, struct tm *tm) {
  if (!isdigit((unsigned char)*s))
    return 0;
  long long secs = 0;
  while (isdigit((unsigned char)*s)) {
    if (secs > (0x7fffffffffffffffLL - 9) / 10)
      return 0;
    secs = secs * 10 + (*s++ - '0');
  }
  time_t t = (time_t)secs;
  return localtime_r(&t, tm) ? s : 0;
}

static const char *scan(const char *s, const char *fmt, struct tm *tm, State *st);

static const char *conversion(const char *s, int c, struct tm *tm, State *st) {
  int v = 0;
  switch (c) {
  case '%':
    return *s == '%' ? s + 1 : 0;
  case 'n':
  case 't':
    return skip_space(s);
  case 'a':
  case 'A':
    if ((v = name(&s, day_names, 7)) < 0)
      return 0;
    tm->tm_wday = v;
    st->have_wday = 1;
    return s;
  case 'b':
  case 'B':
  case 'h':
    if ((v = name(&s, month_names, 12)) < 0)
      return 0;
    tm->tm_mon = v;
    st->have_mon = st->want_xday = 1;
    return s;
  case 'c':
    return scan(s, "%a %b %e %H:%M:%S %Y", tm, st);
  case 'C':
    if (!(s = number(s, 0, 99, 2, &v)))
      return 0;
    st->century = v;
    st->want_xday = 1;
    return s;
  case 'd':
  case 'e':
    if (!(s = number(s, 1, 31, 2, &v)))
      return 0;
    tm->tm_mday = v;
    st->have_mday = st->want_xday = 1;
    return s;
  case 'D':
  case 'x':
    return scan(s, "%m/%d/%y", tm, st);
  case 'F':
    return scan(s, "%Y-%m-%d", tm, st);
  case 'H':
    if (!(s = number(s, 0, 23, 2, &v)))
      return 0;
    tm->tm_hour = v;
    st->have_I = 0;
    return s;
  case 'I':
    if (!(s = number(s, 1, 12, 2, &v)))
      return 0;
    tm->tm_hour = v % 12;
    st->have_I = 1;
    return s;
  case 'j':
    if (!(s = number(s, 1, 366, 3, &v)))
      return 0;
    tm->tm_yday = v - 1;
    st->have_yday = 1;
    return s;
  case 'm':
    if (!(s = number(s, 1, 12, 2, &v)))
      return 0;
    tm->tm_mon = v - 1;
    st->have_mon = st->want_xday = 1;
    return s;
  case 'M':
    if (!(s = number(s, 0, 59, 2, &v)))
      return 0;
    tm->tm_min = v;
    return s;
  case 'p':
    if (!strncasecmp(s, "AM", 2))
      st->is_pm = 0;
    else if (!strncasecmp(s, "PM", 2))
      st->is_pm = 1;
    else
      return 0;
    return s + 2;
  case 'r':
    return scan(s, "%I:%M:%S %p", tm, st);
  case 'R':
    return scan(s, "%H:%M", tm, st);
  case 's':
    return epoch_seconds(s, tm);
  case 'S':
    if (!(s = number(s, 0, 61, 2, &v)))
      return 0;
    tm->tm_sec = v;
    return s;
  case 'T':
  case 'X':
    return scan(s, "%H:%M:%S", tm, st);
  case 'u':
    if (!(s = number(s, 1, 7, 1, &v)))
      return 0;
    tm->tm_wday = v % 7;
    st->have_wday = 1;
    return s;
  case 'w':
    if (!(s = number(s, 0, 6, 1, &v)))
      return 0;
    tm->tm_wday = v;
    st->have_wday = 1;
    return s;
  case 'y':
    if (!(s = number(s, 0, 99, 2, &v)))
      return 0;
    tm->tm_year = v >= 69 ? v : v + 100;
    st->want_century = st->want_xday = 1;
    return s;
  case 'Y':
    if (!(s = number(s, 0, 9999, 4, &v)))
      return 0;
    tm->tm_year = v - 1900;
    st->want_century = 0;
    st->want_xday = 1;
    return s;
  case 'z':
    return zone_offset(s, tm);
  case 'Z':  // a zone name: skipped
    s = skip_space(s);
    while (*s && !isspace((unsigned char)*s))
      s++;
    return s;
  }
  return 0;
}

// Which conversions take the E and O modifiers.
static int modifier_ok(int mod, int c) {
  if (mod == 'E')
    return c == 'c' || c == 'C' || c == 'x' || c == 'X' || c == 'y' || c == 'Y';
  if (mod == 'O')
    return c == 'd' || c == 'e' || c == 'H' || c == 'I' || c == 'm' || c == 'M' ||
           c == 'S' || c == 'w' || c == 'y';
  return 1;
}

static const char *scan(const char *s, const char *fmt, struct tm *tm, State *st) {
  while (*fmt) {
    if (isspace((unsigned char)*fmt)) {
      s = skip_space(s);
      fmt++;
      continue;
    }
    if (*fmt != '%') {
      if (*s != *fmt)
        return 0;
      s++;
      fmt++;
      continue;
    }
    fmt++;
    while (*fmt == '-' || *fmt == '_' || *fmt == '0' || *fmt == '^' || *fmt == '#')
      fmt++;
    while (*fmt >= '0' && *fmt <= '9')
      fmt++;
    int mod = 0;
    if (*fmt == 'E' || *fmt == 'O')
      mod = *fmt++;
    int c = (unsigned char)*fmt;
    if (!c || !modifier_ok(mod, c))
      return 0;
    fmt++;
    if (!(s = conversion(s, c, tm, st)))
      return 0;
  }
  return s;
}

static int is_leap(long long y) {
  return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static long long floor_div(long long a, long long b) {
  return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

// The weekday of the date (proleptic Gregorian; mday may be out of
// range, it counts on from the first of the month).
static int weekday(long long year, int mon, int mday) {
  long long y = year - 1;
  long long leaps = floor_div(y, 4) - floor_div(y, 100) + floor_div(y, 400);
  long long days = 365 * (year - 1970) + leaps - 477  // 477: leap days before 1970
                   + days_before[is_leap(year)][mon] + mday - 1;
  return (int)(((days + 4) % 7 + 7) % 7);  // 1970-01-01 was a Thursday
}

// The fields a date implies (see the top of the file).
static void finish(struct tm *tm, const State *st) {
  long long year = tm->tm_year + 1900LL;
  int leap = is_leap(year);
  if (st->want_xday && !st->have_wday) {
    if (!(st->have_mon && st->have_mday) && st->have_yday) {
      int mon = 0;
      while (mon < 11 && days_before[leap][mon + 1] <= tm->tm_yday)
        mon++;
      if (!st->have_mon)
        tm->tm_mon = mon;
      if (!st->have_mday)
        tm->tm_mday = tm->tm_yday - days_before[leap][mon] + 1;
    }
    if (tm->tm_mon >= 0 && tm->tm_mon <= 11)
      tm->tm_wday = weekday(year, tm->tm_mon, tm->tm_mday);
  }
  if (st->want_xday && !st->have_yday && tm->tm_mon >= 0 && tm->tm_mon <= 11)
    tm->tm_yday = days_before[leap][tm->tm_mon] + tm->tm_mday - 1;
}

char *strptime(const char *restrict s, const char *restrict fmt, struct tm *restrict tm) {
  State st = {0};
  st.century = -1;
  s = scan(s, fmt, tm, &st);
  if (!s)
    return 0;
  if (st.have_I && st.is_pm)
    tm->tm_hour += 12;
  if (st.century >= 0)
    tm->tm_year = st.want_century ? tm->tm_year % 100 + (st.century - 19) * 100
                                  : (st.century - 19) * 100;
  finish(tm, &st);
  return (char *)s;
}
