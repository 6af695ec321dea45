// tz.h — time zones, shared by libc/src/time (private).
//
// A zone is made once per TZ value (tzset.c) and never changed or freed
// afterwards: tm_zone and tzname point into it, and another thread may
// be converting with it while tzset switches to a new one.
#ifndef TZ_H
#define TZ_H

#include <time.h>

// One rule of a POSIX TZ string: the day DST starts (rule[0]) or ends
// (rule[1]), and the local time of day of the change, in seconds.
enum { TZ_DAY0, TZ_JULIAN, TZ_MONTH };  // "n" (0..365), "Jn" (1..365), "Mm.w.d"
struct tz_rule {
  int kind;
  int m, w, d;  // month, week and weekday for TZ_MONTH; d the day otherwise
  long secs;
};

// A POSIX TZ string: names and offsets (seconds east of UTC) of standard
// time [0] and DST [1], and the two rules.
struct tz_spec {
  const char *name[2];
  long off[2];
  struct tz_rule rule[2];
};

// A local time type of a TZif file.
struct tz_type {
  long off;
  int isdst;
  const char *name;
};

struct tz_zone {
  struct tz_zone *next;  // every zone made so far (tzset.c)
  char *key;             // the TZ value it was made for, after the ':'
  char *dir;             // TZDIR at that time
  int file;              // from a TZif file; else spec is the whole zone
  long ntrans;
  long long *when;       // transition times, ascending
  unsigned char *type_of;  // type after each transition
  int ntypes;
  struct tz_type *types;
  const char *first_name;  // the first designation of the file
  int footer;            // the file ends with a TZ string: spec
  struct tz_spec spec;
  // What tzset leaves in tzname, timezone (-std_off) and daylight.
  const char *name[2];
  long std_off;
  int daylight;
};

void __tz_spec_parse(const char *s, struct tz_spec *spec);
int __tz_spec_isdst(const struct tz_spec *spec, time_t t, int year);
struct tz_zone *__tz_file_read(const char *path);
struct tz_zone *__tz_current(void);
struct tm *__tz_localtime(const struct tz_zone *z, time_t t, struct tm *tm);
long long __days_from_civil(long long y, int m, int d);

#endif
