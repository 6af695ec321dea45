/* sieve.c -- byte-array workload: the sieve of Eratosthenes over a heap
 * array, repeated, so nearly every operation is a checked byte access. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Marks composites in flags[0..n) and returns the number of primes below n;
 * *last receives the largest of them. */
static long sieve(char *flags, long n, long *last) {
  long count = 0;
  memset(flags, 1, n);
  flags[0] = flags[1] = 0;
  for (long i = 2; i * i < n; i++)
    if (flags[i])
      for (long j = i * i; j < n; j += i)
        flags[j] = 0;
  for (long i = 2; i < n; i++)
    if (flags[i]) {
      count++;
      *last = i;
    }
  return count;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? strtol(argv[1], NULL, 10) : 2000000;
  int rounds = 40;
  char *flags = malloc(n);
  unsigned long checksum = 0;
  long count = 0, last = 0;
  if (!flags) {
    puts("out of memory");
    return 1;
  }
  for (int r = 0; r < rounds; r++) {
    /* Vary the bound a little so no round is a copy of the previous one. */
    count = sieve(flags, n - r * 1000, &last);
    checksum = checksum * 1000003 + (unsigned long)count + (unsigned long)last;
  }
  printf("primes below %ld: %ld, largest %ld\n", n - (rounds - 1) * 1000, count, last);
  printf("checksum %lu\n", checksum);
  free(flags);
  return 0;
}
