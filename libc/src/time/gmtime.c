// gmtime.c — gmtime, gmtime_r and timegm (localtime.c and mktime.c do
// local time, through these).
//
// Days and civil dates convert through the proleptic Gregorian calendar
// counted in 400-year eras (146,097 days each), with years starting on
// March 1 so that the leap day is the last day of the year.
#include <errno.h>
#include <time.h>
#include "tz.h"

// Days since 1970-01-01 of the civil date y-m-d (m 1..12).
long long __days_from_civil(long long y, int m, int d) {
  y -= m <= 2;
  long long era = (y >= 0 ? y : y - 399) / 400;
  long long yoe = y - era * 400;                                // [0, 399]
  int mp = (m + 9) % 12;                                        // March = 0
  long long doy = (153 * mp + 2) / 5 + d - 1;                   // [0, 365]
  long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;        // [0, 146096]
  return era * 146097 + doe - 719468;
}

struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm) {
  long long secs = *t;
  long long days = secs / 86400, rem = secs % 86400;
  if (rem < 0) {
    rem += 86400;
    days--;
  }
  tm->tm_hour = (int)(rem / 3600);
  tm->tm_min = (int)(rem / 60 % 60);
  tm->tm_sec = (int)(rem % 60);
  tm->tm_wday = (int)((days % 7 + 11) % 7);  // 1970-01-01 was a Thursday

  long long z = days + 719468;
  long long era = (z >= 0 ? z : z - 146096) / 146097;
  long long doe = z - era * 146097;
  long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  int mp = (int)((5 * doy + 2) / 153);
  int d = (int)(doy - (153 * mp + 2) / 5 + 1);
  int m = mp < 10 ? mp + 3 : mp - 9;
  long long y = yoe + era * 400 + (m <= 2);
  if (y - 1900 > 2147483647LL || y - 1900 < -2147483647LL - 1) {
    errno = EOVERFLOW;
    return 0;
  }
  tm->tm_year = (int)(y - 1900);
  tm->tm_mon = m - 1;
  tm->tm_mday = d;
  tm->tm_yday = (int)(days - __days_from_civil(y, 1, 1));
  tm->tm_isdst = 0;
  tm->tm_gmtoff = 0;
  tm->tm_zone = "GMT";  // glibc's name for gmtime's zone
  return tm;
}

struct tm *gmtime(const time_t *t) {
  static struct tm tm;
  return gmtime_r(t, &tm);
}

// Normalises the fields of tm (any may be out of range) and returns the
// time; the fields are rewritten from the result, as mktime requires.
time_t timegm(struct tm *tm) {
  long long mon = tm->tm_mon, year = (long long)tm->tm_year + 1900;
  year += mon / 12;
  mon %= 12;
  if (mon < 0) {
    mon += 12;
    year--;
  }
  long long days = __days_from_civil(year, (int)mon + 1, 1) + tm->tm_mday - 1;
  time_t t = (time_t)(days * 86400 + (long long)tm->tm_hour * 3600 +
                      (long long)tm->tm_min * 60 + tm->tm_sec);
  if (!gmtime_r(&t, tm))
    return (time_t)-1;
  return t;
}
