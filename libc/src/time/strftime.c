// strftime.c — strftime, and the engine it shares with wcsftime, as glibc
// 2.36 formats in the "C" locale, GNU extensions included: the flags
// `_ - 0 ^ #`, field widths, %k %l %P %s, the E and O modifiers where
// glibc accepts them (they change nothing in "C"), and glibc's answers to
// everything else (a bad conversion is copied as written, fields out of
// range are printed as numbers or "?").  Every rule here was found by
// comparison with glibc (tests/libc/host/time_cmp.c).
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>
#include "strftime_impl.h"

// The output and the state of the conversion being written.
// pad: 0, '_', '-' or '0' (the last of those flags); width: -1 if none;
// up, low: map letters to upper or lower case (low wins).
struct out {
  char *s;
  wchar_t *ws;
  size_t max, i;
  int pad, width, up, low;
};

// Text to copy: a narrow string, or the wide format.
struct src {
  const char *s;
  const wchar_t *ws;
};

static int at(struct src t, size_t k) {
  return t.ws ? (int)t.ws[k] : (unsigned char)t.s[k];
}

static void put(struct out *o, int c) {
  if (o->low)
    c = o->ws ? (int)towlower((wint_t)c) : tolower(c);
  else if (o->up)
    c = o->ws ? (int)towupper((wint_t)c) : toupper(c);
  if (o->ws)
    o->ws[o->i] = c;
  else
    o->s[o->i] = (char)c;
  o->i++;
}

static void fill(struct out *o, int c, size_t n) {
  while (n--)
    put(o, c);
}

// Writes n characters of t, first filling up to the field width (zeros
// for the '0' flag, spaces otherwise).  Nothing is written unless the
// whole field and a null fit: -1 then.
static int emit(struct out *o, struct src t, size_t n) {
  size_t w = o->width > 0 ? (size_t)o->width : 0;
  size_t gap = w > n ? w - n : 0;
  if (n + gap >= o->max - o->i)
    return -1;
  fill(o, o->pad == '0' ? '0' : ' ', gap);
  for (size_t k = 0; k < n; k++)
    put(o, at(t, k));
  return 0;
}

static int emit_str(struct out *o, const char *s) {
  struct src t = {s, 0};
  return emit(o, t, strlen(s));
}

// A number at least `digits` wide: spaces before it for '_', nothing
// for '-', otherwise zeros after its sign.  The width left over (none
// when digits came from it) applies to what follows, as in glibc, which
// also checks the spaces and the digits separately.
static int padded(struct out *o, int digits, const char *s, int neg) {
  int len = (int)strlen(s);
  if (o->pad != '-' && digits > len) {
    int gap = digits - len;
    if (o->pad == '_') {
      if ((size_t)gap >= o->max - o->i)
        return -1;
      fill(o, ' ', (size_t)gap);
    } else {
      if ((size_t)digits >= o->max - o->i)
        return -1;
      if (neg)
        put(o, *s++);
      fill(o, '0', (size_t)gap);
      gap += neg;
    }
    o->width = o->width > gap ? o->width - gap : 0;
  }
  return emit_str(o, s);
}

static int number(struct out *o, int digits, int v) {
  char buf[16];
  snprintf(buf, sizeof buf, "%d", v);
  return padded(o, digits > o->width ? digits : o->width, buf, v < 0);
}

// %e %k %l: padded with spaces unless the '0' or '-' flag says otherwise.
static int spaced(struct out *o, int digits, int v) {
  if (o->pad != '0' && o->pad != '-')
    o->pad = '_';
  return number(o, digits, v);
}

// tm_year + 1900, wrapping as glibc's int arithmetic does at the ends.
static int year_of(int tm_year, int more) {
  return (int)((unsigned)tm_year + 1900u + (unsigned)more);
}

static int leap(int y) {
  return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}

// Days from the Monday starting ISO week 1 of yday's year to yday
// (negative: yday is in the previous year's last week).  The formula
// gives glibc's answers for days out of range too.
static int iso_days(int yday, int wday) {
  return yday - (yday - wday + 382) % 7 + 3;
}

