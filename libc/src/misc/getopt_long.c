// getopt_long.c — getopt_long and getopt_long_only: the scanner of
// getopt.c with a table of long options (getopt_long_option.c).
#include <getopt.h>
#include "getopt_impl.h"

int getopt_long(int argc, char *const argv[], const char *opts,
                const struct option *longopts, int *longind) {
  return __getopt_scan(argc, argv, opts, longopts, longind, 0);
}

int getopt_long_only(int argc, char *const argv[], const char *opts,
                     const struct option *longopts, int *longind) {
  return __getopt_scan(argc, argv, opts, longopts, longind, 1);
}
