/* fannkuch.c -- local-array workload: fannkuch-redux, which permutes and
 * flips small int arrays.  The arrays are locals, so in safe mode they are
 * stack objects and every index is a checked access. */
#include <stdio.h>
#include <stdlib.h>

#define MAX_N 16

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10;
  int perm[MAX_N], perm1[MAX_N], count[MAX_N];
  int max_flips = 0, permutation = 0, r = n;
  long checksum = 0;
  if (n < 3 || n > MAX_N) {
    puts("n must be between 3 and 16");
    return 1;
  }
  for (int i = 0; i < n; i++)
    perm1[i] = i;
  for (;;) {
    for (; r != 1; r--)
      count[r - 1] = r;
    for (int i = 0; i < n; i++)
      perm[i] = perm1[i];
    int flips = 0;
    for (int k = perm[0]; k != 0; k = perm[0]) {
      for (int i = 0, j = k; i < j; i++, j--) {
        int t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
      }
      flips++;
    }
    if (flips > max_flips)
      max_flips = flips;
    checksum += permutation % 2 == 0 ? flips : -flips;
    /* The next permutation in the order the benchmark defines: rotate the
     * first r+1 elements until a counter does not wrap. */
    for (;;) {
      if (r == n) {
        printf("%ld\nPfannkuchen(%d) = %d\n", checksum, n, max_flips);
        return 0;
      }
      int first = perm1[0];
      for (int i = 0; i < r; i++)
        perm1[i] = perm1[i + 1];
      perm1[r] = first;
      count[r]--;
      if (count[r] > 0)
        break;
      r++;
    }
    permutation++;
  }
}
