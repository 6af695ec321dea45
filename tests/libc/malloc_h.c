// malloc_h.c — <malloc.h>: malloc_usable_size is at least the size asked
// for and all of it can be written; memalign, valloc and pvalloc align as
// glibc does (memalign rounds an alignment up to a power of two; pvalloc
// rounds the size to whole pages), their results can be freed, and the
// failures set errno.  Usable sizes are compared, never printed: glibc's
// include its chunks' slack, ours are exact.
#include <errno.h>
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Fills all of p's usable bytes and reads them back: 1 when every byte
// kept its value.
static int fill_usable(unsigned char *p, size_t usable) {
  memset(p, 0xa5, usable);
  for (size_t i = 0; i < usable; i++)
    if (p[i] != 0xa5)
      return 0;
  return 1;
}

static void usable(const char *what, void *p, size_t asked) {
  size_t u = malloc_usable_size(p);
  printf("%s %zu: %s, usable >= asked %d, filled %d\n", what, asked, p ? "ok" : "null",
         u >= asked, p ? fill_usable(p, u) : 0);
}

static size_t pow2_at_least(size_t a) {
  size_t r = 1;
  while (r < a)
    r <<= 1;
  return r;
}

int main(void) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  printf("usable(NULL) = %zu\n", malloc_usable_size(NULL));

  static const size_t sizes[] = {0, 1, 5, 15, 16, 17, 100, 1000, 4096, 5000, 70000, 1 << 20};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    void *p = malloc(sizes[i]);
    usable("malloc", p, sizes[i]);
    p = realloc(p, sizes[i] * 2 + 3);
    usable("realloc", p, sizes[i] * 2 + 3);
    free(p);
    p = calloc(sizes[i], 1);
    usable("calloc", p, sizes[i]);
    free(p);
  }

  static const size_t aligns[] = {0, 1, 8, 16, 24, 32, 64, 100, 128, 1000, 4096, 8192};
  for (size_t i = 0; i < sizeof aligns / sizeof aligns[0]; i++)
    for (size_t j = 0; j < 4; j++) {
      size_t n = sizes[j * 3 + 1];
      unsigned char *p = memalign(aligns[i], n);
      size_t want = pow2_at_least(aligns[i] < 16 ? 16 : aligns[i]);
      printf("memalign(%zu, %zu): aligned %d, ", aligns[i], n, (uintptr_t)p % want == 0);
      usable("memalign", p, n);
      free(p);
    }

  for (size_t j = 0; j < sizeof sizes / sizeof sizes[0]; j++) {
    size_t n = sizes[j];
    void *p = valloc(n);
    printf("valloc(%zu): page-aligned %d, ", n, (uintptr_t)p % page == 0);
    usable("valloc", p, n);
    free(p);
    p = pvalloc(n);
    size_t rounded = (n + page - 1) / page * page;
    printf("pvalloc(%zu): page-aligned %d, ", n, (uintptr_t)p % page == 0);
    usable("pvalloc", p, rounded);
    free(p);
  }

  volatile size_t huge = SIZE_MAX - 100;  // volatile: gcc would warn
  errno = 0;
  void *p = memalign(SIZE_MAX / 2 + 2, 10);
  printf("memalign(SIZE_MAX / 2 + 2): %s, EINVAL %d\n", p ? "ok" : "null", errno == EINVAL);
  errno = 0;
  p = memalign(64, huge);
  printf("memalign(64, huge): %s, ENOMEM %d\n", p ? "ok" : "null", errno == ENOMEM);
  errno = 0;
  p = valloc(huge);
  printf("valloc(huge): %s, ENOMEM %d\n", p ? "ok" : "null", errno == ENOMEM);
  errno = 0;
  p = pvalloc(huge);
  printf("pvalloc(huge): %s, ENOMEM %d\n", p ? "ok" : "null", errno == ENOMEM);

  // Whatever malloc_trim finds, it answers 0 or 1.
  for (int i = 0; i < 100; i++)
    free(malloc(10000));
  int t = malloc_trim(0);
  printf("malloc_trim(0): 0 or 1: %d\n", t == 0 || t == 1);
  t = malloc_trim(1 << 20);
  printf("malloc_trim(1 MiB): 0 or 1: %d\n", t == 0 || t == 1);
  return 0;
}
