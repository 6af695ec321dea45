// Using the C library: string.h, stdio.h (formatted output and input,
// files), stdlib.h conversions, ctype.h, errno.
#include "test.h"
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>

int main(void) {
  char buf[128];
  strcpy(buf, "hello");
  strcat(buf, ", world");
  CHECKS("hello, world", buf);
  CHECK(12, strlen(buf));
  CHECK(1, strchr(buf, 'o') == buf + 4);
  CHECK(1, strrchr(buf, 'o') == buf + 8);
  CHECK(1, strstr(buf, "wor") == buf + 7);
  CHECK(0, (long)strstr(buf, "xyz"));
  CHECK(1, strcmp("abc", "abd") < 0);
  CHECK(1, strcmp("b", "abc") > 0);
  CHECK(0, strncmp("abcx", "abcy", 3));
  CHECK(5, strspn("aaabbbccc", "ab") - 1);
  CHECK(3, strcspn("abc;def", ";"));
  strncpy(buf, "xy", 5);
  CHECK(0, buf[4]);
  memset(buf, 'z', 4);
  buf[4] = 0;
  CHECKS("zzzz", buf);
  strcpy(buf, "0123456789");
  memmove(buf + 2, buf, 5);          // overlapping
  CHECKS("0101234789", buf);
  memcpy(buf, "ab", 2);
  CHECK(0, memcmp(buf, "ab0123", 6));
  CHECK(1, memchr(buf, '3', 10) == buf + 5);
  {
    char s[] = "a,b,,c";
    char *tok = strtok(s, ",");
    int n = 0;
    while (tok) {
      n++;
      tok = strtok(0, ",");
    }
    CHECK(3, n);
    char *d = strdup("dup");
    CHECKS("dup", d);
    free(d);
  }

  sprintf(buf, "%d|%5d|%-5d|%05d|%x|%X|%o|%c|%s|%%", 42, 42, 42, 42, 255, 255, 8, 'q', "str");
  CHECKS("42|   42|42   |00042|ff|FF|10|q|str|%", buf);
  sprintf(buf, "%ld %lu %lld %llu %hd %hhu", -1L, ULONG_MAX, LLONG_MIN, 0ULL, (short)-5, (unsigned char)300);
  CHECKS("-1 18446744073709551615 -9223372036854775808 0 -5 44", buf);
  sprintf(buf, "%p %s %.2s %*d %-*d|", (void *)0x1234, "x", "abcdef", 4, 7, 3, 8);
  CHECKS("0x1234 x ab    7 8  |", buf);
  sprintf(buf, "%" PRId64 " %" PRIu32 " %zu %td", (int64_t)-7, (uint32_t)7, sizeof(int), (ptrdiff_t)-3);
  CHECKS("-7 7 4 -3", buf);
  CHECK(9, snprintf(0, 0, "hello %s", "you"));
  {
    int a, b;
    char w[16];
    double d;
    CHECK(4, sscanf("12 -34 word 2.5", "%d %d %15s %lf", &a, &b, w, &d));
    CHECK(12, a);
    CHECK(-34, b);
    CHECKS("word", w);
    CHECKF(2.5, d);
    unsigned x;
    CHECK(1, sscanf("ff", "%x", &x));
    CHECK(255, x);
  }
  {
    FILE *f = tmpfile();
    CHECK(1, f != 0);
    fprintf(f, "line one\nline %d\n", 2);
    fputs("third\n", f);
    fputc('!', f);
    rewind(f);
    char line[32];
    CHECKS("line one\n", fgets(line, sizeof line, f));
    CHECKS("line 2\n", fgets(line, sizeof line, f));
    CHECKS("third\n", fgets(line, sizeof line, f));
    CHECK('!', fgetc(f));
    CHECK(EOF, fgetc(f));
    CHECK(1, feof(f) != 0);
    fseek(f, 5, SEEK_SET);
    CHECK(5, ftell(f));
    CHECK('o', getc(f));
    ungetc('X', f);
    CHECK('X', getc(f));
    rewind(f);
    int nums[4] = {1, 2, 3, 4}, back[4];
    fwrite(nums, sizeof(int), 4, f);
    rewind(f);
    CHECK(4, fread(back, sizeof(int), 4, f));
    CHECK(4, back[3]);
    fclose(f);
  }
  CHECK(42, atoi("42abc"));
  CHECK(-17, atol("  -17"));
  {
    char *end;
    CHECK(255, strtol("0xff", &end, 16));
    CHECK(255, strtol("0xff", &end, 0));
    CHECK(8, strtol("010", &end, 0));
    CHECK(5, strtol("101", &end, 2));
    CHECK(35, strtol("z", &end, 36));
    CHECK(123, strtol("123xyz", &end, 10));
    CHECKS("xyz", end);
    errno = 0;
    CHECK(LONG_MAX, strtol("99999999999999999999", &end, 10));
    CHECK(ERANGE, errno);
    CHECKU(ULONG_MAX, strtoul("18446744073709551615", 0, 10));
    CHECKF(0.125, strtod("1.25e-1", &end));
  }
  CHECK(5, abs(-5));
  CHECK(5, labs(-5L));
  {
    div_t dv = div(17, 5);
    CHECK(3, dv.quot);
    CHECK(2, dv.rem);
    ldiv_t ld = ldiv(-17L, 5L);
    CHECK(-3, ld.quot);
    CHECK(-2, ld.rem);
  }
  CHECK(1, isalpha('a') != 0);
  CHECK(0, isalpha('1') != 0);
  CHECK(1, isdigit('7') != 0);
  CHECK(1, isspace('\t') != 0);
  CHECK(1, isupper('Q') != 0);
  CHECK('A', toupper('a'));
  CHECK('z', tolower('Z'));
  CHECK('1', toupper('1'));
  CHECK(1, isxdigit('F') != 0);
  CHECK(1, ispunct('!') != 0);
  {
    FILE *f = fopen("/nonexistent/dir/file", "r");
    CHECK(0, (long)f);
    CHECK(ENOENT, errno);
    CHECK(1, strlen(strerror(ENOENT)) > 0);
  }
  return 0;
}
