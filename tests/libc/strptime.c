// strptime.c — strptime in the "C" locale against glibc: for each format
// and input, where the scan stopped (or that it failed) and every field
// of the struct tm, which starts from a known pattern each time so that
// fields strptime leaves alone show as well.
#define _GNU_SOURCE  // glibc declares strptime only for X/Open or GNU programs
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const cases[][2] = {
  // numbers: ranges, widths, leading blanks, the digit that would overflow
  {"%Y", "2024"}, {"%Y", "  1999rest"}, {"%Y", "12345"}, {"%Y", "0"}, {"%Y", "-5"}, {"%Y", "x"},
  {"%m", "1"}, {"%m", "12"}, {"%m", "13"}, {"%m", "0"}, {"%m", "07x"}, {"%m", "007"},
  {"%d", "31"}, {"%d", "32"}, {"%d", "45"}, {"%d", "0"}, {"%d", " 9"}, {"%e", " 9"},
  {"%e", "09"}, {"%H", "23"}, {"%H", "24"}, {"%H", "3x"}, {"%H", "25"}, {"%I", "12"},
  {"%I", "13"}, {"%I", "0"}, {"%M", "59"}, {"%M", "60"}, {"%M", "61"}, {"%S", "60"},
  {"%S", "61"}, {"%S", "62"}, {"%j", "1"}, {"%j", "366"}, {"%j", "367"}, {"%j", "0"},
  {"%j", "60"}, {"%y", "68"}, {"%y", "69"}, {"%y", "0"}, {"%y", "99"}, {"%y", "123"},
  {"%C", "20"}, {"%C", "19"}, {"%C%y", "2024"}, {"%C %y", "19 99"}, {"%y%C", "2420"},
  {"%C", "7"}, {"%C%y", "0107"},
  // names
  {"%a", "Mon"}, {"%a", "monday"}, {"%A", "SUNDAY!"}, {"%a", "Tues"}, {"%a", "Thu"},
  {"%a", "Thursday"}, {"%a", "Xyz"}, {"%a", " Fri"}, {"%b", "Jan"}, {"%B", "february"},
  {"%h", "DEC"}, {"%b", "Sept"}, {"%b", "September"}, {"%B", "May"}, {"%b", "Ju"},
  {"%b", " Mar"},
  // am/pm
  {"%I %p", "12 AM"}, {"%I %p", "12 PM"}, {"%I %p", "1 pm"}, {"%I%p", "11AM"},
  {"%p %I", "PM 3"}, {"%H %p", "3 PM"}, {"%I", "7"}, {"%p", "XM"}, {"%I:%M %p", "9:30 p"},
  // composites
  {"%D", "12/31/99"}, {"%D", "1/2/3"}, {"%T", "23:59:60"}, {"%R", "7:05"},
  {"%r", "01:02:03 PM"}, {"%c", "Thu Jan  1 00:00:00 1970"},
  {"%c", "Sat Feb 29 12:34:56 2020"}, {"%x", "02/29/20"}, {"%X", "10:11:12"},
  {"%F", "2024-02-29"}, {"%F", "1999-1-2"}, {"%F %T", "2000-03-01 01:02:03"},
  // blanks, %n %t, literals, %%
  {"%Y %m", "2024    7"}, {"%Y%n%m", "2024\n\t 7"}, {"%Y%t%m", "20247"}, {" %Y", "2024"},
  {"%Y ", "2024   "}, {"%Y-%m-%d", "2024-1-5"}, {"%Y-%m-%d", "2024 -1-5"},
  {"%Y/%m", "2024-01"}, {"%%%Y", "%2024"}, {"%%%Y", "2024"}, {"x%Y", "X2024"},
  {"%Y%%", "2024 %"}, {"", "abc"}, {"abc", "abc"}, {"%", "x"}, {"%Q", "x"},
  // modifiers and flags of strftime, ignored
  {"%Od", "05"}, {"%EY", "2024"}, {"%-d", "5"}, {"%_m", " 5"}, {"%02d", "07"},
  // day of the year and weekday computed from the date
  {"%Y-%m-%d", "2024-03-01"}, {"%Y-%m-%d", "1900-03-01"}, {"%Y-%m-%d", "2000-12-31"},
  {"%Y-%m-%d", "2023-12-31"}, {"%Y %j", "2024 60"}, {"%Y %j", "2023 60"},
  {"%Y %j", "2023 365"}, {"%j", "100"}, {"%m %j", "5 100"}, {"%d %j", "5 100"},
  {"%Y %a %j", "2024 Mon 100"}, {"%a %Y-%m-%d", "Fri 2024-03-01"}, {"%Y", "1970"},
  {"%m", "3"}, {"%d", "15"}, {"%y", "24"}, {"%b %d", "Mar 3"}, {"%A %d", "Monday 3"},
  {"%w", "3"}, {"%u", "7"}, {"%w", "7"}, {"%u", "0"}, {"%Y %w", "2024 2"},
  // time zones and seconds since the epoch
  {"%z", "+0100"}, {"%z", "-0530"}, {"%z", "Z"}, {"%z", "+01:30"}, {"%z", "+01"},
  {"%z", "+1"}, {"%z", "-12:00x"}, {"%z", "+2400"}, {"%z", "+2500"}, {"%z", "+0060"},
  {"%z", " -0800"}, {"%z", "0100"}, {"%z", "+123"}, {"%z", "+12345"},
  {"%Z %Y", "UTC 2024"}, {"%Y %Z", "2024 CEST"}, {"%Z", "  "},
  {"%s", "0"}, {"%s", "1700000000"}, {"%s", "86399x"}, {"%s", "x"}, {"%s", " 5"},
  {"%s %Y", "0 2024"}, {"%s", "253402300799"},
  // more modifiers, run-together fields, dates that do not exist
  {"%EC", "20"}, {"%Ex", "01/02/03"}, {"%EX", "01:02:03"}, {"%Ec", "Mon Jan  2 03:04:05 2006"},
  {"%Oy", "24"}, {"%OY", "2024"}, {"%Ej", "5"}, {"%Ou", "3"}, {"%Ow", "3"}, {"%OC", "20"},
  {"%Ea", "Mon"}, {"%EH", "5"}, {"%Oe", "5"}, {"%OM", "5"},
  {"%Y%m%d", "20240229"}, {"%H%M%S", "235960"}, {"%I %p", "12 am"}, {"%p", "am"},
  {"%z", "+01:3"}, {"%z", "+0:30"}, {"%a%b", "MonJan"}, {"%d %b %Y", "29 Feb 2023"},
  {"%d %b %Y", "31 Apr 2024"}, {"%Y %j", "2024 366"}, {"%e", "  5"}, {"%e", "\t\n5"},
  {"%B %d, %Y", "July 4, 1776"}, {"%D %T", "02/29/24 12:00:00"}, {"%C%y%m%d", "19991231"},
  {"%Y-%m-%dT%H:%M:%S%z", "2024-06-01T12:30:45+02:00"}, {"%c", "mon JAN  2 3:4:5 2006"},
};

