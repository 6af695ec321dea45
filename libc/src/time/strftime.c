// strftime.c — strftime, asctime, ctime in the "C" locale.  %z and %Z
// come from tm_gmtoff and tm_zone, %s converts with mktime, as in glibc.
#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *const day_names[] = {"Sunday", "Monday", "Tuesday", "Wednesday",
                                        "Thursday", "Friday", "Saturday"};
static const char *const month_names[] = {"January", "February", "March", "April",
                                          "May", "June", "July", "August",
                                          "September", "October", "November", "December"};

static const char *name_of(const char *const *names, int i, int n) {
  return i >= 0 && i < n ? names[i] : "?";
}

// ISO 8601 week-based year and week number (%G, %V).
static int iso_week(const struct tm *tm, int *year) {
  int y = tm->tm_year + 1900;
  int wday = (tm->tm_wday + 6) % 7;  // Monday = 0
  int week = (tm->tm_yday - wday + 10) / 7;
  if (week < 1) {
    y--;
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    int yday = tm->tm_yday + 365 + leap;
    week = (yday - wday + 10) / 7;
  } else {
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (week == 53 && tm->tm_yday - wday > 365 + leap - 4) {
      week = 1;
      y++;
    }
  }
  *year = y;
  return week;
}

// The two-digit year and the century, rounding down (glibc's choice for
// years before 1 AD).
static int year2(int y) {
  return (y % 100 + 100) % 100;
}

