// getopt.c — getopt with GNU semantics, and the scanner getopt_long shares.
//
// Unless the option string starts with '+' (or POSIXLY_CORRECT is set),
// operands are skipped and argv is permuted as the scan goes, so that in
// the end every option comes before every operand and optind points at the
// first operand.  A leading '-' returns each operand instead, as option 1
// with the operand in optarg.  After that prefix, a ':' makes a missing
// argument return ':' and silences the messages.  "--" ends the options.
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "getopt_impl.h"

char *optarg;
int optind = 1, opterr = 1, optopt = '?';

struct getopt_state __getopt_state;

#define st __getopt_state

static int is_operand(const char *arg) {
  return arg[0] != '-' || arg[1] == '\0';
}

// Reverses argv[from..to).  The elements are pointers: they move as char *
// values, so their capabilities move with them.
static void reverse(char **argv, int from, int to) {
  while (from < to - 1) {
    char *t = argv[from];
    argv[from] = argv[to - 1];
    argv[to - 1] = t;
    from++;
    to--;
  }
}

// The options found since the last operand run, argv[last..optind), go
// in front of the operands argv[first..last); each group keeps its order.
static void operands_behind_options(char **argv) {
  reverse(argv, st.first, st.last);
  reverse(argv, st.last, optind);
  reverse(argv, st.first, optind);
  st.first += optind - st.last;
  st.last = optind;
}

// The first call, or the first after optind = 0: the ordering comes from
// the option string (and the environment) of this call.
static void start(const char *opts) {
  if (optind == 0)
    optind = 1;
  st.first = st.last = optind;
  st.next = 0;
  if (opts[0] == '-')
    st.order = GETOPT_AS_ONE;
  else if (opts[0] == '+' || getenv("POSIXLY_CORRECT"))
    st.order = GETOPT_IN_ORDER;
  else
    st.order = GETOPT_PERMUTE;
  st.started = 1;
}

// Reports a missing argument for the short option c.
static int missing_argument(char **argv, const char *opts, int quiet, char c) {
  if (!quiet)
    fprintf(stderr, "%s: option requires an argument -- '%c'\n", argv[0], c);
  st.optopt = c;
  return opts[0] == ':' ? ':' : '?';
}

// The next option character of the current argument (st.next).
static int short_option(int argc, char **argv, const char *opts,
                        const struct option *longopts, int *longind, int quiet) {
  char c = *st.next++;
  const char *spec = c == ':' || c == ';' ? 0 : strchr(opts, c);
  // optind moves on as soon as the argument's last character is taken.
  if (*st.next == '\0')
    optind++;
  if (!spec) {
    if (!quiet)
      fprintf(stderr, "%s: invalid option -- '%c'\n", argv[0], c);
    st.optopt = c;
    return '?';
  }
  // "W;" in the option string: -W foo and -Wfoo mean --foo.
  if (spec[0] == 'W' && spec[1] == ';' && longopts) {
    if (*st.next == '\0') {
      if (optind == argc)
        return missing_argument(argv, opts, quiet, c);
      st.next = argv[optind];
    }
    return __getopt_long_option(argc, argv, opts, longopts, longind, 0, quiet, "-W ");
  }
  if (spec[1] != ':')
    return c;
  if (*st.next) {
    // The rest of the argument is the option's argument.
    optarg = st.next;
    optind++;
  } else if (spec[2] != ':') {
    // A required argument is the next element, if there is one.
    if (optind == argc) {
      st.next = 0;
      return missing_argument(argv, opts, quiet, c);
    }
    optarg = argv[optind++];
  }
  st.next = 0;
  return c;
}

// Advances to the next argument that holds options, permuting argv on
// the way, and returns -1 when there is none or an operand's result.  It
// returns 0 when argv[optind] holds options.
static int next_argument(int argc, char **argv) {
  // The caller may have moved optind back (and changed argv).
  if (st.last > optind)
    st.last = optind;
  if (st.first > optind)
    st.first = optind;
  if (st.order == GETOPT_PERMUTE) {
    if (st.first != st.last && st.last != optind)
      operands_behind_options(argv);
    else if (st.last != optind)
      st.first = optind;
    while (optind < argc && is_operand(argv[optind]))
      optind++;
    st.last = optind;
  }
  if (optind != argc && strcmp(argv[optind], "--") == 0) {
    // The rest are operands; "--" itself goes in front of the skipped ones.
    optind++;
    if (st.first != st.last && st.last != optind)
      operands_behind_options(argv);
    else if (st.first == st.last)
      st.first = optind;
    st.last = argc;
    optind = argc;
  }
  if (optind == argc) {
    if (st.first != st.last)
      optind = st.first;
    return -1;
  }
  if (is_operand(argv[optind])) {
    if (st.order == GETOPT_IN_ORDER)
      return -1;
    optarg = argv[optind++];
    return 1;
  }
  return 0;
}

static int scan(int argc, char **argv, const char *opts, const struct option *longopts,
                int *longind, int long_only) {
  optarg = 0;
  if (argc < 1)
    return -1;
  if (optind == 0 || !st.started)
    start(opts);
  if (opts[0] == '+' || opts[0] == '-')
    opts++;
  int quiet = !opterr || opts[0] == ':';
  if (!st.next || *st.next == '\0') {
    int r = next_argument(argc, argv);
    if (r)
      return r;
    char *arg = argv[optind];
    if (longopts && arg[1] == '-') {
      st.next = arg + 2;
      return __getopt_long_option(argc, argv, opts, longopts, longind, long_only, quiet, "--");
    }
    // getopt_long_only: "-f" is the short option f when there is one,
    // anything longer is first tried as a long option.
    if (longopts && long_only && (arg[2] || !strchr(opts, arg[1]))) {
      st.next = arg + 1;
      r = __getopt_long_option(argc, argv, opts, longopts, longind, long_only, quiet, "-");
      if (r != -1)
        return r;
    }
    st.next = arg + 1;
  }
  return short_option(argc, argv, opts, longopts, longind, quiet);
}

// argv is declared const for the caller's sake only: the permutation
// writes it, as in every GNU-compatible getopt.
int __getopt_scan(int argc, char *const argv[], const char *opts,
                  const struct option *longopts, int *longind, int long_only) {
  int r = scan(argc, (char **)argv, opts, longopts, longind, long_only);
  optopt = st.optopt;
  return r;
}

int getopt(int argc, char *const argv[], const char *opts) {
  return __getopt_scan(argc, argv, opts, 0, 0, 0);
}
