// qsort.c — qsort as a stable merge sort through one temporary buffer
// per call (like glibc's, so equal elements end up in the same order as
// with glibc), with heapsort as the fallback when there is no memory.
//
// Moving elements must keep the capabilities of pointers inside them.
// The merge moves them with the runtime's memcpy, which carries the
// capabilities of the aligned words it copies and costs less than a
// loop of `void *` loads and stores carrying each word's capability
// inline (bench/suite/structsort.c: 10.7G instructions against 12.4G).
// The heapsort fallback swaps elements that are whole 8-byte words at
// 8-aligned addresses a word at a time, anything else byte by byte.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int (*Compare)(const void *, const void *);

typedef struct {
  size_t size;
  int words;  // elements are whole aligned words (swap)
  Compare cmp;
} Sorter;

static void move(const Sorter *s, char *dst, const char *src) {
  memcpy(dst, src, s->size);
}

// Sorts b[0..n) using tmp (room for n elements).
static void merge_sort(const Sorter *s, char *b, size_t n, char *tmp) {
  if (n < 2)
    return;
  size_t n1 = n / 2, n2 = n - n1, sz = s->size;
  char *b1 = b, *b2 = b + n1 * sz, *out = tmp;
  merge_sort(s, b1, n1, tmp);
  merge_sort(s, b2, n2, tmp);
  while (n1 > 0 && n2 > 0) {
    if (s->cmp(b1, b2) <= 0) {  // ties take the left one: stable
      move(s, out, b1);
      b1 += sz;
      n1--;
    } else {
      move(s, out, b2);
      b2 += sz;
      n2--;
    }
    out += sz;
  }
  if (n1 > 0)
    memcpy(out, b1, n1 * sz);
  // The n2 elements left of the right half are already in place.
  memcpy(b, tmp, (n - n2) * sz);
}

static void swap(const Sorter *s, char *a, char *b) {
  if (s->words) {
    void **x = (void **)a, **y = (void **)b;
    size_t words = s->size / 8;
    for (size_t i = 0; i < words; i++) {
      void *t = x[i];
      x[i] = y[i];
      y[i] = t;
    }
  } else {
    size_t size = s->size;
    for (size_t i = 0; i < size; i++) {
      char t = a[i];
      a[i] = b[i];
      b[i] = t;
    }
  }
}

// Moves the element at index i down the max-heap of n elements.
static void sift_down(const Sorter *s, char *base, size_t i, size_t n) {
  size_t sz = s->size;
  for (;;) {
    size_t child = 2 * i + 1;
    if (child >= n)
      return;
    if (child + 1 < n && s->cmp(base + child * sz, base + (child + 1) * sz) < 0)
      child++;
    if (s->cmp(base + i * sz, base + child * sz) >= 0)
      return;
    swap(s, base + i * sz, base + child * sz);
    i = child;
  }
}

static void heap_sort(const Sorter *s, char *b, size_t n) {
  for (size_t i = n / 2; i-- > 0;)
    sift_down(s, b, i, n);
  for (size_t end = n - 1; end > 0; end--) {
    swap(s, b, b + end * s->size);
    sift_down(s, b, 0, end);
  }
}

void qsort(void *base, size_t n, size_t size, Compare cmp) {
  if (n < 2 || size == 0)
    return;
  Sorter s = {size, size % 8 == 0 && (uintptr_t)base % 8 == 0, cmp};
  char *tmp = n <= SIZE_MAX / size ? malloc(n * size) : 0;
  if (tmp) {
    merge_sort(&s, base, n, tmp);
    free(tmp);
  } else {
    heap_sort(&s, base, n);
  }
}
