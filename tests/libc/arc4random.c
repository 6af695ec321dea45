// arc4random.c — arc4random, arc4random_buf, arc4random_uniform.  Their
// values are random, so only properties are printed: arc4random_uniform
// stays below its bound and reaches every value of a small range, the
// bounds 0 and 1 give 0, arc4random_buf fills what it is given (and
// nothing past it), and errno is left alone.
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  static const uint32_t bounds[] = {2, 3, 7, 10, 100, 1000, 65536, 2147483648u, 3000000000u,
                                    4294967295u};
  for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
    uint32_t n = bounds[b], max = 0;
    int ok = 1;
    for (int i = 0; i < 20000; i++) {
      uint32_t r = arc4random_uniform(n);
      ok &= r < n;
      if (r > max)
        max = r;
    }
    // 20,000 draws reach the top tenth of any range but the tiniest odds.
    printf("uniform(%u): all below: %s, reaches the top tenth: %s\n", n, ok ? "yes" : "no",
           max >= n - n / 10 - 1 ? "yes" : "no");
  }
  int seen[10] = {0}, all = 1;
  for (int i = 0; i < 10000; i++)
    seen[arc4random_uniform(10)]++;
  for (int i = 0; i < 10; i++)
    all &= seen[i] > 700 && seen[i] < 1300;
  printf("uniform(10): every value about a tenth of the time: %s\n", all ? "yes" : "no");
  printf("uniform(0) %u, uniform(1) %u\n", arc4random_uniform(0), arc4random_uniform(1));

  uint32_t ored = 0, anded = 0xffffffff;
  for (int i = 0; i < 1000; i++) {
    uint32_t r = arc4random();
    ored |= r;
    anded &= r;
  }
  printf("arc4random: every bit seen set %s, every bit seen clear %s\n",
         ored == 0xffffffff ? "yes" : "no", anded == 0 ? "yes" : "no");

  unsigned char buf[300];
  memset(buf, 0, sizeof buf);
  arc4random_buf(buf + 10, 256);
  int zeros = 0;
  for (int i = 10; i < 266; i++)
    zeros += buf[i] == 0;
  int outside = 0;
  for (int i = 0; i < 10; i++)
    outside |= buf[i];
  for (int i = 266; i < 300; i++)
    outside |= buf[i];
  printf("arc4random_buf: mostly nonzero %s, nothing written outside %s\n",
         zeros < 20 ? "yes" : "no", outside ? "no" : "yes");
  arc4random_buf(buf, 0);
  static unsigned char big[100000];
  arc4random_buf(big, sizeof big);
  printf("a big buffer's last bytes are filled: %s\n",
         big[sizeof big - 1] | big[sizeof big - 2] | big[sizeof big - 3] ? "yes" : "no");
  errno = 1234;
  arc4random();
  printf("errno kept: %s\n", errno == 1234 ? "yes" : "no");
  return 0;
}
