// regex_cmp.c — regcomp/regexec of the safe libc against glibc's, on
// random patterns (fixed seeds): 150,000 built from regex pieces in basic
// and extended syntax with every cflags combination, each matched against
// random subjects with random eflags and nmatch 1 or 10 (result, and every
// offset); then 60,000 strings of special characters, for the compile
// errors and the bracket expressions.
//
// Kept out, because glibc departs from POSIX there (libc/src/regex_impl.h):
// back-references (tests/libc/regex.c has them), \B, and newlines in the
// subject when the pattern has ^ or $ and REG_NEWLINE is not set.
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  size_t re_nsub;
  void *prog;
} my_regex_t;
int sc_regcomp(my_regex_t *, const char *, int);
int sc_regexec(const my_regex_t *, const char *, size_t, regmatch_t *, int);
void sc_regfree(my_regex_t *);

static unsigned long long rs;
static unsigned rnd(void) {
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return (unsigned)(rs >> 11);
}

static const char *ere_atoms[] = {
  "a", "b", "c", "x", ".", "[ab]", "[^a]", "[a-c]", "(", ")", "|", "*", "+", "?", "{1,2}", "{2}",
  "{0,1}", "{,2}", "{1,}", "^", "$", "[[:alpha:]]", "()", "\\<", "\\>", "\\b", "\\w", "\\W", "(a|b)",
  "(a*)", "(|a)", "(a|)", "\\.", "[]a]", "ab", "{", "}", "[x-z]", "\\s", "\\`", "\\'",
};
static const char *bre_atoms[] = {
  "a", "b", "c", "x", ".", "[ab]", "[^a]", "\\(", "\\)", "*", "\\{1,2\\}", "\\{2\\}", "\\{0,1\\}",
  "^", "$", "\\|", "\\+", "\\?", "\\(a*\\)", "\\(a\\|b\\)", "ab", "\\<", "\\w", "[[:digit:]]", "\\{",
  "\\}", "{", "+", "?", "|", "(", ")",
};

static int bad;

static void show(const char *what, int cf, int ef, int nm, const char *pat, const char *s, int rg, const regmatch_t *a,
                 int rm, const regmatch_t *b, size_t nsub) {
  if (++bad > 20)
    return;
  printf("%s cflags=%d eflags=%d nmatch=%d pattern=[%s] subject=[", what, cf, ef, nm, pat);
  for (const char *q = s; q && *q; q++)
    printf(*q == '\n' ? "\\n" : "%c", *q);
  printf("] glibc=%d", rg);
  for (size_t i = 0; !rg && a && i <= nsub && i < 10; i++)
    printf(" (%d,%d)", a[i].rm_so, a[i].rm_eo);
  printf(" ours=%d", rm);
  for (size_t i = 0; !rm && b && i <= nsub && i < 10; i++)
    printf(" (%d,%d)", b[i].rm_so, b[i].rm_eo);
  printf("\n");
}

// Matches SUBJECT with both, and compares.
static void compare_exec(regex_t *g, my_regex_t *m, int cf, const char *pat, const char *s, int ef, int nm) {
  regmatch_t a[10], b[10];
  memset(a, 0x55, sizeof a);
  memset(b, 0x55, sizeof b);
  int rg = regexec(g, s, (size_t)nm, a, ef), rm = sc_regexec(m, s, (size_t)nm, b, ef);
  if (rg != rm || (!rg && memcmp(a, b, sizeof a)))
    show("EXEC", cf, ef, nm, pat, s, rg, a, rm, b, g->re_nsub);
}

// Compiles PAT with both; 1 if both compiled (and agree).
static int compare_comp(regex_t *g, my_regex_t *m, const char *pat, int cf) {
  int rg = regcomp(g, pat, cf), rm = sc_regcomp(m, pat, cf);
  if (rg != rm || (!rg && g->re_nsub != m->re_nsub)) {
    show("COMP", cf, 0, 0, pat, 0, rg, 0, rm, 0, 0);
    if (!rg)
      regfree(g);
    if (!rm)
      sc_regfree(m);
    return 0;
  }
  return !rg;
}

