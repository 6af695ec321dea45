// strings.c — string.h, ctype.h, strtol family and friends, printed so
// that run-libc.sh can compare the safe build with glibc.
#define _GNU_SOURCE  // glibc declares strchrnul and memmem only then
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void show_strtol(const char *s, int base) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, base);
  int e1 = errno;
  errno = 0;
  unsigned long u = strtoul(s, &end, base);
  int e2 = errno;
  errno = 0;
  long long ll = strtoll(s, 0, base);
  int e3 = errno;
  printf("strtol(\"%s\", %d) = %ld e%d, ul %lu e%d, ll %lld e%d, rest [%s]\n", s, base, v, e1,
         u, e2, ll, e3, end);
}

static int sign_of(int r) {
  return (r > 0) - (r < 0);
}

// strcmp on strings that end exactly at the end of their objects (safe
// mode's strcmp reads 8 bytes at a time while both objects have 8 more),
// at offsets 0-2 into them, equal, differing at every position by bytes
// below and above 0x80, and one a prefix of the other: the signs, both
// ways round.
static void strcmp_sweep(void) {
  static const unsigned char vals[] = {0x01, 'a', 0x7f, 0x80, 0xff};
  for (int len = 0; len <= 19; len++) {
    char line[1024];
    int n = 0;
    for (int off = 0; off < 3; off++) {
      char *a = malloc(off + len + 1), *b = malloc(len + 1);
      for (int i = 0; i < len; i++)
        a[off + i] = b[i] = (char)('a' + (i * 7) % 26);
      a[off + len] = b[len] = 0;
      line[n++] = (char)('1' + sign_of(strcmp(a + off, b)));
      for (int k = 0; k < len; k++) {
        for (size_t v = 0; v < sizeof vals; v++) {
          char saved = a[off + k];
          a[off + k] = (char)vals[v];
          line[n++] = (char)('1' + sign_of(strcmp(a + off, b)));
          line[n++] = (char)('1' + sign_of(strcmp(b, a + off)));
          a[off + k] = saved;
        }
      }
      if (len > 0) {
        b[len - 1] = 0;
        line[n++] = (char)('1' + sign_of(strcmp(a + off, b)));
        line[n++] = (char)('1' + sign_of(strcmp(b, a + off)));
      }
      line[n++] = ' ';
      free(a);
      free(b);
    }
    // Equal strings in larger objects, with different bytes after their
    // terminators (read by a word that holds the terminator).
    char *a = malloc(40), *b = malloc(40);
    memset(a, 'x', 40);
    memset(b, 'y', 40);
    for (int i = 0; i < len; i++)
      a[i] = b[i] = (char)('A' + i);
    a[len] = b[len] = 0;
    line[n++] = (char)('1' + sign_of(strcmp(a, b)));
    free(a);
    free(b);
    line[n] = 0;
    printf("strcmp %d: %s\n", len, line);
  }
}

int main(void) {
  strcmp_sweep();
  const char *inputs[] = {"0", "42", "-42", "  +17xyz", "0x1F", "0X", "0xg", "077", "08", "z",
                          "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                          "-9223372036854775809", "18446744073709551615", "18446744073709551616",
                          "-1", "  -0x10", "", "   ", "1010", "zz", "-"};
  int bases[] = {0, 10, 16, 8, 2, 36};
  for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    for (size_t j = 0; j < 6; j++)
      show_strtol(inputs[i], bases[j]);
  printf("atoi %d %d %d, atol %ld, atoll %lld\n", atoi("123"), atoi("-9x"), atoi("x"),
         atol(" 2147483648"), atoll("-9000000000"));
  printf("strtoimax %jd strtoumax %ju\n", strtoimax("-77", 0, 0), strtoumax("0x7f", 0, 0));

  for (int c = -1; c < 256; c++) {
    printf("%d:%d%d%d%d%d%d%d%d%d%d%d%d %d %d\n", c, !!isalnum(c), !!isalpha(c), !!isblank(c),
           !!iscntrl(c), !!isdigit(c), !!isgraph(c), !!islower(c), !!isprint(c),
           !!ispunct(c), !!isspace(c), !!isupper(c), !!isxdigit(c), tolower(c), toupper(c));
  }

  char buf[64];
  strcpy(buf, "hello");
  strcat(buf, ", world");
  strncat(buf, "!!!!", 2);
  printf("%s %zu %zu\n", buf, strlen(buf), strnlen(buf, 3));
  printf("%d %d %d %d\n", strcmp("a", "b") < 0, strcmp("b", "a") > 0, strcmp("", ""),
         strncmp("abcd", "abcf", 3));
  printf("%d %d\n", strcmp("\xff", "a") > 0, memcmp("\x80", "\x01", 1) > 0);
  printf("%s|%s|%s|%s\n", strchr(buf, 'o'), strrchr(buf, 'o'), strstr(buf, "wor"),
         strpbrk(buf, ",!"));
  printf("%p %p %d\n", (void *)strchr(buf, 'q'), (void *)strstr(buf, "xyz"),
         strchr(buf, 0) == buf + strlen(buf));
  printf("%zu %zu %zu\n", strspn("aabbcc", "ab"), strcspn("hello;x", ";"), strspn("", "a"));
  memset(buf, 0, sizeof buf);
  strncpy(buf, "abc", 6);
  printf("%d %d %d\n", buf[3], buf[5], buf[6]);
  char s[] = "  one, two,,three  ";
  for (char *tok = strtok(s, " ,"); tok; tok = strtok(0, " ,"))
    printf("[%s]", tok);
  printf("\n");
  char *d = strdup("duplicate"), *nd = strndup("duplicate", 3);
  printf("%s %s\n", d, nd);
  free(d);
  free(nd);
  printf("%d %d\n", strcasecmp("HeLLo", "hello"), strncasecmp("abcX", "ABCy", 3));
  char m[] = "0123456789";
  memmove(m + 2, m, 5);
  printf("%s %d\n", m, (int)((char *)memchr(m, '9', 10) - m));
  for (int e = 0; e < 40; e++)
    printf("%d %s\n", e, strerror(e));
  {
    char fields[] = "a,,b;c";
    char *rest = fields, *tok;
    while ((tok = strsep(&rest, ",;")))
      printf("<%s>", tok);
    const char *abc = "abc";
    printf(" %d %d\n", (int)(strchrnul(abc, 'z') - abc), (int)(strchrnul(abc, 'b') - abc));
    char cp[16] = "xxxxxxxxxxxxxxx";
    char *after = memccpy(cp, "copy!rest", '!', 9);
    printf("%s %d\n", cp, (int)(after - cp));
    memset(cp, 'y', sizeof cp - 1);
    char *e = stpncpy(cp, "ab", 5);
    printf("%d %d %d %c\n", (int)(e - cp), cp[2], cp[4], cp[5]);
    const char hay[] = "find the needle here";
    printf("%d %p\n", (int)((const char *)memmem(hay, sizeof hay, "needle", 6) - hay),
           memmem(hay, sizeof hay, "pin", 3));
  }
  div_t q = div(-17, 5);
  ldiv_t lq = ldiv(17L, -5L);
  lldiv_t llq = lldiv(-17LL, -5LL);
  printf("%d %d %ld %ld %lld %lld\n", q.quot, q.rem, lq.quot, lq.rem, llq.quot, llq.rem);
  printf("%d %ld %lld\n", abs(INT_MIN + 1), labs(-5L), llabs(-6LL));
  return 0;
}
