// getopt_impl.h — the scanner state that getopt.c and getopt_long_option.c
// share.
#ifndef GETOPT_IMPL_H
#define GETOPT_IMPL_H

#include <getopt.h>

// How operands (arguments that are not options) are treated.
enum {
  GETOPT_PERMUTE,   // skipped, and moved behind the options at the end
  GETOPT_IN_ORDER,  // the scan stops at the first one ('+', POSIXLY_CORRECT)
  GETOPT_AS_ONE,    // returned as option 1 with optarg ('-')
};

struct getopt_state {
  char *next;        // the unread rest of the current argument, or null
  int first, last;   // argv[first..last) are operands skipped so far
  int order;         // GETOPT_PERMUTE, GETOPT_IN_ORDER or GETOPT_AS_ONE
  int started;       // order, first and last are set
  int optopt;        // the last error's option (glibc copies it out on every call)
};

extern struct getopt_state __getopt_state;

int __getopt_scan(int argc, char *const argv[], const char *opts,
                  const struct option *longopts, int *longind, int long_only);
int __getopt_long_option(int argc, char **argv, const char *opts,
                         const struct option *longopts, int *longind, int long_only,
                         int quiet, const char *prefix);

#endif