static int century(int y) {
  return y >= 0 ? y / 100 : -((-y + 99) / 100);
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

// %z: +hhmm from tm_gmtoff (seconds dropped), nothing when tm_isdst < 0.
static int offset(char *buf, const struct tm *tm) {
  if (tm->tm_isdst < 0)
    return 0;
  int off = (int)tm->tm_gmtoff;
  char sign = off < 0 ? '-' : '+';
  off = off < 0 ? -(off / 60) : off / 60;
  return snprintf(buf, 64, "%c%02d%02d", sign, off / 60, off % 60);
}

// Formats one conversion c into buf (at most 64 bytes); returns its length.
static int convert(char *buf, int c, const struct tm *tm) {
  int y, h12 = tm->tm_hour % 12 ? tm->tm_hour % 12 : 12;
  switch (c) {
  case 'a': return snprintf(buf, 64, "%.3s", name_of(day_names, tm->tm_wday, 7));
  case 'A': return snprintf(buf, 64, "%s", name_of(day_names, tm->tm_wday, 7));
  case 'b': case 'h': return snprintf(buf, 64, "%.3s", name_of(month_names, tm->tm_mon, 12));
  case 'B': return snprintf(buf, 64, "%s", name_of(month_names, tm->tm_mon, 12));
  case 'c': {
    char d[64], t[64];
    convert(d, 'a', tm);
    convert(t, 'b', tm);
    return snprintf(buf, 64, "%s %s %2d %02d:%02d:%02d %d", d, t, tm->tm_mday, tm->tm_hour,
                    tm->tm_min, tm->tm_sec, tm->tm_year + 1900);
  }
  case 'C': return snprintf(buf, 64, "%d", century(tm->tm_year + 1900));  // glibc: no padding
  case 'd': return snprintf(buf, 64, "%02d", tm->tm_mday);
  case 'D': return snprintf(buf, 64, "%02d/%02d/%02d", tm->tm_mon + 1, tm->tm_mday, year2(tm->tm_year + 1900));
  case 'e': return snprintf(buf, 64, "%2d", tm->tm_mday);
  case 'F': return snprintf(buf, 64, "%d-%02d-%02d", tm->tm_year + 1900, tm->tm_mon + 1, tm->tm_mday);
  case 'G': iso_week(tm, &y); return snprintf(buf, 64, "%d", y);
  case 'g': iso_week(tm, &y); return snprintf(buf, 64, "%02d", year2(y));
  case 'H': return snprintf(buf, 64, "%02d", tm->tm_hour);
  case 'I': return snprintf(buf, 64, "%02d", h12);
  case 'j': return snprintf(buf, 64, "%03d", tm->tm_yday + 1);
  case 'm': return snprintf(buf, 64, "%02d", tm->tm_mon + 1);
  case 'M': return snprintf(buf, 64, "%02d", tm->tm_min);
  case 'n': return snprintf(buf, 64, "\n");
  case 'p': return snprintf(buf, 64, "%s", tm->tm_hour < 12 ? "AM" : "PM");
  case 'r': return snprintf(buf, 64, "%02d:%02d:%02d %s", h12, tm->tm_min, tm->tm_sec, tm->tm_hour < 12 ? "AM" : "PM");
  case 'R': return snprintf(buf, 64, "%02d:%02d", tm->tm_hour, tm->tm_min);
  case 's': {
    struct tm copy = *tm;
    return snprintf(buf, 64, "%lld", (long long)mktime(&copy));
  }
  case 'S': return snprintf(buf, 64, "%02d", tm->tm_sec);
  case 't': return snprintf(buf, 64, "\t");
  case 'T': return snprintf(buf, 64, "%02d:%02d:%02d", tm->tm_hour, tm->tm_min, tm->tm_sec);
  case 'u': return snprintf(buf, 64, "%d", tm->tm_wday ? tm->tm_wday : 7);
  case 'U': return snprintf(buf, 64, "%02d", (tm->tm_yday + 7 - tm->tm_wday) / 7);
  case 'V': return snprintf(buf, 64, "%02d", iso_week(tm, &y));
  case 'w': return snprintf(buf, 64, "%d", tm->tm_wday);
  case 'W': return snprintf(buf, 64, "%02d", (tm->tm_yday + 7 - (tm->tm_wday + 6) % 7) / 7);
  case 'x': return snprintf(buf, 64, "%02d/%02d/%02d", tm->tm_mon + 1, tm->tm_mday, year2(tm->tm_year + 1900));
  case 'X': return snprintf(buf, 64, "%02d:%02d:%02d", tm->tm_hour, tm->tm_min, tm->tm_sec);
  case 'y': return snprintf(buf, 64, "%02d", year2(tm->tm_year + 1900));
  case 'Y': return snprintf(buf, 64, "%d", tm->tm_year + 1900);
  case 'z': return offset(buf, tm);
  case '%': return snprintf(buf, 64, "%%");
  default: return snprintf(buf, 64, "%%%c", c);
  }
}

size_t strftime(char *restrict s, size_t max, const char *restrict fmt, const struct tm *restrict tm) {
  size_t n = 0;
  char buf[64];
  for (const char *p = fmt; *p; p++) {
    const char *out = buf;
    size_t len;
    if (*p != '%' || !p[1]) {
      buf[0] = *p;
      len = 1;
    } else if ((p[1] == 'E' || p[1] == 'O') && !p[2]) {  // as glibc: kept
      out = p++;
      len = 2;
    } else {
      p++;
      if (*p == 'E' || *p == 'O')  // locale modifiers: none in "C"
        p++;
      if (*p == 'Z') {  // a zone name may be long
        out = zone_name(tm);
        len = strlen(out);
      } else {
        len = (size_t)convert(buf, *p, tm);
      }
    }
    if (n + len >= max)
      return 0;
    memcpy(s + n, out, len);
    n += len;
  }
  if (n >= max)
    return 0;
  s[n] = 0;
  return n;
}

char *asctime(const struct tm *tm) {
  static char buf[64];
  char d[64], m[64];
  convert(d, 'a', tm);
  convert(m, 'b', tm);
  snprintf(buf, sizeof buf, "%s %s%3d %02d:%02d:%02d %d\n", d, m, tm->tm_mday, tm->tm_hour,
           tm->tm_min, tm->tm_sec, tm->tm_year + 1900);
  return buf;
}

char *ctime(const time_t *t) {
  struct tm *tm = localtime(t);
  return tm ? asctime(tm) : 0;
}
