// getopt_long_option.c — reading one long option: --name, --name=value,
// --name value, any unambiguous prefix of a name, getopt_long_only's
// single dash and -W name.  A file of its own, so that getopt pulls in
// the scanner's pieces but not getopt_long (a program may bring its own).
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "getopt_impl.h"

#define st __getopt_state

// Two options a prefix may match without being ambiguous: they would do
// the same thing, whichever was meant.
static int same_effect(const struct option *a, const struct option *b) {
  return a->has_arg == b->has_arg && a->flag == b->flag && a->val == b->val;
}

// "prog: option '--fo' is ambiguous; possibilities: '--foo' '--fox'": the
// first match, then every later one that does something else (with
// long_only, every later one).
static void report_ambiguous(char **argv, const struct option *longopts, int first,
                             size_t len, int long_only, const char *prefix) {
  flockfile(stderr);
  fprintf(stderr, "%s: option '%s%s' is ambiguous; possibilities:", argv[0], prefix, st.next);
  fprintf(stderr, " '%s%s'", prefix, longopts[first].name);
  for (int i = first + 1; longopts[i].name; i++)
    if (strncmp(longopts[i].name, st.next, len) == 0 &&
        (long_only || !same_effect(&longopts[first], &longopts[i])))
      fprintf(stderr, " '%s%s'", prefix, longopts[i].name);
  fprintf(stderr, "\n");
  funlockfile(stderr);
}

// The long option at st.next (past its prefix: "--", "-" or "-W ").
// Returns -1, having consumed nothing, when getopt_long_only should read
// the argument as short options instead.
int __getopt_long_option(int argc, char **argv, const char *opts,
                         const struct option *longopts, int *longind, int long_only,
                         int quiet, const char *prefix) {
  char *name = st.next;
  size_t len = 0;
  while (name[len] && name[len] != '=')
    len++;

  // An exact match wins; otherwise a prefix must be unambiguous.
  int found = -1;
  for (int i = 0; longopts[i].name && found < 0; i++)
    if (strncmp(longopts[i].name, name, len) == 0 && longopts[i].name[len] == '\0')
      found = i;
  if (found < 0) {
    int ambiguous = 0;
    for (int i = 0; longopts[i].name; i++) {
      if (strncmp(longopts[i].name, name, len) != 0)
        continue;
      if (found < 0)
        found = i;
      else if (long_only || !same_effect(&longopts[found], &longopts[i]))
        ambiguous = 1;
    }
    if (ambiguous) {
      if (!quiet)
        report_ambiguous(argv, longopts, found, len, long_only, prefix);
      st.next = 0;
      optind++;
      st.optopt = 0;
      return '?';
    }
  }
  if (found < 0) {
    if (long_only && argv[optind][1] != '-' && strchr(opts, *name))
      return -1;
    if (!quiet)
      fprintf(stderr, "%s: unrecognized option '%s%s'\n", argv[0], prefix, name);
    st.next = 0;
    optind++;
    st.optopt = 0;
    return '?';
  }

  const struct option *o = &longopts[found];
  optind++;
  st.next = 0;
  if (name[len] == '=') {
    if (o->has_arg == no_argument) {
      if (!quiet)
        fprintf(stderr, "%s: option '%s%s' doesn't allow an argument\n", argv[0], prefix,
                o->name);
      st.optopt = o->val;
      return '?';
    }
    optarg = name + len + 1;
  } else if (o->has_arg == required_argument) {
    if (optind >= argc) {
      if (!quiet)
        fprintf(stderr, "%s: option '%s%s' requires an argument\n", argv[0], prefix, o->name);
      st.optopt = o->val;
      return opts[0] == ':' ? ':' : '?';
    }
    optarg = argv[optind++];
  }
  if (longind)
    *longind = found;
  if (o->flag) {
    *o->flag = o->val;
    return 0;
  }
  return o->val;
}