static void pieces(long n) {
  rs = 88172645463325252ULL;
  for (long it = 0; it < n; it++) {
    int ere = rnd() & 1;
    const char **atoms = ere ? ere_atoms : bre_atoms;
    int na = ere ? (int)(sizeof ere_atoms / sizeof *ere_atoms) : (int)(sizeof bre_atoms / sizeof *bre_atoms);
    char pat[200] = "";
    for (int i = 0, k = 1 + rnd() % 7; i < k; i++)
      strcat(pat, atoms[rnd() % na]);
    int cf = (ere ? REG_EXTENDED : 0) | (rnd() % 8 == 0 ? REG_ICASE : 0) | (rnd() % 6 == 0 ? REG_NEWLINE : 0);
    regex_t g;
    my_regex_t m;
    if (!compare_comp(&g, &m, pat, cf))
      continue;
    int no_newline = !(cf & REG_NEWLINE) && (strchr(pat, '^') || strchr(pat, '$'));
    for (int j = 0; j < 6; j++) {
      char s[32];
      int len = (int)(rnd() % (j < 4 ? 9 : 30));
      for (int i = 0; i < len; i++) {
        s[i] = "aabbcxA\n_ "[rnd() % 10];
        if (no_newline && s[i] == '\n')
          s[i] = 'b';
      }
      s[len] = 0;
      int ef = (rnd() % 5 == 0 ? REG_NOTBOL : 0) | (rnd() % 7 == 0 ? REG_NOTEOL : 0);
      compare_exec(&g, &m, cf, pat, s, ef, rnd() % 4 == 0 ? 1 : 10);
    }
    regfree(&g);
    sc_regfree(&m);
  }
}

static void characters(long n) {
  static const char *classes[] = {"[:alpha:]", "[:digit:]", "[:foo:]", "[.a.]", "[=b=]", "[.ab.]",
                                  "[:upper:]", "[:lower:]", "[.-.]", "[:space:]", "[:punct:]"};
  static const char *subjects[] = {"", "a", "abz-A]^:.", "Z9 _-", "[]", "{1}", "aaAA((", "\\", "x:y"};
  const char *alpha = "[]^-:.=a-z\\(){},*+?|$0129AZ_ ";
  int na = (int)strlen(alpha);
  rs = 1234567;
  for (long it = 0; it < n; it++) {
    char pat[64];
    int len = (int)(rnd() % 14);
    for (int i = 0; i < len; i++)
      pat[i] = alpha[rnd() % na];
    pat[len] = 0;
    if (rnd() % 3 == 0) {
      char t[64];
      int at = (int)(rnd() % (unsigned)(len + 1));
      snprintf(t, sizeof t, "%.*s%s%s", at, pat, classes[rnd() % 11], pat + at);
      strcpy(pat, t);
    }
    int skip = 0;
    for (const char *q = pat; *q; q++)
      if (*q == '\\' && (q[1] == 'B' || (q[1] >= '1' && q[1] <= '9')))
        skip = 1;  // no \B, no back-references
    if (skip)
      continue;
    for (int cf = 0; cf < 8; cf++) {
      int flags = (cf & 1 ? REG_EXTENDED : 0) | (cf & 2 ? REG_ICASE : 0) | (cf & 4 ? REG_NEWLINE : 0);
      regex_t g;
      my_regex_t m;
      if (!compare_comp(&g, &m, pat, flags))
        continue;
      for (int j = 0; j < 9; j++)
        compare_exec(&g, &m, flags, pat, subjects[j], 0, 10);
      regfree(&g);
      sc_regfree(&m);
    }
  }
}

int main(void) {
  pieces(150000);
  characters(60000);
  printf("regex_cmp: %d differences\n", bad);
  return bad != 0;
}
