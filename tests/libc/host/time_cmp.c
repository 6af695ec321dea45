// time_cmp.c — the calendar functions against glibc.
//
// 1. UTC: gmtime_r, timegm (with out-of-range fields) and strftime with
//    every conversion, for random times about a thousand years either
//    side of 1970.
// 2. Time zones: for TZif zones and POSIX TZ strings, both sides get the
//    same TZ (setenv, tzset) and then the same calls: tzname, timezone
//    and daylight after tzset; localtime_r (every field, tm_gmtoff,
//    tm_zone, and the tzname/timezone/daylight it leaves), strftime
//    "%Z %z %s" and mktime (tm_isdst -1, 0 and 1, fields out of range)
//    at random times from 1900 to 2100; and the same at every transition
//    from 1970 to 2040 (found with glibc's localtime) and one second
//    either side, with mktime asked for wall-clock times in and around
//    each gap and overlap.  mktime's answers depend on its previous call
//    (glibc starts from the last offset it found), so both sides see the
//    same sequence.  Zones whose TZif file is missing are skipped with a
//    message.
// 3. Every zone of the installed zone1970.tab: the globals after tzset,
//    localtime_r and mktime at random times.
// 4. strftime and wcsftime systematically: every conversion character
//    (A-Z, a-z and others), with each flag set, widths none, 1, 5 and 12,
//    and the E and O modifiers, over random struct tm values (fields out
//    of range, extreme years, odd tm_isdst, tm_gmtoff and tm_zone); and
//    for a sample of formats every buffer size from 0 to the full length
//    (the result and every byte of the buffer).
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

struct tm *sc_gmtime_r(const time_t *, struct tm *);
struct tm *sc_localtime_r(const time_t *, struct tm *);
time_t sc_timegm(struct tm *);
time_t sc_mktime(struct tm *);
void sc_tzset(void);
size_t sc_strftime(char *, size_t, const char *, const struct tm *);
size_t sc_wcsftime(wchar_t *, size_t, const wchar_t *, const struct tm *);
int sc_setenv(const char *, const char *, int);
int sc_unsetenv(const char *);
extern char *sc_tzname[2];
extern long sc_timezone;
extern int sc_daylight;
extern int sc_errno;

static uint64_t rng = 5;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static long checked, bad;
static const char *zone_now;

static void mismatch(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
// The first mismatch is kept to be printed again last, where a runner
// that shows only the tail of the output will show it.
static char first_mismatch[1000];
static void mismatch(const char *fmt, ...) {
  if (bad++ < 30) {
    va_list ap;
    va_start(ap, fmt);
    printf("MISMATCH [TZ=%s] ", zone_now);
    vprintf(fmt, ap);
    va_end(ap);
  }
  if (bad == 1) {
    va_list ap;
    va_start(ap, fmt);
    int n = snprintf(first_mismatch, sizeof first_mismatch, "[TZ=%s] ", zone_now);
    vsnprintf(first_mismatch + n, sizeof first_mismatch - n, fmt, ap);
    va_end(ap);
  }
}

static int utc_part(void) {
  const char *fmt = "%a %A %b %B %c %C %d %D %e %F %G %g %H %I %j %m %M %p %r %R %s %S %T "
                    "%u %U %V %w %W %x %X %y %Y %%";
  zone_now = "UTC";
  sc_setenv("TZ", "UTC", 1);
  setenv("TZ", "UTC", 1);
  sc_tzset();
  tzset();
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
    if (strcmp(x, y) || a.tm_yday != b.tm_yday || strcmp(a.tm_zone, b.tm_zone))
      mismatch("gmtime %ld\n  ours:  %s %s\n  glibc: %s %s\n", (long)t, x, a.tm_zone, y, b.tm_zone);
    struct tm c = a;
    c.tm_mday += (int)(next() % 100) - 50;
    c.tm_hour += 30;
    c.tm_mon += (int)(next() % 30) - 15;
    struct tm d = c;
    time_t r1 = sc_timegm(&c), r2 = timegm(&d);
    checked++;
    if (r1 != r2 || c.tm_mday != d.tm_mday || c.tm_mon != d.tm_mon || c.tm_wday != d.tm_wday)
      mismatch("timegm: ours %ld, glibc %ld\n", (long)r1, (long)r2);
  }
  return 0;
}

