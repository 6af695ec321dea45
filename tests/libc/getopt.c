// getopt.c — getopt, getopt_long and getopt_long_only with GNU semantics:
// each argument vector is scanned to the end and every result, optarg,
// optind, optopt, longindex and flag is printed, then the final order of
// argv.  The error messages (stderr) are compared with glibc's too.
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { SHORT, LONG, LONG_ONLY };

static int flag_debug, flag_dry;

static const struct option longs[] = {
    {"verbose", no_argument, 0, 'v'},
    {"output", required_argument, 0, 'o'},
    {"color", optional_argument, 0, 'c'},
    {"colour", optional_argument, 0, 'c'},  // "colo" means either: not ambiguous
    {"debug", no_argument, &flag_debug, 7},
    {"dry-run", no_argument, &flag_dry, 1},  // "d" is ambiguous
    {"file", required_argument, 0, 'f'},
    {"fix", no_argument, 0, 'x'},  // "fi" is ambiguous
    {"files", required_argument, 0, 'f'},
    {"help", no_argument, 0, 'h'},
    {"all", no_argument, 0, 1000},
    {"almost", no_argument, 0, 1001},
    {"al", no_argument, 0, 1002},  // "al" is exact, "alm" a prefix
    {"b", no_argument, 0, 1003},   // for getopt_long_only: -b is short, -bx long?
    {"quiet", no_argument, 0, 'q'},
    {0, 0, 0, 0},
};

static int cases, failures;

static void show(int c) {
  if (c > ' ' && c < 127)
    printf("'%c'", c);
  else
    printf("%d", c);
}

// Runs one vector (null-terminated, argv[0] first) to the end.
static void run(int mode, int err, const char *opts, const char *const *args) {
  char *v[40];
  int argc = 0;
  while (args[argc]) {
    v[argc] = (char *)args[argc];
    argc++;
  }
  v[argc] = 0;
  cases++;
  printf("== case %d: %s \"%s\" opterr=%d:", cases,
         mode == SHORT ? "getopt" : mode == LONG ? "getopt_long" : "getopt_long_only", opts, err);
  for (int i = 1; i < argc; i++)
    printf(" [%s]", v[i]);
  printf("\n");
  fflush(stdout);
  fprintf(stderr, "== case %d\n", cases);
  optind = 0;
  opterr = err;
  flag_debug = flag_dry = 0;
  for (int n = 0; n < 40; n++) {
    int li = -1;
    int c = mode == SHORT ? getopt(argc, v, opts)
            : mode == LONG ? getopt_long(argc, v, opts, longs, &li)
                           : getopt_long_only(argc, v, opts, longs, &li);
    printf("  ");
    show(c);
    printf(" optind=%d optopt=", optind);
    show(optopt);
    if (optarg)
      printf(" optarg=[%s]", optarg);
    if (li >= 0)
      printf(" longindex=%d", li);
    if (flag_debug || flag_dry)
      printf(" debug=%d dry=%d", flag_debug, flag_dry);
    printf("\n");
    if (c == -1)
      break;
  }
  printf("  argv:");
  for (int i = 0; i < argc; i++)
    printf(" %s", v[i]);
  printf("\n  operands:");
  for (int i = optind; i < argc; i++)
    printf(" %s", v[i]);
  printf("\n");
}

#define RUN(mode, err, opts, ...) run(mode, err, opts, (const char *const[]){"prog", __VA_ARGS__, 0})

static void check(int ok, const char *what, long got, long expected) {
  if (!ok) {
    failures++;
    printf("FAILED: %s: got %ld, expected %ld\n", what, got, expected);
  } else {
    printf("%s: ok\n", what);
  }
}

