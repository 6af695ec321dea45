// strftime and wcsftime with GNU flags, widths, the E and O modifiers,
// bad conversions, fields out of range and buffers too small: run in
// safe mode and with glibc, the output must be the same.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

static const char *const formats[] = {
    "%a %A %b %B %h %c %C %d %D %e %F %G %g %H %I %j %k %l %m %M %n %p %P %r %R %s %S %t %T",
    "%u %U %V %w %W %x %X %y %Y %z %Z %%",
    "%_d %-m %010Y %^a %#Z %10A %-10d %_10Y %3Y %05C %_5C %^30c %030c %#p %^P %#b %#EB",
    "%Ec %EC %Ex %EX %Ey %EY %Od %Oe %OH %OI %Om %OM %OS %Ou %OU %OV %Ow %OW %Oy %OB",
    "%Ea %Ox %OY %E_d %+ %10+ %v %^5Eq %k%l %10z %_10z %010z %015s %-15s",
    "trailing %", "%_5E", "%10", "%^#",
};

static void show(const struct tm *tm) {
  char buf[600];
  wchar_t wbuf[600], wfmt[200];
  for (unsigned i = 0; i < sizeof formats / sizeof formats[0]; i++) {
    size_t n = strftime(buf, sizeof buf, formats[i], tm);
    printf("%zu [%s]\n", n, n ? buf : "");
    // glibc's wcsftime reads its "?" for a day or month out of range as
    // a wide string, past its end: the wide check keeps them in range.
    struct tm in = *tm;
    in.tm_wday = (in.tm_wday % 7 + 7) % 7;
    in.tm_mon = (in.tm_mon % 12 + 12) % 12;
    n = strftime(buf, sizeof buf, formats[i], &in);
    mbstowcs(wfmt, formats[i], 200);
    size_t w = wcsftime(wbuf, 600, wfmt, &in);
    char back[600];
    wcstombs(back, wbuf, sizeof back);
    printf("  wide %zu %s\n", w, w == n && !strcmp(back, buf) ? "same" : back);
  }
  // Every buffer size for one format: the result and what the buffer holds.
  const char *f = "<%_5d|%T|%-3Ex|%Z>";
  for (size_t size = 0; size < 40; size++) {
    memset(buf, '.', 50);
    size_t n = strftime(buf, size, f, tm);
    for (int k = 0; k < 50; k++)
      if (!buf[k])
        buf[k] = '0';
    printf("size %zu: %zu %.42s\n", size, n, buf);
  }
}

int main(void) {
  struct tm tm;
  memset(&tm, 0, sizeof tm);
  tm.tm_year = 123;
  tm.tm_mon = 6;
  tm.tm_mday = 4;
  tm.tm_hour = 15;
  tm.tm_min = 7;
  tm.tm_sec = 9;
  tm.tm_wday = 2;
  tm.tm_yday = 184;
  tm.tm_gmtoff = -5 * 3600 - 1800;
  tm.tm_zone = "XyZ";
  show(&tm);
  // Out of range: a negative year, hour 30, wday and month outside.
  tm.tm_year = -1905;
  tm.tm_hour = 30;
  tm.tm_wday = 9;
  tm.tm_mon = -3;
  tm.tm_yday = -20;
  tm.tm_isdst = -1;
  show(&tm);
  tm.tm_year = 2147480000;
  tm.tm_wday = 0;
  tm.tm_mon = 11;
  show(&tm);
  return 0;
}