static const char *str(const char *s) {
  return s ? s : "(null)";
}

// tzname, timezone and daylight alike on both sides.
static void check_globals(const char *when) {
  checked++;
  if (strcmp(str(sc_tzname[0]), str(tzname[0])) || strcmp(str(sc_tzname[1]), str(tzname[1])) ||
      sc_timezone != timezone || sc_daylight != daylight)
    mismatch("%s: tzname [%s|%s] timezone %ld daylight %d; glibc [%s|%s] %ld %d\n", when,
             str(sc_tzname[0]), str(sc_tzname[1]), sc_timezone, sc_daylight, str(tzname[0]),
             str(tzname[1]), timezone, daylight);
}

static int same_tm(const struct tm *a, const struct tm *b) {
  return a->tm_sec == b->tm_sec && a->tm_min == b->tm_min && a->tm_hour == b->tm_hour &&
         a->tm_mday == b->tm_mday && a->tm_mon == b->tm_mon && a->tm_year == b->tm_year &&
         a->tm_wday == b->tm_wday && a->tm_yday == b->tm_yday && a->tm_isdst == b->tm_isdst &&
         a->tm_gmtoff == b->tm_gmtoff && !strcmp(str(a->tm_zone), str(b->tm_zone));
}

static const char *show_tm(const struct tm *a, char *buf) {
  sprintf(buf, "%d-%02d-%02d %02d:%02d:%02d wd%d yd%d dst%d off%ld %s", a->tm_year + 1900,
          a->tm_mon + 1, a->tm_mday, a->tm_hour, a->tm_min, a->tm_sec, a->tm_wday, a->tm_yday,
          a->tm_isdst, a->tm_gmtoff, str(a->tm_zone));
  return buf;
}

// localtime_r and strftime at t on both sides; the local fields in *out.
static void check_local(time_t t, struct tm *out) {
  struct tm a, b;
  memset(&a, 0, sizeof a);
  memset(&b, 0, sizeof b);
  struct tm *ra = sc_localtime_r(&t, &a), *rb = localtime_r(&t, &b);
  char x[200], y[200];
  checked++;
  if (!ra != !rb || (ra && !same_tm(&a, &b))) {
    mismatch("localtime_r(%ld)\n  ours:  %s\n  glibc: %s\n", (long)t, ra ? show_tm(&a, x) : "null",
             rb ? show_tm(&b, y) : "null");
  }
  check_globals("after localtime_r");
  if (!rb)
    return;
  *out = b;
  sc_strftime(x, sizeof x, "%Z %z %s", &a);
  strftime(y, sizeof y, "%Z %z %s", &b);
  checked++;
  if (strcmp(x, y))
    mismatch("strftime at %ld: ours \"%s\", glibc \"%s\"\n", (long)t, x, y);
}

// mktime of the fields in *in, on both sides.
static void check_mktime(const struct tm *in) {
  struct tm a = *in, b = *in;
  sc_errno = 0;
  errno = 0;
  time_t ra = sc_mktime(&a), rb = mktime(&b);
  checked++;
  char x[200], y[200], z[200];
  if (ra != rb || !same_tm(&a, &b) || (rb == -1 && sc_errno != errno))
    mismatch("mktime(%s, sec %d min %d)\n  ours:  %ld %s errno %d\n  glibc: %ld %s errno %d\n",
             show_tm(in, z), in->tm_sec, in->tm_min, (long)ra, show_tm(&a, x), sc_errno,
             (long)rb, show_tm(&b, y), errno);
  check_globals("after mktime");
}

static void mktime_all_flags(struct tm tm) {
  for (int dst = -1; dst <= 1; dst++) {
    tm.tm_isdst = dst;
    check_mktime(&tm);
  }
}

