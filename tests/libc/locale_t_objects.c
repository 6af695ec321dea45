// locale_t_objects.c — POSIX locale objects: newlocale with each name
// under each kind of category mask, its failures and their errno, a base
// changed in place (and left alone by a failure), duplocale (of
// LC_GLOBAL_LOCALE too) and freelocale, uselocale's answers, and how the
// thread's locale, not the global one, decides MB_CUR_MAX,
// nl_langinfo(CODESET), mbrtowc, wcrtomb, mbstowcs, the wide classes and
// printf's %ls.  A new thread starts with the global locale, and its
// uselocale is its own.  Its output must be the same with safe mode and
// with glibc.
#define _GNU_SOURCE
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

static int failures;

static void expect(int ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

// What the thread's locale is now, as the multibyte functions see it.
static void show_current(const char *label) {
  mbstate_t st;
  memset(&st, 0, sizeof st);
  wchar_t wc = 0;
  errno = 0;
  size_t r = mbrtowc(&wc, "\xc3\xa9", 2, &st);
  int e = errno;
  char out[8] = {0};
  memset(&st, 0, sizeof st);
  size_t w = wcrtomb(out, 0x20ac, &st);
  printf("%s: MB_CUR_MAX %zu, CODESET %s, mbrtowc(c3 a9) %zd (%#x%s), wcrtomb(20ac) %zd", label,
         MB_CUR_MAX, nl_langinfo(CODESET), (ssize_t)r, (unsigned)wc, e == EILSEQ ? ", EILSEQ" : "",
         (ssize_t)w);
  for (size_t i = 0; w != (size_t)-1 && i < w; i++)
    printf(" %02x", (unsigned char)out[i]);
  printf(", iswalpha(e9) %d, towupper(e9) %#x\n", iswalpha(0xe9) != 0, (unsigned)towupper(0xe9));
}

// The codeset and MB_CUR_MAX of l, installed for a moment.
static void describe(locale_t l) {
  locale_t old = uselocale(l);
  printf("CODESET %s, MB_CUR_MAX %zu", nl_langinfo(CODESET), MB_CUR_MAX);
  uselocale(old);
}

static const struct { const char *name; int mask; } masks[] = {
  {"LC_CTYPE_MASK", LC_CTYPE_MASK}, {"LC_NUMERIC_MASK", LC_NUMERIC_MASK},
  {"LC_TIME_MASK", LC_TIME_MASK}, {"LC_COLLATE_MASK", LC_COLLATE_MASK},
  {"LC_MONETARY_MASK", LC_MONETARY_MASK}, {"LC_MESSAGES_MASK", LC_MESSAGES_MASK},
  {"LC_PAPER_MASK", LC_PAPER_MASK}, {"LC_NAME_MASK", LC_NAME_MASK},
  {"LC_ADDRESS_MASK", LC_ADDRESS_MASK}, {"LC_TELEPHONE_MASK", LC_TELEPHONE_MASK},
  {"LC_MEASUREMENT_MASK", LC_MEASUREMENT_MASK},
  {"LC_IDENTIFICATION_MASK", LC_IDENTIFICATION_MASK},
  {"LC_CTYPE_MASK|LC_TIME_MASK", LC_CTYPE_MASK | LC_TIME_MASK},
  {"LC_ALL_MASK", LC_ALL_MASK}, {"1 << LC_ALL", 1 << LC_ALL}, {"0", 0},
  {"LC_ALL_MASK|1 << LC_ALL", LC_ALL_MASK | 1 << LC_ALL}, {"1 << 13", 1 << 13},
};

// glibc remembers a name it failed to find and fails again without
// setting errno, so a failure is shown as EINVAL or "not found" here;
// exact_errors() checks ENOENT with names never tried before.
static void each_name_and_mask(void) {
  static const char *names[] = {"C", "POSIX", "C.UTF-8", "C.utf8", "C.utf-8@x", "", "xx_YY",
                                "C.UTF-8/x", "en_US.UTF-8"};
  for (size_t n = 0; n < sizeof names / sizeof names[0]; n++)
    for (size_t m = 0; m < sizeof masks / sizeof masks[0]; m++) {
      errno = 0;
      locale_t l = newlocale(masks[m].mask, names[n], 0);
      printf("newlocale(%s, \"%s\"): ", masks[m].name, names[n]);
      if (l) {
        describe(l);
        freelocale(l);
      } else {
        printf("fails, %s", errno == EINVAL ? "EINVAL" : "not found");
      }
      printf("\n");
    }
}

static void exact_errors(void) {
  static const struct { int mask; const char *name; } bad[] = {
    {LC_CTYPE_MASK, "nowhere1"}, {LC_NUMERIC_MASK, "nowhere2"}, {LC_ALL_MASK, "nowhere3"},
    {LC_CTYPE_MASK, "C.ISO-8859-1"}, {LC_CTYPE_MASK, "C/x"}, {LC_CTYPE_MASK, ".."},
    {LC_ALL_MASK | 1 << 13, "C"}, {-1, "C"}, {LC_CTYPE_MASK, 0}, {0, 0},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    errno = 0;
    locale_t l = newlocale(bad[i].mask, bad[i].name, 0);
    printf("newlocale(%#x, %s): %s, errno %s\n", bad[i].mask, bad[i].name ? bad[i].name : "NULL",
           l ? "made" : "fails", errno == EINVAL ? "EINVAL" : errno == ENOENT ? "ENOENT" : "other");
    if (l)
      freelocale(l);
  }
  // A mask of 0 looks nothing up.
  locale_t l = newlocale(0, "nowhere4", 0);
  printf("newlocale(0, nowhere4): %s\n", l ? "made" : "fails");
  if (l)
    freelocale(l);
}

// Composite names: the parts of the categories asked for must be there.
static void composites(void) {
  static const char *names[] = {
    "LC_CTYPE=C.UTF-8;LC_NUMERIC=C",
    "LC_NUMERIC=C;LC_CTYPE=C.utf8;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
    "LC_CTYPE=C.utf8;LC_ALL=C", "LC_CTYPE=C;LC_CTYPE=C.utf8;",
  };
  static const int ms[] = {LC_CTYPE_MASK, LC_NUMERIC_MASK, LC_TIME_MASK, LC_ALL_MASK};
  for (size_t n = 0; n < sizeof names / sizeof names[0]; n++)
    for (size_t m = 0; m < sizeof ms / sizeof ms[0]; m++) {
      errno = 0;
      locale_t l = newlocale(ms[m], names[n], 0);
      printf("composite %zu, mask %#x: ", n, ms[m]);
      if (l) {
        describe(l);
        freelocale(l);
      } else {
        printf("fails, %s", errno == EINVAL ? "EINVAL" : "not found");
      }
      printf("\n");
    }
}

// Leaves no locale variable set ("" is then "C").
static void clear_environment(void) {
  static const char *vars[] = {"LC_ALL", "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE",
                               "LC_MONETARY", "LC_MESSAGES", "LC_PAPER", "LC_NAME",
                               "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT",
                               "LC_IDENTIFICATION", "LANG"};
  for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
    unsetenv(vars[i]);
}

// "" reads LC_ALL, then LC_<category>, then LANG, for each category.
static void from_environment(void) {
  static const struct { const char *lc_all, *lc_ctype, *lc_time, *lang; } envs[] = {
    {0, 0, 0, 0}, {0, 0, 0, "C.UTF-8"}, {"", "", 0, "C.utf8"}, {"C", 0, 0, "C.UTF-8"},
    {0, "POSIX", 0, "C.UTF-8"}, {0, "C.utf8", "nowhere5", "C"}, {"C.UTF-8", "x", "y", "z"},
  };
  static const int ms[] = {LC_CTYPE_MASK, LC_TIME_MASK, LC_NUMERIC_MASK, LC_ALL_MASK};
  for (size_t e = 0; e < sizeof envs / sizeof envs[0]; e++) {
    const char *vals[] = {envs[e].lc_all, envs[e].lc_ctype, envs[e].lc_time, envs[e].lang};
    const char *names[] = {"LC_ALL", "LC_CTYPE", "LC_TIME", "LANG"};
    for (int v = 0; v < 4; v++) {
      if (vals[v])
        setenv(names[v], vals[v], 1);
      else
        unsetenv(names[v]);
    }
    for (size_t m = 0; m < sizeof ms / sizeof ms[0]; m++) {
      locale_t l = newlocale(ms[m], "", 0);
      printf("environment %zu, mask %#x: ", e, ms[m]);
      if (l) {
        describe(l);
        freelocale(l);
      } else {
        printf("fails");
      }
      printf("\n");
    }
  }
  clear_environment();
}

// newlocale with a base, duplocale, freelocale.
static void bases_and_copies(void) {
  locale_t u = newlocale(LC_CTYPE_MASK, "C.UTF-8", 0);
  expect(u != 0, "newlocale C.UTF-8");
  locale_t v = newlocale(LC_NUMERIC_MASK | LC_TIME_MASK, "C", u);  // u is v's now
  expect(v != 0, "newlocale with a base");
  printf("base keeps its LC_CTYPE: ");
  describe(v);
  printf("\n");
  errno = 0;
  locale_t w = newlocale(LC_CTYPE_MASK, "nowhere6", v);
  printf("a failure with a base: %s, errno %s; the base: ", w ? "made" : "fails",
         errno == ENOENT ? "ENOENT" : "other");
  describe(v);
  printf("\n");
  locale_t d = duplocale(v);
  v = newlocale(LC_CTYPE_MASK, "POSIX", v);  // changes v, not its copy
  printf("copy: ");
  describe(d);
  printf("; changed base: ");
  describe(v);
  printf("\n");
  freelocale(v);
  printf("copy after the original is freed: ");
  describe(d);
  printf("\n");
  freelocale(d);
  // duplocale(LC_GLOBAL_LOCALE) copies the global locale as it is now.
  setlocale(LC_ALL, "C");
  locale_t g1 = duplocale(LC_GLOBAL_LOCALE);
  setlocale(LC_CTYPE, "C.UTF-8");
  locale_t g2 = duplocale(LC_GLOBAL_LOCALE);
  setlocale(LC_ALL, "C");
  printf("copies of the global locale: ");
  describe(g1);
  printf("; ");
  describe(g2);
  printf("\n");
  freelocale(g1);
  freelocale(g2);
}

static void switching(void) {
  setlocale(LC_ALL, "C");
  locale_t utf8 = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
  locale_t c = newlocale(LC_ALL_MASK, "C", 0);
  expect(uselocale(0) == LC_GLOBAL_LOCALE, "a thread starts with the global locale");
  show_current("global C");
  expect(uselocale(utf8) == LC_GLOBAL_LOCALE, "uselocale returns the global locale");
  expect(uselocale(0) == utf8, "uselocale(0) is the thread's");
  show_current("thread C.UTF-8");
  printf("setlocale(LC_ALL, NULL) is still %s\n", setlocale(LC_ALL, NULL));
  wchar_t ws[8];
  size_t n = mbstowcs(ws, "a\xe2\x82\xac", 8);
  char buf[16];
  int len = snprintf(buf, sizeof buf, "%ls", L"\xe9\x20ac");
  printf("mbstowcs %zu, snprintf %%ls %d\n", n, len);
  expect(uselocale(c) == utf8, "uselocale returns the thread's previous locale");
  show_current("thread C");
  n = mbstowcs(ws, "a\xe2\x82\xac", 8);
  len = snprintf(buf, sizeof buf, "%ls", L"\xe9");
  printf("mbstowcs %zd, snprintf %%ls %d\n", (ssize_t)n, len);
  setlocale(LC_ALL, "C.UTF-8");  // the global one changes, the thread's does not
  show_current("thread C, global C.UTF-8");
  expect(uselocale(LC_GLOBAL_LOCALE) == c, "back to the global locale");
  show_current("global C.UTF-8");
  expect(uselocale(0) == LC_GLOBAL_LOCALE, "uselocale(0) after LC_GLOBAL_LOCALE");
  setlocale(LC_ALL, "C");
  // A locale whose only C.UTF-8 category is not LC_CTYPE.
  locale_t numeric = newlocale(LC_NUMERIC_MASK, "C.UTF-8", 0);
  uselocale(numeric);
  show_current("thread with C.UTF-8 LC_NUMERIC only");
  uselocale(LC_GLOBAL_LOCALE);
  freelocale(numeric);
  freelocale(utf8);
  freelocale(c);
}

// The thread starts with the global locale ("C"), not main's (C.UTF-8);
// it installs C.UTF-8 and then "C" of its own, which main never sees.
struct report {
  char text[400];
  locale_t utf8, c;
};

static void *thread_main(void *arg) {
  struct report *r = arg;
  size_t k = 0;
  k += (size_t)snprintf(r->text + k, sizeof r->text - k,
                        "thread starts global: %d, MB_CUR_MAX %zu;",
                        uselocale(0) == LC_GLOBAL_LOCALE, MB_CUR_MAX);
  uselocale(r->utf8);
  k += (size_t)snprintf(r->text + k, sizeof r->text - k, " C.UTF-8: MB_CUR_MAX %zu, %s;",
                        MB_CUR_MAX, nl_langinfo(CODESET));
  uselocale(r->c);
  k += (size_t)snprintf(r->text + k, sizeof r->text - k, " C: MB_CUR_MAX %zu, %s", MB_CUR_MAX,
                        nl_langinfo(CODESET));
  return 0;
}

static void threads(void) {
  setlocale(LC_ALL, "C");
  locale_t main_l = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
  struct report r;
  r.utf8 = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
  r.c = newlocale(LC_CTYPE_MASK, "C", 0);
  uselocale(main_l);
  pthread_t t;
  if (pthread_create(&t, 0, thread_main, &r) != 0) {
    printf("pthread_create failed\n");
    failures++;
    return;
  }
  pthread_join(t, 0);
  printf("%s\n", r.text);
  printf("main thread's locale kept: %d, MB_CUR_MAX %zu\n", uselocale(0) == main_l, MB_CUR_MAX);
  uselocale(LC_GLOBAL_LOCALE);
  freelocale(main_l);
  freelocale(r.utf8);
  freelocale(r.c);
}

int main(void) {
  printf("LC_ALL_MASK %#x, LC_CTYPE_MASK %#x, LC_IDENTIFICATION_MASK %#x\n", LC_ALL_MASK,
         LC_CTYPE_MASK, LC_IDENTIFICATION_MASK);
  clear_environment();
  each_name_and_mask();
  exact_errors();
  composites();
  from_environment();
  bases_and_copies();
  switching();
  threads();
  printf("%d failures\n", failures);
  return failures != 0;
}
