// time_cmp.c — gmtime_r, timegm (with out-of-range fields) and strftime
// with every conversion, against glibc (run with TZ=UTC), for random times
// about a thousand years either side of 1970.
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

struct tm *sc_gmtime_r(const time_t *, struct tm *);
time_t sc_timegm(struct tm *);
size_t sc_strftime(char *, size_t, const char *, const struct tm *);

static uint64_t rng = 5;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

int main(void) {
  const char *fmt = "%a %A %b %B %c %C %d %D %e %F %G %g %H %I %j %m %M %p %r %R %s %S %T "
                    "%u %U %V %w %W %x %X %y %Y %%";
  int bad = 0, checked = 0;
  for (int i = 0; i < 200000; i++) {
    time_t t = (time_t)(next() % (1ULL << 36)) - (1LL << 35);
    if (i < 400)
      t = (time_t)i * 86400 * 91;  // every season of a century
    struct tm a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    sc_gmtime_r(&t, &a);
    gmtime_r(&t, &b);
    char x[300], y[300];
    sc_strftime(x, sizeof x, fmt, &a);
    strftime(y, sizeof y, fmt, &b);
    checked++;
    if (strcmp(x, y) || a.tm_yday != b.tm_yday) {
      if (bad++ < 5)
        printf("%ld\n  ours:  %s\n  glibc: %s\n", (long)t, x, y);
    }
    struct tm c = a;
    c.tm_mday += (int)(next() % 100) - 50;
    c.tm_hour += 30;
    c.tm_mon += (int)(next() % 30) - 15;
    struct tm d = c;
    time_t r1 = sc_timegm(&c), r2 = timegm(&d);
    checked++;
    if (r1 != r2 || c.tm_mday != d.tm_mday || c.tm_mon != d.tm_mon || c.tm_wday != d.tm_wday) {
      if (bad++ < 5)
        printf("timegm: ours %ld, glibc %ld\n", (long)r1, (long)r2);
    }
  }
  printf("checked %d, mismatches %d\n", checked, bad);
  return bad != 0;
}