// %G %g %V: the ISO 8601 week-based year and week.
static int iso(struct out *o, int c, const struct tm *tm) {
  int year = year_of(tm->tm_year, 0);
  int days = iso_days(tm->tm_yday, tm->tm_wday);
  if (days < 0) {
    year = year_of(tm->tm_year, -1);
    days = iso_days(tm->tm_yday + 365 + leap(year), tm->tm_wday);
  } else {
    int d = iso_days(tm->tm_yday - 365 - leap(year), tm->tm_wday);
    if (d >= 0) {
      year = year_of(tm->tm_year, 1);
      days = d;
    }
  }
  if (c == 'G')
    return number(o, 1, year);
  if (c == 'g')
    return number(o, 2, (year % 100 + 100) % 100);
  return number(o, 2, days / 7 + 1);
}

static int name(struct out *o, int c, const struct tm *tm) {
  static const char *const days[] = {"Sunday", "Monday", "Tuesday", "Wednesday",
                                     "Thursday", "Friday", "Saturday"};
  static const char *const months[] = {"January", "February", "March", "April",
                                       "May", "June", "July", "August",
                                       "September", "October", "November", "December"};
  int day = c == 'a' || c == 'A';
  int i = day ? tm->tm_wday : tm->tm_mon;
  if (i < 0 || i >= (day ? 7 : 12))
    return emit_str(o, "?");
  const char *s = day ? days[i] : months[i];
  struct src t = {s, 0};
  return emit(o, t, c == 'A' || c == 'B' ? strlen(s) : 3);
}

// %z: the sign and then the number each take the field width (glibc).
// Seconds of tm_gmtoff are dropped; nothing when tm_isdst < 0.
static int offset(struct out *o, const struct tm *tm) {
  if (tm->tm_isdst < 0)
    return 0;
  int off = (int)tm->tm_gmtoff;
  if (emit_str(o, off < 0 ? "-" : "+"))
    return -1;
  off = (off < 0 ? -off : off) / 60;
  return number(o, 4, off / 60 * 100 + off % 60);
}

// %Z: tm_zone; when that is null or empty, tzname[tm_isdst] (glibc).
static const char *zone_name(const struct tm *tm) {
  if (tm->tm_zone && *tm->tm_zone)
    return tm->tm_zone;
  if (tm->tm_isdst < 0)
    return "";
  tzset();
  return tm->tm_isdst <= 1 ? tzname[tm->tm_isdst] : "?";
}

// Stores a null after the output without counting it.
static void terminate(struct out *o) {
  if (o->ws)
    o->ws[o->i] = 0;
  else
    o->s[o->i] = 0;
}

// %c %D %F %r %R %T %x %X: formatted whole (none of their parts takes a
// flag), then written as one field.  glibc formats them by calling
// itself on the rest of the buffer, which leaves a null after them: seen
// when a later conversion does not fit.
static int sub(struct out *o, const char *fmt, const struct tm *tm) {
  char buf[128];
  __strftime_to(buf, 0, sizeof buf, fmt, 0, tm);
  if (emit_str(o, buf))
    return -1;
  terminate(o);
  return 0;
}

// Whether glibc takes conversion c after modifier m.
static int modifier_ok(int c, int m) {
  if (!m)
    return 1;
  const char *ok = m == 'E' ? "CPRTXYZcnprstuxyz%" : "BCGHIMPRSTUVWZbdeghjklmnprstuwyz%";
  return c > 0 && c < 128 && strchr(ok, c);
}

