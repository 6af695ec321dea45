// scanf_cmp.c — the safe libc's sscanf against glibc's: the return value,
// the consumed count (%n) and every stored value, for numeric, string,
// character and scanset conversions over generated and edge inputs.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int sc_sscanf(const char *, const char *, ...);

static long checked, bad;
static uint64_t rng = 99;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

// Runs fmt (one conversion followed by %n) on input with both libraries;
// the destination is a union big enough for any conversion.
static void one(const char *fmt, const char *input) {
  union { long long ll; double d; long double ld; char s[64]; } a, b;
  int na = -1, nb = -1;
  memset(&a, 0x55, sizeof a);
  memset(&b, 0x55, sizeof b);
  int ra = sc_sscanf(input, fmt, &a, &na), rb = sscanf(input, fmt, &b, &nb);
  checked++;
  if (ra != rb || na != nb || memcmp(&a, &b, sizeof a)) {
    if (bad++ < 25)
      printf("fmt \"%s\" input \"%s\": glibc %d n=%d, ours %d n=%d%s\n", fmt, input, rb, nb, ra,
             na, memcmp(&a, &b, sizeof a) ? " (values differ)" : "");
  }
}

int main(void) {
  static const char *inputs[] = {
    "0", "42", "-17", "+5", "  123abc", "0x1F", "0X", "0xz", "077", "08", "-0x10", "1e5",
    "3.25", "-.5", ".", "1.5e", "1.5e+", "0x1.8p3", "inf", "-INFINITY", "nan", "nanx", "infin",
    "9223372036854775807", "9223372036854775808", "18446744073709551616", "-1", "abc",
    "hello world", "  \t\n x", "", "   ", "a]b", "-", "+", "0.000001", "1e400", "4294967296",
    "12345678901234567890", "0b101", "00", "0x", "1,2", "key=value"};
  static const char *convs[] = {"%d", "%i", "%u", "%o", "%x", "%X", "%ld", "%lld", "%hd", "%hhd",
                                "%hu", "%lu", "%lx", "%li", "%f", "%lf", "%Lf", "%e", "%g", "%a",
                                "%s", "%c", "%5c", "%[a-z]", "%[^=]", "%[]a]", "%3d", "%2s",
                                "%4lf", "%1i", "%2x", "%3[0-9]", " %c", "%*d%d", "%zu", "%jd"};
  char fmt[32];
  for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    for (size_t j = 0; j < sizeof convs / sizeof convs[0]; j++) {
      snprintf(fmt, sizeof fmt, "%s%%n", convs[j]);
      one(fmt, inputs[i]);
    }
  for (int i = 0; i < 20000; i++) {  // random short strings of number-ish characters
    char in[16];
    const char *alphabet = "0123456789+-.xXeEpPaAfFiInN \t";
    int n = (int)(next() % 10);
    for (int k = 0; k < n; k++)
      in[k] = alphabet[next() % 29];
    in[n] = 0;
    snprintf(fmt, sizeof fmt, "%s%%n", convs[next() % 20]);
    one(fmt, in);
  }
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
