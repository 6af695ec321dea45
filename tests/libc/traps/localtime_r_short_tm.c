// expect: out-of-bounds write
// expect-at: libc/src/time/gmtime.c
// localtime_r fills the whole struct tm, tm_gmtoff and tm_zone included:
// a buffer of the nine int fields C names is too small.
#include <stdio.h>
#include <time.h>
int main(void) {
  int fields[9];
  time_t t = 1700000000;
  localtime_r(&t, (struct tm *)fields);
  printf("%d\n", fields[5]);
  return 0;
}
