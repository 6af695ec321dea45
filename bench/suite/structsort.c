/* structsort.c -- bench/run-suite.sh: sort an array of records through
 * function pointers.  Each pass sorts the array with libc's qsort and then
 * with a hand-written merge sort (which calls the comparator through a
 * pointer and moves whole structs), under four comparators in turn: by id,
 * by score, by name (strcmp on a string member) and by group/stamp.  Every
 * comparator ends in the unique id, so the order is total and the result
 * does not depend on the qsort algorithm.  Prints an order checksum per sort.
 *
 *   structsort [N]       (default 100000 records)
 *
 * Stresses: indirect calls, struct copies, strcmp, qsort's callbacks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct record {
  int id;
  short group;
  double score;
  long stamp;
  char name[20];
};

typedef int (*compare_fn)(const void *, const void *);

static int by_id(const void *a, const void *b) {
  const struct record *x = a, *y = b;
  return (x->id > y->id) - (x->id < y->id);
}

static int by_score(const void *a, const void *b) {
  const struct record *x = a, *y = b;
  if (x->score < y->score) return 1;   /* descending */
  if (x->score > y->score) return -1;
  return by_id(a, b);
}

static int by_name(const void *a, const void *b) {
  const struct record *x = a, *y = b;
  int c = strcmp(x->name, y->name);
  return c ? c : by_id(a, b);
}

static int by_group_stamp(const void *a, const void *b) {
  const struct record *x = a, *y = b;
  if (x->group != y->group) return x->group < y->group ? -1 : 1;
  if (x->stamp != y->stamp) return x->stamp > y->stamp ? -1 : 1;   /* newest first */
  return by_id(a, b);
}

static void merge_sort(struct record *a, struct record *tmp, size_t n, compare_fn cmp) {
  if (n < 2) return;
  if (n <= 8) {   /* insertion sort for short runs */
    for (size_t i = 1; i < n; i++) {
      struct record r = a[i];
      size_t j = i;
      while (j > 0 && cmp(&a[j - 1], &r) > 0) {
        a[j] = a[j - 1];
        j--;
      }
      a[j] = r;
    }
    return;
  }
  size_t half = n / 2;
  merge_sort(a, tmp, half, cmp);
  merge_sort(a + half, tmp, n - half, cmp);
  if (cmp(&a[half - 1], &a[half]) <= 0) return;
  size_t i = 0, j = half, k = 0;
  while (i < half && j < n) tmp[k++] = cmp(&a[i], &a[j]) <= 0 ? a[i++] : a[j++];
  while (i < half) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, n * sizeof *a);
}

static unsigned long long seed = 88172645463325252ULL;

static unsigned long next_random(void) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned long)(seed >> 33);
}

/* Order checksum; also counts adjacent pairs out of order (must be 0). */
static unsigned long order_sum(const struct record *a, size_t n, compare_fn cmp, long *bad) {
  unsigned long h = 5381;
  for (size_t i = 0; i < n; i++) {
    h = h * 1000003UL + (unsigned long)a[i].id;
    if (i > 0 && cmp(&a[i - 1], &a[i]) >= 0) (*bad)++;
  }
  return h;
}

/* Scramble the order with a fixed Fisher-Yates shuffle. */
static void shuffle(struct record *a, size_t n) {
  for (size_t i = n - 1; i > 0; i--) {
    size_t j = next_random() % (i + 1);
    struct record t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? (size_t)atol(argv[1]) : 100000;
  struct record *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *tmp);
  if (!a || !tmp) return 1;
  static const char *const syllables[] = {"ka", "lo", "mi", "ne", "ru", "sa", "to", "vi",
                                          "ze", "qu", "an", "el", "or", "ix", "um", "ba"};
  for (size_t i = 0; i < n; i++) {
    unsigned long r = next_random();
    a[i].id = (int)i;
    a[i].group = (short)(r % 37);
    a[i].score = (double)(next_random() % 100000) / 16.0;
    a[i].stamp = (long)(next_random() % 5000000);
    snprintf(a[i].name, sizeof a[i].name, "%s%s%s-%lu", syllables[r % 16], syllables[(r >> 4) % 16],
             syllables[(r >> 8) % 16], (r >> 12) % 997);
  }
  shuffle(a, n);
  static const compare_fn cmps[] = {by_name, by_score, by_group_stamp, by_id};
  static const char *const names[] = {"name", "score", "group/stamp", "id"};
  long bad = 0;
  for (int pass = 0; pass < 2; pass++) {
    for (int c = 0; c < 4; c++) {
      qsort(a, n, sizeof *a, cmps[c]);
      unsigned long q = order_sum(a, n, cmps[c], &bad);
      shuffle(a, n);
      merge_sort(a, tmp, n, cmps[c]);
      unsigned long m = order_sum(a, n, cmps[c], &bad);
      printf("pass %d by %-12s qsort %016lx merge %016lx %s first %d/%s last %d/%s\n", pass, names[c],
             q, m, q == m ? "same" : "DIFFERENT", a[0].id, a[0].name, a[n - 1].id, a[n - 1].name);
      shuffle(a, n);
    }
  }
  printf("records %lu, pairs out of order %ld\n", (unsigned long)n, bad);
  free(a);
  free(tmp);
  return 0;
}
