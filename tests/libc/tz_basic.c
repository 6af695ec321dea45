// tz_basic.c — time zones: tzset and TZ (TZif files by name, ":name",
// absolute path and TZDIR; POSIX TZ strings; "" and unknown names),
// tzname/timezone/daylight, localtime and localtime_r, mktime in gaps and
// overlaps with tm_isdst -1, 0 and 1, strftime %Z and %z, ctime; struct
// tm's and struct timezone's layouts; and TZif files of versions 1, 2 and
// 3 written here (RFC 8536) and read back.  Without /usr/share/zoneinfo
// the zones named by file are skipped (and the output says so).
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static void show_globals(const char *when) {
  printf("  %s: tzname [%s|%s] timezone %ld daylight %d\n", when, tzname[0], tzname[1], timezone,
         daylight);
}

static void show_tm(const struct tm *tm) {
  char buf[100];
  strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %a yday %j [%Z] [%z]", tm);
  printf("%s isdst %d gmtoff %ld", buf, tm->tm_isdst, tm->tm_gmtoff);
}

static void at(time_t t) {
  struct tm tm;
  printf("    %lld: ", (long long)t);
  if (!localtime_r(&t, &tm)) {
    printf("null\n");
    return;
  }
  show_tm(&tm);
  printf(" | [%s|%s]\n", tzname[0], tzname[1]);
}

static void mk(int y, int mon, int d, int h, int min, int s, int isdst) {
  struct tm tm;
  memset(&tm, 0, sizeof tm);
  tm.tm_year = y - 1900;
  tm.tm_mon = mon - 1;
  tm.tm_mday = d;
  tm.tm_hour = h;
  tm.tm_min = min;
  tm.tm_sec = s;
  tm.tm_isdst = isdst;
  time_t t = mktime(&tm);
  printf("    mktime %d-%02d-%02d %02d:%02d:%02d isdst %2d -> %lld ", y, mon, d, h, min, s, isdst,
         (long long)t);
  show_tm(&tm);
  printf("\n");
}

static void use(const char *tz) {
  setenv("TZ", tz, 1);
  tzset();
  printf("TZ=\"%s\"\n", tz);
  show_globals("tzset");
  static const time_t times[] = {0, 1000000000, 1690000000, 1700000000, -2208988800LL,
                                 4102444800LL, 1678604399, 1678604400, 1699163999, 1699164000};
  for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++)
    at(times[i]);
  for (int dst = -1; dst <= 1; dst++) {
    mk(2023, 3, 12, 2, 30, 0, dst);   // US gap
    mk(2023, 11, 5, 1, 30, 0, dst);   // US overlap
    mk(2023, 3, 26, 2, 30, 0, dst);   // EU gap
    mk(2023, 10, 29, 2, 30, 0, dst);  // EU overlap
    mk(2023, 10, 1, 2, 15, 0, dst);   // Lord Howe gap
    mk(2023, 4, 2, 1, 45, 0, dst);    // Lord Howe overlap
    mk(2023, 7, 15, 12, 0, 0, dst);
    mk(2023, 1, 15, 12, 0, 0, dst);
  }
  mk(2023, 3, 12, 1, 0, 3600, -1);  // seconds out of range: added after the search
  mk(2023, 14, -3, 49, -70, 0, -1);
  show_globals("after mktime");
}

// TZif files (RFC 8536) built here: a zone with LMT, TST (+1) and TDT
// (+2, DST), transitions in 1900, 1980 and 2000.
static unsigned char file[2048];
static size_t len;

static void put(const void *p, size_t n) {
  memcpy(file + len, p, n);
  len += n;
}

static void be32(long long v) {
  unsigned char b[4] = {(unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
                        (unsigned char)v};
  put(b, 4);
}

static void header(char version, int ntimes, int ntypes, int nchars) {
  static const unsigned char zeros[15];
  put("TZif", 4);
  put(&version, 1);
  put(zeros, 15);
  be32(0);  // isutcnt
  be32(0);  // isstdcnt
  be32(0);  // leapcnt
  be32(ntimes);
  be32(ntypes);
  be32(nchars);
}

static const long long when[] = {-3000000000LL, -2208988800LL, 322707600, 338432400, 953773200, 972824400};
static const unsigned char type_of[] = {1, 1, 2, 1, 2, 1};

static void data(int wide) {
  int first = wide ? 0 : 2;  // the 32-bit block cannot hold 1874 and 1900
  for (int i = first; i < 6; i++) {
    if (wide)
      be32(when[i] >> 32);
    be32(when[i]);
  }
  put(type_of + first, (size_t)(6 - first));
  static const unsigned char types[] = {0, 0, 0x04, 0xd2, 0, 0,  0, 0, 0x0e, 0x10, 0, 4,
                                        0, 0, 0x1c, 0x20, 1, 8};
  put(types, sizeof types);
  put("LMT\0TST\0TDT", 12);
}

// Writes the zone as TZif version v ('\0', '2', '3') with the TZ string
// footer (versions 2 and 3) to a new file; returns its path.
static char *write_zone(char v, const char *footer) {
  len = 0;
  if (v == 0) {
    header(0, 4, 3, 12);
    data(0);
  } else {
    header(v, 0, 1, 4);  // an empty 32-bit block, as slim files have
    put("\0\0\0\0\0\0UTC", 10);
    header(v, 6, 3, 12);
    data(1);
    put("\n", 1);
    put(footer, strlen(footer));
    put("\n", 1);
  }
  static char paths[4][32];
  static int n;
  char *path = paths[n++];
  strcpy(path, "/tmp/tz_basic_XXXXXX");
  int fd = mkstemp(path);
  if (fd < 0 || write(fd, file, len) != (ssize_t)len)
    printf("cannot write %s\n", path);
  close(fd);
  return path;
}

static void synthetic(const char *what, const char *path) {
  setenv("TZ", path, 1);
  tzset();
  printf("%s\n", what);
  show_globals("tzset");
  static const time_t times[] = {-3500000000LL, -2500000000LL, -1000000000LL, 330000000,
                                 350000000, 960000000, 980000000, 1900000000, 1915000000,
                                 2000000000, 322707599, 322707600};
  for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++)
    at(times[i]);
  mk(1980, 3, 24, 2, 30, 0, -1);  // in the 1980 gap
  mk(2030, 3, 31, 2, 30, 0, -1);  // in a gap of the footer's rules
}

