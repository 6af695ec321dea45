/* getopt.h - GNU getopt: getopt, getopt_long and getopt_long_only, with
   glibc's semantics (argument permutation, optional arguments, long
   options and their unambiguous prefixes). */
#ifndef _GETOPT_H
#define _GETOPT_H

#define no_argument 0
#define required_argument 1
#define optional_argument 2

struct option {
  const char *name;
  int has_arg;  /* no_argument, required_argument or optional_argument */
  int *flag;    /* if not null, *flag = val and the result is 0 */
  int val;
};

extern char *optarg;
extern int optind, opterr, optopt;

int getopt(int, char *const[], const char *);
int getopt_long(int, char *const[], const char *, const struct option *, int *);
int getopt_long_only(int, char *const[], const char *, const struct option *, int *);

#endif