// Random times from 1900 to 2100, and fields around them.
static void random_times(int n) {
  const time_t lo = -2208988800LL, hi = 4102444800LL;
  for (int i = 0; i < n; i++) {
    time_t t = lo + (time_t)(next() % (uint64_t)(hi - lo));
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    check_local(t, &tm);
    mktime_all_flags(tm);
    switch (next() % 4) {
    case 0: tm.tm_sec += (int)(next() % 200) - 70; break;
    case 1: tm.tm_min += (int)(next() % 3000) - 1500; break;
    case 2: tm.tm_hour += (int)(next() % 100) - 50; break;
    default:
      tm.tm_mday += (int)(next() % 80) - 40;
      tm.tm_mon += (int)(next() % 30) - 15;
    }
    mktime_all_flags(tm);
  }
}

// Whether glibc gives t another offset, DST flag or name than x has.
static int differs(const struct tm *x, time_t t) {
  struct tm y;
  localtime_r(&t, &y);
  return x->tm_gmtoff != y.tm_gmtoff || x->tm_isdst != y.tm_isdst || strcmp(x->tm_zone, y.tm_zone);
}

// Every transition from 1970 to 2040 (samples every 6 hours, then
// bisection; no zone changes twice within 6 hours),
// and wall-clock times in and around each gap or overlap.
static int transitions(void) {
  const time_t end = 2208988800LL;  // 2040
  int count = 0;
  struct tm cur;
  time_t zero = 0;
  localtime_r(&zero, &cur);
  for (time_t t = 0; t < end; t += 6 * 3600) {
    if (!differs(&cur, t + 6 * 3600))
      continue;
    time_t lo = t, hi = t + 6 * 3600;  // lo before, hi after the change
    while (hi - lo > 1) {
      time_t mid = lo + (hi - lo) / 2;
      if (differs(&cur, mid))
        hi = mid;
      else
        lo = mid;
    }
    localtime_r(&hi, &cur);
    count++;
    struct tm before, at, after;
    check_local(hi - 1, &before);
    check_local(hi, &at);
    check_local(hi + 1, &after);
    mktime_all_flags(before);
    mktime_all_flags(at);
    mktime_all_flags(after);
    // The wall clock just before the change, moved on by steps that land
    // in a gap, in an overlap, and past either.
    static const int steps[] = {1, 60, 900, 1799, 1800, 2700, 3599, 3600, 3601, 5400, 7200, -1800, -3600};
    for (unsigned k = 0; k < sizeof steps / sizeof steps[0]; k++) {
      struct tm w = before;
      w.tm_sec += steps[k];
      mktime_all_flags(w);
      w = before;
      w.tm_min += steps[k] / 60;
      mktime_all_flags(w);
    }
  }
  return count;
}

// Every check in the zone TZ=tz (unset when null).  needs_file: tz names
// a file in /usr/share/zoneinfo (after a ':' if any), or is an absolute
// path; the zone is skipped when the file is missing.
static void zone(const char *tz, int needs_file) {
  zone_now = tz ? tz : "(unset)";
  if (needs_file) {
    char path[300];
    const char *name = tz + (*tz == ':');
    snprintf(path, sizeof path, "%s%s", *name == '/' ? "" : "/usr/share/zoneinfo/", name);
    if (access(path, R_OK)) {
      printf("SKIPPED TZ=%s: %s is missing (install tzdata)\n", tz, path);
      return;
    }
  }
  if (tz) {
    sc_setenv("TZ", tz, 1);
    setenv("TZ", tz, 1);
  } else {
    sc_unsetenv("TZ");
    unsetenv("TZ");
  }
  sc_tzset();
  tzset();
  check_globals("after tzset");
  long before = bad;
  random_times(4000);
  int n = transitions();
  random_times(1000);
  printf("TZ=%-32s %4d transitions in 1970-2040%s\n", zone_now, n, bad > before ? "  MISMATCHES" : "");
}

