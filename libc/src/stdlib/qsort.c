// qsort.c — qsort as heapsort: O(n log n) in every case, no recursion, no
// extra memory.  Elements are exchanged with memcpy through a 16-aligned
// local buffer in chunks that are multiples of 8 bytes, so the runtime's
// memcpy carries the capabilities of the pointers inside them.
#include <stdlib.h>
#include <string.h>

typedef int (*Compare)(const void *, const void *);

static void swap(char *a, char *b, size_t size) {
  _Alignas(16) char tmp[256];
  while (size > 0) {
    size_t k = size < sizeof tmp ? size : sizeof tmp;
    memcpy(tmp, a, k);
    memcpy(a, b, k);
    memcpy(b, tmp, k);
    a += k;
    b += k;
    size -= k;
  }
}

// Moves the element at index i down the max-heap of n elements.
static void sift_down(char *base, size_t i, size_t n, size_t size, Compare cmp) {
  for (;;) {
    size_t child = 2 * i + 1;
    if (child >= n)
      return;
    if (child + 1 < n && cmp(base + child * size, base + (child + 1) * size) < 0)
      child++;
    if (cmp(base + i * size, base + child * size) >= 0)
      return;
    swap(base + i * size, base + child * size, size);
    i = child;
  }
}

void qsort(void *base, size_t n, size_t size, Compare cmp) {
  char *b = base;
  if (n < 2 || size == 0)
    return;
  for (size_t i = n / 2; i-- > 0;)
    sift_down(b, i, n, size, cmp);
  for (size_t end = n - 1; end > 0; end--) {
    swap(b, b + end * size, size);
    sift_down(b, 0, end, size, cmp);
  }
}
