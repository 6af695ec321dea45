// qsort.c — qsort as a stable merge sort through one temporary buffer
// per call (like glibc's, so equal elements end up in the same order as
// with glibc), with heapsort as the fallback when there is no memory.
//
// Moving elements must keep the capabilities of pointers inside them.
// The merge moves them with the runtime's memcpy, which carries the
// capabilities of the aligned words it copies and costs less than a
// loop of `void *` loads and stores carrying each word's capability
// inline (bench/suite/structsort.c: 10.7G instructions against 12.4G).
// Elements above 32 bytes are sorted indirectly, as glibc's merge sort
// does: an array of pointers to them is merged (each move one pointer)
// and the elements are then put in place by following the permutation's
// cycles, each element moved once instead of once per merge level.
// The heapsort fallback swaps elements that are whole 8-byte words at
// 8-aligned addresses a word at a time, anything else byte by byte.
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int (*Compare)(const void *, const void *);
typedef int (*CompareWithArg)(const void *, const void *, void *);

typedef struct {
  size_t size;
  int words;  // elements are whole aligned words (swap)
  Compare cmp;
  CompareWithArg cmp_r;  // qsort_r's comparator (cmp is null), given arg
  void *arg;
} Sorter;

static int compare(const Sorter *s, const void *a, const void *b) {
  return s->cmp ? s->cmp(a, b) : s->cmp_r(a, b, s->arg);
}

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
    if (compare(s, b1, b2) <= 0) {  // ties take the left one: stable
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
    if (child + 1 < n && compare(s, base + child * sz, base + (child + 1) * sz) < 0)
      child++;
    if (compare(s, base + i * sz, base + child * sz) >= 0)
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

// Sorts the pointers p[0..n) by the elements they point to, using tmp
// (room for n pointers).  The runtime's memcpy moves runs of pointers
// with their capabilities faster than a loop of pointer assignments.
static void merge_sort_pointers(const Sorter *s, char **p, size_t n, char **tmp) {
  if (n < 2)
    return;
  size_t n1 = n / 2, n2 = n - n1;
  char **p1 = p, **p2 = p + n1, **out = tmp;
  merge_sort_pointers(s, p1, n1, tmp);
  merge_sort_pointers(s, p2, n2, tmp);
  while (n1 > 0 && n2 > 0) {
    if (compare(s, *p1, *p2) <= 0) {  // ties take the left one: stable
      *out++ = *p1++;
      n1--;
    } else {
      *out++ = *p2++;
      n2--;
    }
  }
  if (n1 > 0)
    memcpy(out, p1, n1 * sizeof *p1);
  // The n2 pointers left of the right half are already in place.
  memcpy(p, tmp, (n - n2) * sizeof *p);
}

// p[i] points to the element that belongs at position i of base; moves
// each element there once by following the permutation's cycles, with
// one element saved in spare.
static void permute(char *base, size_t n, size_t size, char **p, char *spare) {
  for (size_t i = 0; i < n; i++) {
    char *here = base + i * size;
    if (p[i] == here)
      continue;
    memcpy(spare, here, size);
    size_t j = i;
    for (;;) {
      size_t from = (size_t)(p[j] - base) / size;
      p[j] = base + j * size;  // position j is done
      if (from == i) {
        memcpy(base + j * size, spare, size);
        break;
      }
      memcpy(base + j * size, base + from * size, size);
      j = from;
    }
  }
}

// The indirect sort of elements above 32 bytes; false when there is no
// memory for the pointers.
static bool sort_indirectly(const Sorter *s, char *base, size_t n) {
  size_t size = s->size;
  if (n > SIZE_MAX / (2 * sizeof(char *)))
    return false;
  char **p = malloc(2 * n * sizeof *p);
  char *spare = malloc(size);
  if (!p || !spare) {
    free(p);
    free(spare);
    return false;
  }
  for (size_t i = 0; i < n; i++)
    p[i] = base + i * size;
  merge_sort_pointers(s, p, n, p + n);
  permute(base, n, size, p, spare);
  free(p);
  free(spare);
  return true;
}

static void sort(Sorter *s, void *base, size_t n) {
  if (n < 2 || s->size == 0)
    return;
  if (s->size > 32 && sort_indirectly(s, base, n))
    return;
  s->words = s->size % 8 == 0 && (uintptr_t)base % 8 == 0;
  char *tmp = n <= SIZE_MAX / s->size ? malloc(n * s->size) : 0;
  if (tmp) {
    merge_sort(s, base, n, tmp);
    free(tmp);
  } else {
    heap_sort(s, base, n);
  }
}

void qsort(void *base, size_t n, size_t size, Compare cmp) {
  Sorter s = {size, 0, cmp, 0, 0};
  sort(&s, base, n);
}

// GNU's (and POSIX.1-2024's) qsort_r: the comparator also gets arg.
void qsort_r(void *base, size_t n, size_t size, CompareWithArg cmp, void *arg) {
  Sorter s = {size, 0, 0, cmp, arg};
  sort(&s, base, n);
}