// Every zone of zone1970.tab (the zones whose clocks have differed
// since 1970): tzset's globals, and localtime and mktime at random
// times.  A new tzdata release brings zones no fixed list foresaw (in
// 2026f, Morocco's "DST" type with the standard offset).
static void every_zone(void) {
  FILE *f = fopen("/usr/share/zoneinfo/zone1970.tab", "r");
  if (!f) {
    printf("SKIPPED every zone of zone1970.tab: the file is missing (install tzdata)\n");
    return;
  }
  char line[1000], name[300];
  int zones = 0;
  long before = bad;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || sscanf(line, "%*s %*s %299s", name) != 1)
      continue;
    zone_now = name;
    sc_setenv("TZ", name, 1);
    setenv("TZ", name, 1);
    sc_tzset();
    tzset();
    check_globals("after tzset");
    for (int i = 0; i < 200; i++) {
      const time_t lo = -2208988800LL, hi = 4102444800LL;
      time_t t = lo + (time_t)(next() % (uint64_t)(hi - lo));
      struct tm tm;
      memset(&tm, 0, sizeof tm);
      check_local(t, &tm);
      mktime_all_flags(tm);
    }
    zones++;
  }
  fclose(f);
  printf("every zone of zone1970.tab: %d zones%s\n", zones, bad > before ? "  MISMATCHES" : "");
}

// A struct tm for the systematic strftime checks: fields mostly in range,
// each sometimes out of it; years near 2000, in 0..9999, negative, past
// 9999, and at the ends of int (tm_year + 1900 wraps, as in glibc).
static int pick(int lo, int hi) {
  return lo + (int)(next() % (uint64_t)((long long)hi - lo + 1));
}

static int field(int lo, int hi) {
  return next() % 5 ? pick(lo, hi) : pick(-1000, 1000);
}

static void random_tm(struct tm *tm) {
  static const char *zones[] = {"UTC", "ABC", "", 0, "Xyz+05", "GMT"};
  memset(tm, 0, sizeof *tm);
  tm->tm_sec = field(0, 60);
  tm->tm_min = field(0, 59);
  tm->tm_hour = field(0, 23);
  tm->tm_mday = field(1, 31);
  tm->tm_mon = field(0, 11);
  tm->tm_wday = field(0, 6);
  tm->tm_yday = field(0, 365);
  switch (next() % 8) {
  case 0: tm->tm_year = pick(-1900, 8099); break;
  case 1: tm->tm_year = pick(-12000, -1901); break;
  case 2: tm->tm_year = pick(8100, 200000); break;
  // Not the last 10 years of int: there %s differs, as mktime does when
  // it looks for another DST flag (tm_isdst > 0 in UTC) past the end.
  case 3: tm->tm_year = pick(2147483647 - 3000, 2147483647 - 10); break;
  case 4: tm->tm_year = pick(-2147483647 + 10, -2147483647 + 3000); break;
  case 5: tm->tm_year = (int)next(); break;
  default: tm->tm_year = pick(-10, 210);
  }
  tm->tm_isdst = pick(-2, 2);
  tm->tm_gmtoff = next() % 4 ? pick(-100000, 100000) : pick(-30, 30) * 900;
  tm->tm_zone = zones[next() % 6];
}

static const char conv_chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz%+!@ |\xe9";
static const char *const flag_sets[] = {"", "_", "-", "0", "^", "#", "^#", "_^", "-#", "0^#", "-0", "0_"};
static const char *const widths[] = {"", "1", "5", "12"};
static const char *const modifiers[] = {"", "E", "O"};
#define NFLAGS (sizeof flag_sets / sizeof flag_sets[0])

// "%<flags><width><mod>c" for each c of convs, separated by "|" (a
// separator that is itself a bad conversion when it follows a modifier).
static void build(char *out, const char *spec, const char *convs) {
  *out = 0;
  for (const char *c = convs; *c; c++)
    sprintf(out + strlen(out), "%%%s%c;", spec, *c);
}