int main(void) {
  struct tm probe;
  printf("struct tm: size %zu, tm_gmtoff at %zu, tm_zone at %zu\n", sizeof probe,
         offsetof(struct tm, tm_gmtoff), offsetof(struct tm, tm_zone));
  struct timezone tz;
  struct timeval tv;
  printf("struct timezone: size %zu; gettimeofday %d\n", sizeof tz, gettimeofday(&tv, &tz));

  if (access("/usr/share/zoneinfo/America/New_York", R_OK)) {
    printf("no /usr/share/zoneinfo (tzdata is not installed): zones from files skipped\n");
  } else {
    static const char *files[] = {"America/New_York", "Europe/London", "Australia/Lord_Howe",
                                  "Asia/Kolkata", ":Europe/Berlin",
                                  "/usr/share/zoneinfo/Pacific/Chatham", "UTC", "", ":"};
    for (unsigned i = 0; i < sizeof files / sizeof files[0]; i++)
      use(files[i]);
    setenv("TZDIR", "/usr/share/zoneinfo/America", 1);
    use("St_Johns");
    unsetenv("TZDIR");
  }
  static const char *strings[] = {"EST5EDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3",
                                  "<+0330>-3:30", "JST-9", "XYZ3ABC,J60,J300",
                                  "ABC-2DEF,59/0,300/1", "ABC99999DEF,M3.2.0/99,M11.1.0/-99:30",
                                  "Foo/Bar", "Fo"};
  for (unsigned i = 0; i < sizeof strings / sizeof strings[0]; i++)
    use(strings[i]);

  // localtime and ctime read TZ again; localtime_r does not once tzset ran.
  setenv("TZ", "JST-9", 1);
  tzset();
  setenv("TZ", "<-05>5", 1);
  time_t t = 1700000000;
  struct tm tm;
  localtime_r(&t, &tm);
  printf("localtime_r after setenv: %s\n", tm.tm_zone);
  printf("localtime after setenv: %s\n", localtime(&t)->tm_zone);
  setenv("TZ", "<+0545>-5:45", 1);
  printf("ctime: %s", ctime(&t));
  show_globals("after ctime");

  // %Z without tm_zone: tzname[tm_isdst]; %z and %Z with tm_isdst < 0.
  char buf[64];
  tm.tm_zone = 0;
  for (int dst = -1; dst <= 1; dst++) {
    tm.tm_isdst = dst;
    strftime(buf, sizeof buf, "[%Z] [%z]", &tm);
    printf("tm_zone null, isdst %d: %s\n", dst, buf);
  }
  tm.tm_zone = "ZZZ";
  tm.tm_isdst = -1;
  strftime(buf, sizeof buf, "[%Z] [%z]", &tm);
  printf("tm_zone ZZZ, isdst -1: %s\n", buf);
  static const long offsets[] = {-30, 59, 60, -3599, 12345, -45296, 86400 * 3};
  tm.tm_isdst = 0;
  for (unsigned i = 0; i < sizeof offsets / sizeof offsets[0]; i++) {
    tm.tm_gmtoff = offsets[i];
    strftime(buf, sizeof buf, "%z", &tm);
    printf("gmtoff %ld: %s\n", offsets[i], buf);
  }
  setenv("TZ", "<ALONGNAMEOFAZONEALONGNAMEOFAZONEALONGNAMEOFAZONEALONGNAMEOFAZONE-70>-1", 1);
  char big[200];
  size_t n = strftime(big, sizeof big, "[%Z] %z", localtime(&t));
  printf("a long name: %zu %s\n", n, big);
  static const char *ends[] = {"x%E", "x%O"};  // (not literals: gcc warns)
  for (int i = 0; i < 2; i++) {
    n = strftime(buf, sizeof buf, ends[i], &tm);
    printf("%s at the end: %zu %s\n", ends[i] + 1, n, buf);
  }
  struct tm *g = gmtime(&t);
  strftime(buf, sizeof buf, "%Z %z", g);
  printf("gmtime: %s\n", buf);

  // All four files exist until the end: glibc takes a file with the
  // inode and time of the one it read last for that one.
  char *paths[4] = {write_zone(0, 0), write_zone('2', "TST-1TDT,M3.5.0,M10.5.0/3"),
                    write_zone('3', "<+01>-1<+02>,M3.5.0/-1,M10.5.0/25"), write_zone('2', "")};
  synthetic("TZif version 1", paths[0]);
  synthetic("TZif version 2", paths[1]);
  synthetic("TZif version 3", paths[2]);
  synthetic("TZif version 2, empty footer", paths[3]);
  for (int i = 0; i < 4; i++)
    unlink(paths[i]);
  return 0;
}
