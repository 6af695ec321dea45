/* strsort.c -- string workload: make many pseudo-random strings on the heap,
 * sort the array of pointers with qsort and strcmp (so libc calls back into
 * the program through a function pointer), then hash the sorted order and
 * count the distinct strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long rng_state = 12345;

/* A 64-bit linear congruential generator; the high bits are the good ones. */
static unsigned long next_random(void) {
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return rng_state >> 33;
}

static char *random_string(void) {
  static const char alphabet[] = "etaoinshrdlucmfwypvbgkjqxz";
  int len = 3 + (int)(next_random() % 14);
  char *s = malloc(len + 1);
  if (!s) {
    puts("out of memory");
    exit(1);
  }
  for (int i = 0; i < len; i++)
    /* A skewed choice of letters, so that many strings share prefixes. */
    s[i] = alphabet[(next_random() % 26) * (next_random() % 26) / 26];
  s[len] = '\0';
  return s;
}

static int compare_strings(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* FNV-1a over the bytes of s, continuing from h. */
static unsigned long hash_string(unsigned long h, const char *s) {
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211UL;
  return h;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? strtol(argv[1], NULL, 10) : 150000;
  int rounds = 2;
  unsigned long h = 14695981039346656037UL;
  long distinct = 0;
  for (int r = 0; r < rounds; r++) {
    char **strings = malloc(n * sizeof(char *));
    if (!strings) {
      puts("out of memory");
      return 1;
    }
    for (long i = 0; i < n; i++)
      strings[i] = random_string();
    qsort(strings, n, sizeof(char *), compare_strings);
    distinct = 1;
    for (long i = 0; i < n; i++) {
      h = hash_string(h, strings[i]);
      if (i > 0 && strcmp(strings[i - 1], strings[i]) != 0)
        distinct++;
    }
    printf("round %d: first %s, last %s, %ld distinct\n", r, strings[0], strings[n - 1], distinct);
    for (long i = 0; i < n; i++)
      free(strings[i]);
    free(strings);
  }
  printf("checksum %lu\n", h);
  return 0;
}