static void widen(wchar_t *w, const char *s) {
  while ((*w++ = (unsigned char)*s++))
    ;
}

static long strftime_bad;

static void sf_mismatch(const char *what, const char *fmt, const struct tm *tm, size_t size,
                        const char *ours, size_t rn, const char *theirs, size_t rg) {
  strftime_bad++;
  mismatch("%s(\"%s\", size %zu) year %d mon %d mday %d hour %d wday %d yday %d isdst %d "
           "gmtoff %ld zone %s\n  ours:  %zu \"%s\"\n  glibc: %zu \"%s\"\n",
           what, fmt, size, tm->tm_year, tm->tm_mon, tm->tm_mday, tm->tm_hour, tm->tm_wday,
           tm->tm_yday, tm->tm_isdst, tm->tm_gmtoff, str(tm->tm_zone), rn, ours, rg, theirs);
}

// One format in a buffer of size (every byte of a 3000-byte buffer
// compared, so a write past size shows); returns whether they agreed.
static int check_narrow(const char *fmt, const struct tm *tm, size_t size) {
  static char x[3000], y[3000];
  memset(x, 0x7f, sizeof x);
  memset(y, 0x7f, sizeof y);
  size_t rn = sc_strftime(x, size, fmt, tm), rg = strftime(y, size, fmt, tm);
  checked++;
  if (rn == rg && !memcmp(x, y, sizeof x))
    return 1;
  x[sizeof x - 1] = y[sizeof y - 1] = 0;
  sf_mismatch("strftime", fmt, tm, size, x, rn, y, rg);
  return 0;
}

// glibc's wcsftime reads its "?" for a tm_wday or tm_mon out of range
// as a wide string, past its end; those fields are kept in range here.
static int check_wide(const char *fmt, const struct tm *in, size_t size) {
  static wchar_t wf[600], x[3000], y[3000];
  struct tm copy = *in, *tm = &copy;
  copy.tm_wday = (copy.tm_wday % 7 + 7) % 7;
  copy.tm_mon = (copy.tm_mon % 12 + 12) % 12;
  widen(wf, fmt);
  wmemset(x, 0x7f, 3000);
  wmemset(y, 0x7f, 3000);
  size_t rn = sc_wcsftime(x, size, wf, tm), rg = wcsftime(y, size, wf, tm);
  checked++;
  if (rn == rg && !wmemcmp(x, y, 3000))
    return 1;
  char a[3000], b[3000];
  size_t k;
  for (k = 0; k < 2999 && x[k] && x[k] != 0x7f; k++)
    a[k] = x[k] < 128 ? (char)x[k] : '?';
  a[k] = 0;
  for (k = 0; k < 2999 && y[k] && y[k] != 0x7f; k++)
    b[k] = y[k] < 128 ? (char)y[k] : '?';
  b[k] = 0;
  sf_mismatch("wcsftime", fmt, tm, size, a, rn, b, rg);
  return 0;
}

// Every buffer size from 0 to two past the full length.
static void every_size(const char *fmt, const struct tm *tm) {
  char y[3000];
  size_t n = strftime(y, sizeof y, fmt, tm);
  for (size_t size = 0; size <= n + 2; size++) {
    check_narrow(fmt, tm, size);
    check_wide(fmt, tm, size);
  }
}

