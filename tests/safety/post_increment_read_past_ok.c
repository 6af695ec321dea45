// The twin of post_increment_read_past.c: the loop reads exactly the
// array, and a string walk tests `*s` before each `*s++`.
// expect: ok
#include "safety.h"

static unsigned long hash(const char *s) {
  unsigned long h = 5381;
  while (*s)
    h = h * 33 ^ (unsigned char)*s++;
  return h;
}

int main(void) {
  int n = opaque(4);
  int *a = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    a[i] = i + 1;
  int *p = a, sum = 0;
  for (int i = 0; i < n; i++)
    sum += *p++;
  printf("%d %lu\n", sum, hash("post increment"));
  return 0;
}