static void show(const char *fmt, const char *in) {
  struct tm tm;
  memset(&tm, 0, sizeof tm);
  tm.tm_sec = 11, tm.tm_min = 22, tm.tm_hour = 13, tm.tm_mday = 14, tm.tm_mon = 4;
  tm.tm_year = 105, tm.tm_wday = 6, tm.tm_yday = 77, tm.tm_isdst = 0;
  const char *end = strptime(in, fmt, &tm);
  printf("%-12s [%s] -> ", fmt, in);
  if (!end)
    printf("null");
  else
    printf("+%ld", (long)(end - in));
  printf(" | %d %d %d %d %d %d %d %d %ld\n", tm.tm_sec, tm.tm_min, tm.tm_hour, tm.tm_mday,
         tm.tm_mon, tm.tm_year, tm.tm_wday, tm.tm_yday, tm.tm_gmtoff);
}

int main(void) {
  setenv("TZ", "UTC", 1);  // %s converts with localtime, UTC in both
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    show(cases[i][0], cases[i][1]);
  // every day of two years (a leap one) through strptime and strftime
  int bad = 0;
  for (time_t t = 1672531200; t < 1672531200 + 731 * 86400L; t += 86400 + 3661) {
    struct tm a, b;
    gmtime_r(&t, &a);
    char s[64];
    strftime(s, sizeof s, "%a %b %d %H:%M:%S %Y", &a);
    memset(&b, 0, sizeof b);
    char *end = strptime(s, "%c", &b);
    if (!end || *end || a.tm_year != b.tm_year || a.tm_mon != b.tm_mon ||
        a.tm_mday != b.tm_mday || a.tm_hour != b.tm_hour || a.tm_min != b.tm_min ||
        a.tm_sec != b.tm_sec || a.tm_wday != b.tm_wday || a.tm_yday != b.tm_yday) {
      if (bad++ < 5)
        printf("round trip of [%s] differs\n", s);
    }
  }
  printf("round trips: %d wrong\n", bad);
  return 0;
}
