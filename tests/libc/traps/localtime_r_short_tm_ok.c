// expect: ok
// Twin of localtime_r_short_tm.c: a whole struct tm.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(void) {
  struct tm tm;
  time_t t = 1700000000;
  setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
  tzset();
  localtime_r(&t, &tm);
  printf("%d %d %s %ld\n", tm.tm_year, tm.tm_hour, tm.tm_zone, tm.tm_gmtoff);
  return 0;
}