// One conversion: 0, -1 when it does not fit, 1 when glibc does not
// know it (the caller copies it as written).
static int convert(struct out *o, int c, int m, int swap, const struct tm *tm) {
  if ((c == 'b' || c == 'h') && swap)  // glibc: even "%#Eb" comes out in capitals
    o->up = 1;
  if (!modifier_ok(c, m))
    return 1;
  int h = tm->tm_hour, h12 = h > 12 ? h - 12 : h ? h : 12;
  int wday = tm->tm_wday, yday = tm->tm_yday, year = year_of(tm->tm_year, 0);
  switch (c) {
  case 'a': case 'A': case 'b': case 'B': case 'h':
    o->up |= swap;
    return name(o, c == 'h' ? 'b' : c, tm);
  case 'c': return sub(o, "%a %b %e %H:%M:%S %Y", tm);
  case 'C': return number(o, 1, year / 100 - (year % 100 < 0));
  case 'd': return number(o, 2, tm->tm_mday);
  case 'D': case 'x': return sub(o, "%m/%d/%y", tm);
  case 'e': return spaced(o, 2, tm->tm_mday);
  case 'F': return sub(o, "%Y-%m-%d", tm);
  case 'G': case 'g': case 'V': return iso(o, c, tm);
  case 'H': return number(o, 2, h);
  case 'I': return number(o, 2, h12);
  case 'j': return number(o, 3, (int)((unsigned)yday + 1u));
  case 'k': return spaced(o, 2, h);
  case 'l': return spaced(o, 2, h12);
  case 'm': return number(o, 2, (int)((unsigned)tm->tm_mon + 1u));
  case 'M': return number(o, 2, tm->tm_min);
  case 'n': return emit_str(o, "\n");
  case 'p': case 'P':
    o->low = c == 'P' || swap;
    return emit_str(o, h > 11 ? "PM" : "AM");
  case 'r': return sub(o, "%I:%M:%S %p", tm);
  case 'R': return sub(o, "%H:%M", tm);
  case 's': {
    struct tm copy = *tm;
    char buf[24];
    snprintf(buf, sizeof buf, "%lld", (long long)mktime(&copy));
    return emit_str(o, buf);
  }
  case 'S': return number(o, 2, tm->tm_sec);
  case 't': return emit_str(o, "\t");
  case 'T': case 'X': return sub(o, "%H:%M:%S", tm);
  case 'u': return number(o, 1, (wday - 1 + 7) % 7 + 1);
  case 'U': return number(o, 2, (yday - wday + 7) / 7);
  case 'w': return number(o, 1, wday);
  case 'W': return number(o, 2, (yday - (wday - 1 + 7) % 7 + 7) / 7);
  case 'y': return number(o, 2, (tm->tm_year % 100 + 100) % 100);
  case 'Y': return number(o, 1, year);
  case 'z': return offset(o, tm);
  case 'Z':
    o->low = swap;
    return emit_str(o, zone_name(tm));
  case '%': return emit_str(o, "%");
  default: return 1;
  }
}

size_t __strftime_to(char *s, wchar_t *ws, size_t max, const char *fmt, const wchar_t *wfmt,
                     const struct tm *tm) {
  struct out o = {s, ws, max, 0, 0, -1, 0, 0};
  struct src f = {fmt, wfmt};
  for (size_t k = 0; at(f, k); k++) {
    o.pad = 0;
    o.width = -1;
    o.up = o.low = 0;
    size_t start = k;
    int c = at(f, k), swap = 0, m = 0;
    if (c != '%') {
      if (o.i + 1 >= max)
        return 0;
      put(&o, c);
      continue;
    }
    for (c = at(f, ++k); c > 0 && c < 128 && strchr("_-0^#", c); c = at(f, ++k)) {
      if (c == '^')
        o.up = 1;
      else if (c == '#')
        swap = 1;
      else
        o.pad = c;
    }
    if (c >= '0' && c <= '9')
      o.width = 0;
    for (; c >= '0' && c <= '9'; c = at(f, ++k))  // saturates as glibc's
      o.width = o.width > (0x7fffffff - (c - '0')) / 10 ? 0x7fffffff : o.width * 10 + c - '0';
    if (c == 'E' || c == 'O') {
      m = c;
      c = at(f, ++k);
    }
    if (!c)  // a % at the end, flags and all, is copied as written
      k--;
    int r = c ? convert(&o, c, m, swap, tm) : 1;
    if (r > 0) {
      struct src t = {fmt ? fmt + start : 0, wfmt ? wfmt + start : 0};
      r = emit(&o, t, k - start + 1);
    }
    if (r < 0)
      return 0;
  }
  if (max)
    terminate(&o);
  return o.i;
}

size_t strftime(char *restrict s, size_t max, const char *restrict fmt,
                const struct tm *restrict tm) {
  return __strftime_to(s, 0, max, fmt, 0, tm);
}
