// roundtrip_cmp.c — the round trip: a million random doubles
// (every bit pattern but NaNs equally likely, so all exponents, subnormals
// and infinities come up) printed by the safe libc's snprintf("%.17g")
// must give glibc's text, and its strtod must read that text back to the
// same bits.  Prints the counts; exits 1 on any difference.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int sc_snprintf(char *, size_t, const char *, ...);
double sc_strtod(const char *, char **);

static uint64_t rng = 0x243f6a8885a308d3ULL;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

int main(void) {
  long printed_differently = 0, read_differently = 0, n = 0;
  while (n < 1000000) {
    uint64_t bits = next();
    double d;
    memcpy(&d, &bits, 8);
    if (isnan(d))
      continue;
    n++;
    char ours[64], theirs[64];
    sc_snprintf(ours, sizeof ours, "%.17g", d);
    snprintf(theirs, sizeof theirs, "%.17g", d);
    if (strcmp(ours, theirs) && ++printed_differently <= 10)
      printf("%%.17g of %a: glibc \"%s\", ours \"%s\"\n", d, theirs, ours);
    double back = sc_strtod(ours, NULL);
    if (memcmp(&back, &d, 8) && ++read_differently <= 10)
      printf("strtod(\"%s\"): %a, want %a\n", ours, back, d);
  }
  printf("roundtrip_cmp: %ld doubles, %ld printed differently from glibc, %ld read back "
         "differently\n", n, printed_differently, read_differently);
  return printed_differently || read_differently;
}