static void strftime_part(void) {
  zone_now = "UTC";
  long before = checked;
  char fmt[600], spec[16], one[2] = {0, 0}, single[32];
  for (int i = 0; i < 3000; i++) {
    struct tm tm;
    random_tm(&tm);
    for (unsigned f = 0; f < NFLAGS; f++)
      for (unsigned w = 0; w < 4; w++)
        for (unsigned m = 0; m < 3; m++) {
          sprintf(spec, "%s%s%s", flag_sets[f], widths[w], modifiers[m]);
          build(fmt, spec, conv_chars);
          int ok = check_narrow(fmt, &tm, 3000) & check_wide(fmt, &tm, 3000);
          if (!ok && strftime_bad < 20) {  // which conversion, alone
            for (const char *c = conv_chars; *c; c++) {
              one[0] = *c;
              build(single, spec, one);
              check_narrow(single, &tm, 3000);
              check_wide(single, &tm, 3000);
            }
          }
        }
    // A lone % (with flags, width, modifier) at the end of the format.
    static const char *const ends[] = {"%", "a%", "%_", "%^#", "%10", "%-5E", "%O", "%E"};
    for (unsigned e = 0; e < sizeof ends / sizeof ends[0]; e++) {
      check_narrow(ends[e], &tm, 3000);
      check_wide(ends[e], &tm, 3000);
    }
    // Every buffer size, for a few random conversions between literals.
    if (i % 4 == 0) {
      strcpy(fmt, "<");
      for (int k = 0; k < 4; k++) {
        sprintf(spec, "%s%s%s", flag_sets[next() % NFLAGS], widths[next() % 4], modifiers[next() % 3]);
        one[0] = conv_chars[next() % (sizeof conv_chars - 1)];
        build(fmt + strlen(fmt), spec, one);
      }
      every_size(fmt, &tm);
    }
  }
  // Whole long formats at every size, a few times.
  for (int i = 0; i < 6; i++) {
    struct tm tm;
    random_tm(&tm);
    build(fmt, i % 2 ? "_5" : "", conv_chars);
    every_size(fmt, &tm);
  }
  printf("strftime/wcsftime systematic: %ld checks, %ld mismatches\n", checked - before,
         strftime_bad);
}

int main(void) {
  utc_part();
  strftime_part();
  every_zone();
  static const char *files[] = {
      "America/New_York", "Europe/London", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata",
      "Pacific/Chatham", "America/St_Johns", "Africa/Casablanca", "UTC", "Europe/Dublin",
      "America/Santiago", "Asia/Jerusalem", "America/Nuuk", "Antarctica/Troll", "Europe/Moscow",
      "Pacific/Apia", "America/Sao_Paulo", "Asia/Tehran", "Australia/Sydney", "Pacific/Kiritimati",
      ":Europe/Paris", "/usr/share/zoneinfo/Asia/Kathmandu", "EST5EDT",
  };
  for (unsigned i = 0; i < sizeof files / sizeof files[0]; i++)
    zone(files[i], 1);
  static const char *strings[] = {
      "EST5EDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3", "<+0330>-3:30", "JST-9",
      "AEST-10AEDT,M10.1.0,M4.1.0/3", "XYZ3ABC,J60/1:30,J300/-1", "ABC-10DEF-11:30,120/25,300/0",
      "NZST-12NZDT,M9.5.0,M4.1.0/3", "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", "IST-1GMT0,M10.5.0,M3.5.0/1",
      "LOW+25HIGH-25,J1/0,J365/24", "ABC99999DEF,M3.2.0/99,M11.1.0/-99:30", "EST5EDT,garbage",
      "EST5EDT,M3.2.0", "Foo/Bar", "", ":",
  };
  for (unsigned i = 0; i < sizeof strings / sizeof strings[0]; i++)
    zone(strings[i], 0);
  zone(0, 0);
  // TZDIR moves the directory of relative names.
  sc_setenv("TZDIR", "/usr/share/zoneinfo/Europe", 1);
  setenv("TZDIR", "/usr/share/zoneinfo/Europe", 1);
  if (access("/usr/share/zoneinfo/Europe/Rome", R_OK))
    printf("SKIPPED TZDIR=/usr/share/zoneinfo/Europe TZ=Rome: the file is missing (install tzdata)\n");
  else
    zone("Rome", 0);
  sc_setenv("TZDIR", "/nonexistent", 1);
  setenv("TZDIR", "/nonexistent", 1);
  zone("America/New_York", 0);  // no such file: a TZ string naming "America"
  zone("", 0);                  // no "Universal" either
  if (bad)
    printf("first mismatch: %s", first_mismatch);
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