int main(void) {
  // The initial values, before any call.
  check(optind == 1 && opterr == 1 && optopt == '?' && optarg == 0, "initial optind, opterr, optopt, optarg",
        optind * 1000 + optopt, 1000 + '?');

  // Short options: clusters, attached and separate arguments.
  RUN(SHORT, 1, "abc:d", "-a", "-b", "-c", "arg", "-d");
  RUN(SHORT, 1, "abc:d", "-abd", "-carg", "-bcx", "-ac", "y");
  RUN(SHORT, 1, "abc:d", "-c", "-a", "-c-b");
  RUN(SHORT, 1, "abc:d", "-ab", "-c");
  RUN(SHORT, 1, "abc:d", "-abc");
  // Permutation: operands anywhere, options found after them.
  RUN(SHORT, 1, "abc:d", "x", "-a", "y", "z", "-c", "v", "w", "-b");
  RUN(SHORT, 1, "abc:d", "one", "two", "-ab", "three", "-d", "four", "five");
  RUN(SHORT, 1, "abc:d", "one", "two");
  RUN(SHORT, 1, "abc:d", "-a", "-b");
  RUN(SHORT, 1, "abc:d", "x", "-");
  RUN(SHORT, 1, "abc:d", "-", "-a", "-", "x");
  // "--" ends the options, wherever it is.
  RUN(SHORT, 1, "abc:d", "-a", "--", "-b", "x");
  RUN(SHORT, 1, "abc:d", "x", "-a", "--", "-b", "y");
  RUN(SHORT, 1, "abc:d", "x", "y", "--", "-b");
  RUN(SHORT, 1, "abc:d", "--");
  RUN(SHORT, 1, "abc:d", "--", "--");
  RUN(SHORT, 1, "abc:d", "x", "--");
  RUN(SHORT, 1, "abc:d", "-c", "--", "-a", "x");
  // '+': stop at the first operand.
  RUN(SHORT, 1, "+abc:d", "-a", "x", "-b");
  RUN(SHORT, 1, "+abc:d", "x", "-a");
  RUN(SHORT, 1, "+abc:d", "-a", "--", "-b");
  // '-': operands come back as option 1.
  RUN(SHORT, 1, "-abc:d", "x", "-a", "y", "-cz", "--", "-b", "w");
  RUN(SHORT, 1, "-abc:d", "-", "-a");
  // Optional arguments: only attached.
  RUN(SHORT, 1, "ab::c", "-b", "x", "-bvalue", "-ab", "-abv", "-c");
  // Errors, with messages and without.
  RUN(SHORT, 1, "abc:d", "-x", "-a", "-?", "-:", "-axb");
  RUN(SHORT, 0, "abc:d", "-x", "-a", "-?", "-:", "-axb");
  RUN(SHORT, 1, "abc:d", "-a", "-c");
  RUN(SHORT, 0, "abc:d", "-a", "-c");
  RUN(SHORT, 1, ":abc:d", "-x", "-c");
  RUN(SHORT, 1, "+:abc:d", "-x", "-c");
  RUN(SHORT, 1, "-:abc:d", "-x", "y", "-c");
  RUN(SHORT, 1, ":abc:d", "-ac");
  RUN(SHORT, 1, "abc;", "-;", "-c");
  RUN(SHORT, 1, "abc:d", "--foo", "-a");
  // Plain getopt reads "--foo" as short options.
  RUN(SHORT, 1, "-fo", "--foo");
  RUN(SHORT, 1, "ab", "-a", "x", "--", "y", "-b");

  // Long options.
  RUN(LONG, 1, "vo:c::", "--verbose", "--output=file", "--output", "file2", "--color", "--color=auto");
  RUN(LONG, 1, "vo:c::", "--color", "always", "--colour=never", "--colo", "--col=x");
  RUN(LONG, 1, "vo:c::", "--verb", "--out=f", "--o", "g", "--help", "--h");
  RUN(LONG, 1, "vo:c::", "--debug", "--dry", "x", "--dr", "--de");
  RUN(LONG, 1, "vo:c::", "--d", "--fi", "--fi=x", "--fil", "f", "--file=", "--files=y");
  RUN(LONG, 0, "vo:c::", "--d", "--fi", "--fi=x");
  RUN(LONG, 1, "vo:c::", "--al", "--a", "--alm", "--all");
  RUN(LONG, 1, "vo:c::", "--bogus", "--bogus=1", "--verbose=1", "--help=", "--output");
  RUN(LONG, 0, "vo:c::", "--bogus", "--bogus=1", "--verbose=1", "--help=", "--output");
  RUN(LONG, 1, ":vo:c::", "--bogus", "--verbose=1", "--output");
  RUN(LONG, 1, "vo:c::", "x", "--verbose", "y", "--output", "z", "w", "-v", "--", "--help");
  RUN(LONG, 1, "-vo:c::", "x", "--verbose", "y", "--output", "z", "w");
  RUN(LONG, 1, "+vo:c::", "--verbose", "y", "--output", "z");
  RUN(LONG, 1, "vo:c::", "-vo", "x", "-c", "--=x", "-v-", "--");
  RUN(LONG, 1, "vo:c::", "--");
  RUN(LONG, 1, "vo:c::W;", "-W", "verbose", "-Wout=x", "-W", "bogus", "-W");
  RUN(LONG, 1, "vo:c::W;", "-W", "output");
  RUN(LONG, 1, "vo:c::W;", "-Wd");
  RUN(LONG, 1, "vo:c::", "--quiet", "-q");

  // getopt_long_only: a single dash may start a long option.
  RUN(LONG_ONLY, 1, "vo:c::b", "-verbose", "-output=x", "-v", "-o", "y", "-help");
  RUN(LONG_ONLY, 1, "vo:c::b", "-b", "-bx", "-vo", "z", "-c", "-co");
  RUN(LONG_ONLY, 1, "vo:c::b", "-al", "-a", "-alm", "--all", "-col");
  RUN(LONG_ONLY, 1, "vo:c::b", "-d", "-fi", "-xyz", "-vx", "-q");
  RUN(LONG_ONLY, 0, "vo:c::b", "-d", "-fi", "-xyz", "-vx", "-q");
  RUN(LONG_ONLY, 1, "vo:c::b", "-colo=1", "-colour", "x", "-", "--");

  // POSIXLY_CORRECT makes every scan stop at the first operand.
  setenv("POSIXLY_CORRECT", "1", 1);
  RUN(SHORT, 1, "ab", "-a", "x", "-b");
  RUN(LONG, 1, "-ab", "-a", "x", "-b");
  unsetenv("POSIXLY_CORRECT");
  RUN(SHORT, 1, "ab", "-a", "x", "-b");

  // optind = 1 (not 0) starts a new vector after a finished scan, keeping
  // the ordering of the first call.
  {
    char *a[] = {"prog", "-a", "x", "-b", 0};
    char *b[] = {"prog", "y", "-b", "-a", "z", 0};
    optind = 0;
    opterr = 1;
    int r1 = getopt(4, a, "ab"), r2 = getopt(4, a, "ab"), r3 = getopt(4, a, "ab");
    printf("first vector: %d %d %d optind=%d %s %s %s\n", r1, r2, r3, optind, a[1], a[2], a[3]);
    optind = 1;
    r1 = getopt(5, b, "ab");
    r2 = getopt(5, b, "ab");
    r3 = getopt(5, b, "ab");
    printf("second vector: %d %d %d optind=%d %s %s %s %s\n", r1, r2, r3, optind, b[1], b[2], b[3],
           b[4]);
    // Restarting in the middle of a cluster with optind = 0.
    char *c[] = {"prog", "-abc", "-b", 0};
    optind = 0;
    r1 = getopt(3, c, "abc");
    optind = 0;
    r2 = getopt(3, c, "abc");
    r3 = getopt(3, c, "abc");
    printf("restart: %c %c %c optind=%d\n", r1, r2, r3, optind);
    // argc 0 returns -1 at once.
    optind = 0;
    check(getopt(0, c, "abc") == -1, "argc 0", 0, 0);
    // optopt is the last error's option, 0 before one, on every call.
    optind = 0;
    optopt = 'z';
    r1 = getopt(3, c, "abc");
    printf("optopt after a good option: %d\n", optopt);
    char *d[] = {"prog", "-y", "-a", 0};
    optind = 0;
    opterr = 0;
    r1 = getopt(3, d, "a");
    int o1 = optopt;
    r2 = getopt(3, d, "a");
    printf("optopt: %c then %d (%c %c)\n", o1, optopt, r1, r2);
    opterr = 1;
  }
  // A long option's flag and longindex.
  {
    static const struct option lo[] = {
        {"set", no_argument, &flag_debug, 42},
        {"name", required_argument, 0, 'n'},
        {0, 0, 0, 0},
    };
    char *v[] = {"prog", "--set", "--name", "me", "--na=you", 0};
    int idx = -1;
    optind = 0;
    int r = getopt_long(5, v, "", lo, &idx);
    check(r == 0 && flag_debug == 42 && idx == 0, "flag pointer stores val", flag_debug, 42);
    r = getopt_long(5, v, "", lo, &idx);
    check(r == 'n' && idx == 1 && strcmp(optarg, "me") == 0, "separate argument", r, 'n');
    r = getopt_long(5, v, "", lo, 0);
    check(r == 'n' && strcmp(optarg, "you") == 0, "null longindex", r, 'n');
    r = getopt_long(5, v, "", lo, &idx);
    check(r == -1 && optind == 5, "end", optind, 5);
  }
  printf("%d cases, %d failures\n", cases, failures);
  return failures != 0;
}
