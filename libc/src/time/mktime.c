// mktime.c — mktime: local time fields to time_t, with glibc's answers.
//
// The fields are read as one count of local seconds (months folded into
// years, everything else linear, seconds clamped to 0..59 first and the
// excess added at the end, as glibc does).  From a guess t, the error
// between that count and localtime(t) corrects t until they agree.
//
// glibc's choices, which we follow because programs see them:
// - the first guess uses the offset the previous call found, so in an
//   overlap (a time that occurs twice) with tm_isdst -1 the answer is the
//   one nearer that offset;
// - in a gap the guesses alternate between two times, one per offset;
//   we stop at the second visit of one that suits: with tm_isdst -1 any
//   but a standard-time one whose partner is DST, otherwise one whose
//   DST flag differs from the request (with no such one: -1, EOVERFLOW);
// - when the answer's DST flag differs from a requested 0 or 1, the
//   offset of the nearest time with the requested flag is used, looking
//   in steps of 601,200 s (about a week) up to about 7.3 years either
//   way, earlier first; if there is none, an hour's DST is assumed.
#include <errno.h>
#include "tz.h"

// The local seconds count of a date given by year, day of the year and
// time of day (any of which may be out of range).
static long long local_seconds(long long year, long long yday, long long hour, long long min,
                               long long sec) {
  return (__days_from_civil(year, 1, 1) + yday) * 86400 + hour * 3600 + min * 60 + sec;
}

static long long seconds_of(const struct tm *tm) {
  return local_seconds(tm->tm_year + 1900LL, tm->tm_yday, tm->tm_hour, tm->tm_min, tm->tm_sec);
}

static int flag_differs(int want, int have) {
  return want >= 0 && (want != 0) != (have != 0);
}

// For a result t with the wrong DST flag: the time the requested local
// time names under the offset of a nearby time with the requested flag.
static int other_offset(const struct tz_zone *z, time_t *t, long long want, int isdst,
                        struct tm *tm) {
  const long step = 601200, limit = 457243200 / 2 + step;
  struct tm ptm;
  for (long delta = step; delta < limit; delta += step) {
    for (int dir = -1; dir <= 1; dir += 2) {
      time_t probe = *t + dir * delta;
      if (!__tz_localtime(z, probe, &ptm))
        return -1;
      if (!flag_differs(isdst, ptm.tm_isdst)) {
        *t = probe + (want - seconds_of(&ptm));
        return __tz_localtime(z, *t, tm) ? 0 : -1;
      }
    }
  }
  *t += 3600 * ((isdst == 0) - (tm->tm_isdst == 0));
  return __tz_localtime(z, *t, tm) ? 0 : -1;
}

time_t mktime(struct tm *tp) {
  static long long guess;  // result minus local seconds, last call
  tzset();
  const struct tz_zone *z = __tz_current();
  long long year = tp->tm_year + 1900LL + tp->tm_mon / 12;
  int mon = tp->tm_mon % 12;
  if (mon < 0) {
    mon += 12;
    year--;
  }
  long long yday =
      __days_from_civil(year, mon + 1, 1) - __days_from_civil(year, 1, 1) + tp->tm_mday - 1;
  int sec = tp->tm_sec < 0 ? 0 : tp->tm_sec > 59 ? 59 : tp->tm_sec;
  long long want = local_seconds(year, yday, tp->tm_hour, tp->tm_min, sec);
  int isdst = tp->tm_isdst;
  struct tm tm;
  time_t t = want + guess, prev = t, prev2 = t;
  int prev_dst = 0;
  for (int tries = 6;; tries--) {
    if (!__tz_localtime(z, t, &tm))
      return -1;
    time_t next = t + (want - seconds_of(&tm));
    if (next == t) {
      if (flag_differs(isdst, tm.tm_isdst) && other_offset(z, &t, want, isdst, &tm) < 0)
        return -1;
      break;
    }
    int suits = isdst < 0 ? !prev_dst || tm.tm_isdst : flag_differs(isdst, tm.tm_isdst);
    if (t == prev2 && t != prev && suits)
      break;  // a gap: t is as good as it gets
    if (tries == 1) {
      errno = EOVERFLOW;
      return -1;
    }
    prev2 = prev;
    prev = t;
    prev_dst = tm.tm_isdst != 0;
    t = next;
  }
  guess = t - want;
  if (sec != tp->tm_sec) {
    t += tp->tm_sec - sec;
    if (!__tz_localtime(z, t, &tm))
      return -1;
  }
  *tp = tm;
  return t;
}
