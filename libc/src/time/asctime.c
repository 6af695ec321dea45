// asctime.c — asctime and ctime: "Www Mmm dd hh:mm:ss yyyy\n", with "?"
// for a day or month out of range (as strftime's %a and %b).
#include <stdio.h>
#include <time.h>

char *asctime(const struct tm *tm) {
  static char buf[64];
  static const char days[] = "SunMonTueWedThuFriSat";
  static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
  int d = tm->tm_wday, m = tm->tm_mon;
  snprintf(buf, sizeof buf, "%.*s %.*s%3d %02d:%02d:%02d %d\n", d >= 0 && d < 7 ? 3 : 1,
           d >= 0 && d < 7 ? days + 3 * d : "?", m >= 0 && m < 12 ? 3 : 1,
           m >= 0 && m < 12 ? months + 3 * m : "?", tm->tm_mday, tm->tm_hour, tm->tm_min,
           tm->tm_sec, tm->tm_year + 1900);
  return buf;
}

char *ctime(const time_t *t) {
  struct tm *tm = localtime(t);
  return tm ? asctime(tm) : 0;
}
