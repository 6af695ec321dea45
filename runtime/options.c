// options.c — SAFECC_OPTIONS, the one environment variable a safe program
// reads for the runtime (docs/safe-mode.md, "SAFECC_OPTIONS"): options
// separated by ':' or ',', each name=value.
//   gc_every=N   start a collection at every Nth allocation as well (a
//                stress test; SAFECC_GC_EVERY=N is the older spelling)
//   gc_concurrent=0|1  1 (the default): collections mark on the runtime's
//                marking thread while the program runs; 0: each
//                collection stops the program from start to end
//   gc_markers=N the threads that mark while the program runs (1 to 16;
//                by default half the processors, at least 1, at most 4)
//   gc_stats=1   at exit, one line of the collector's statistics on stderr
//   sites=1      heap objects record where they were allocated and freed,
//                and a trap report names both places (runtime/sites.c)
//   report=line|full|json  what a safety error's report holds after its
//                first line: nothing, the backtrace and the object's sites
//                (the default), or the same as one line of JSON
//   core=0|1     after a safety error: 0 never writes a core file, 1
//                raises the soft core limit to the hard one so that one
//                is written; without the option, the process's limit holds
// An unknown name or a bad value gets one warning on stderr and is
// ignored: the program still runs.  Continuing after a safety error is
// never an option.
#include "runtime.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

bool rt_gc_stats;
int rt_core_on_trap = -1;
int rt_report_style = REPORT_FULL;

static void warn(const char *what, const char *opt, size_t len) {
  char line[256];
  int n = snprintf(line, sizeof line, "safecc: SAFECC_OPTIONS: %s '%.*s' ignored\n", what,
                   (int)(len > 100 ? 100 : len), opt);
  if (n > 0 && write(2, line, (size_t)n) < 0) {}
}

// Is opt[0..len) "name=..."?  Sets *value to what follows the '='.
static bool option_is(const char *opt, size_t len, const char *name, const char **value) {
  size_t n = strlen(name);
  if (len <= n || strncmp(opt, name, n) != 0 || opt[n] != '=')
    return false;
  *value = opt + n + 1;
  return true;
}

// The decimal number in value[0..len), or -1.
static long long number(const char *value, size_t len) {
  if (len == 0 || len > 18)
    return -1;
  long long v = 0;
  for (size_t i = 0; i < len; i++) {
    if (value[i] < '0' || value[i] > '9')
      return -1;
    v = v * 10 + (value[i] - '0');
  }
  return v;
}

// The number after "name=" in opt, when it is within lo..hi; otherwise
// one warning, and false.
static bool number_in(const char *opt, size_t len, const char *value, long long lo, long long hi,
                      long long *v) {
  *v = number(value, len - (size_t)(value - opt));
  if (*v >= lo && *v <= hi)
    return true;
  warn("bad value in", opt, len);
  return false;
}

static void apply(const char *opt, size_t len) {
  const char *value;
  long long v;
  if (option_is(opt, len, "gc_every", &value)) {
    if (number_in(opt, len, value, 0, LLONG_MAX, &v))
      gc_every = (uint64_t)v;
  } else if (option_is(opt, len, "gc_concurrent", &value)) {
    if (number_in(opt, len, value, 0, 1, &v))
      gc_concurrent = v;
  } else if (option_is(opt, len, "gc_markers", &value)) {
    if (number_in(opt, len, value, 1, 16, &v))
      gc_markers = (uint64_t)v;
  } else if (option_is(opt, len, "gc_stats", &value)) {
    if (number_in(opt, len, value, 0, 1, &v))
      rt_gc_stats = v;
  } else if (option_is(opt, len, "sites", &value)) {
    if (number_in(opt, len, value, 0, 1, &v))
      rt_record_sites = v;
  } else if (option_is(opt, len, "report", &value)) {
    size_t n = len - (size_t)(value - opt);
    if (n == 4 && !strncmp(value, "line", 4))
      rt_report_style = REPORT_LINE;
    else if (n == 4 && !strncmp(value, "full", 4))
      rt_report_style = REPORT_FULL;
    else if (n == 4 && !strncmp(value, "json", 4))
      rt_report_style = REPORT_JSON;
    else
      return warn("bad value in", opt, len);
  } else if (option_is(opt, len, "core", &value)) {
    if (number_in(opt, len, value, 0, 1, &v))
      rt_core_on_trap = (int)v;
  } else {
    warn("unknown option", opt, len);
  }
}

void rt_read_options(void) {
  const char *every = getenv("SAFECC_GC_EVERY");
  if (every)
    gc_every = strtoull(every, NULL, 10);
  const char *s = getenv("SAFECC_OPTIONS");
  while (s && *s) {
    size_t len = strcspn(s, ":,");
    if (len)
      apply(s, len);
    s += len;
    if (*s)
      s++;
  }
}

// Before a safety error's SIGABRT: the core limit core= asked for.
void rt_set_core_limit(void) {
  struct rlimit r;
  if (rt_core_on_trap < 0 || getrlimit(RLIMIT_CORE, &r) != 0)
    return;
  r.rlim_cur = rt_core_on_trap ? r.rlim_max : 0;
  setrlimit(RLIMIT_CORE, &r);
}

// At exit with gc_stats=1: collections, the time from their start to
// their end (most of it marking while the program runs), the bytes
// allocated over the run, the largest the heap grew, and the stops of
// the world (collections' starts and ends, forks): how many, their time
// in all and the longest.
void rt_print_gc_stats(void) {
  if (!rt_gc_stats)
    return;
  char line[320];
  int n = snprintf(line, sizeof line,
                   "safecc: gc: %llu collections in %.3f s, %.1f MiB allocated, heap at most "
                   "%.1f MiB; %llu stops in %.3f s, the longest %.3f ms\n",
                   (unsigned long long)gc_collections, gc_time_ns / 1e9,
                   (gc_allocated_total + heap_allocated_since_gc) / 1048576.0,
                   heap_footprint() / 1048576.0, (unsigned long long)rt_stops,
                   rt_stopped_ns / 1e9, rt_longest_stop_ns / 1e6);
  if (n > 0 && write(2, line, (size_t)n) < 0) {}
}
