// stdlib_misc.c — qsort, qsort_r and bsearch over structs that hold
// pointers (the pointers must keep working after the elements move),
// strtod round trips, getenv, atexit order and the flush of stdout at exit.
#define _GNU_SOURCE  // glibc's qsort_r
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct item {
  const char *name;
  int *value;
  double weight;
};

static int by_name(const void *a, const void *b) {
  return strcmp(((const struct item *)a)->name, ((const struct item *)b)->name);
}

static int by_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int by_string(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

// qsort_r's comparator: arg says the direction and counts the calls.
struct direction {
  int sign;
  long calls;
};

static int by_int_directed(const void *a, const void *b, void *arg) {
  struct direction *d = arg;
  d->calls++;
  return d->sign * by_int(a, b);
}

static int by_key_directed(const void *a, const void *b, void *arg) {
  return by_int_directed(a, b, arg);
}

static void first(void) { printf("atexit: registered first, runs last\n"); }
static void second(void) { printf("atexit: registered second, runs first\n"); }

static uint64_t rng = 77;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

int main(void) {
  static const char *names[] = {"pear", "apple", "fig", "kiwi", "banana", "cherry", "date",
                                "grape", "lemon", "mango", "olive", "quince"};
  enum { N = 12 };
  struct item items[N];
  int values[N];
  for (int i = 0; i < N; i++) {
    values[i] = i * 10;
    items[i].name = names[i];
    items[i].value = &values[i];
    items[i].weight = i / 4.0;
  }
  qsort(items, N, sizeof items[0], by_name);
  for (int i = 0; i < N; i++)
    printf("%s=%d(%g) ", items[i].name, *items[i].value, items[i].weight);
  printf("\n");
  struct item key = {"kiwi", 0, 0};
  struct item *found = bsearch(&key, items, N, sizeof items[0], by_name);
  printf("found %s -> %d\n", found ? found->name : "-", found ? *found->value : -1);
  key.name = "zucchini";
  printf("missing: %p\n", bsearch(&key, items, N, sizeof items[0], by_name));

  int many[5000];
  for (int i = 0; i < 5000; i++)
    many[i] = (int)(next() % 100000) - 50000;
  qsort(many, 5000, sizeof many[0], by_int);
  int sorted = 1;
  for (int i = 1; i < 5000; i++)
    sorted &= many[i - 1] <= many[i];
  printf("5000 ints sorted: %d, min %d, max %d\n", sorted, many[0], many[4999]);

  // Ties keep their order (a stable sort, like glibc's merge sort).
  struct { int key; const char *tag; } ties[40];
  for (int i = 0; i < 40; i++) {
    ties[i].key = (int)(next() % 5);
    ties[i].tag = names[i % N];
  }
  qsort(ties, 40, sizeof ties[0], by_int);
  for (int i = 0; i < 40; i++)
    printf("%d%c%s ", ties[i].key, ':', ties[i].tag);
  printf("\n");

  // Elements above 32 bytes are sorted through an array of pointers and
  // then moved into place along the permutation's cycles: the pointers
  // inside them must still work after the move, ties keep their order,
  // and every permutation shape (in order, reversed, one long cycle,
  // many short ones) must come out sorted.
  struct big { int key; const char *tag; int *value; char pad[24]; };
  static struct big bigs[300];
  static int big_values[300];
  for (int shape = 0; shape < 4; shape++) {
    int n = shape == 3 ? 300 : 97;
    for (int i = 0; i < n; i++) {
      int k = shape == 0 ? i : shape == 1 ? n - i : shape == 2 ? (i + 1) % n : (int)(next() % 7);
      big_values[i] = 1000 + i;
      bigs[i] = (struct big){k, names[i % N], &big_values[i], {0}};
      snprintf(bigs[i].pad, sizeof bigs[i].pad, "#%d", i);
    }
    qsort(bigs, n, sizeof bigs[0], by_int);
    unsigned long sum = 0;
    int in_order = 1;
    for (int i = 0; i < n; i++) {
      sum = sum * 31 + (unsigned long)*bigs[i].value + strlen(bigs[i].tag) + (unsigned char)bigs[i].pad[1];
      if (i > 0 && (bigs[i - 1].key > bigs[i].key ||
                    (bigs[i - 1].key == bigs[i].key && *bigs[i - 1].value > *bigs[i].value)))
        in_order = 0;
    }
    printf("big shape %d: sorted and stable %d, first %d:%s:%s, sum %lu\n", shape, in_order,
           bigs[0].key, bigs[0].tag, bigs[0].pad, sum);
  }
  // 37-byte records (not whole words), and the two smallest arrays.
  static char records[50][37];
  for (int i = 0; i < 50; i++) {
    int c1 = 'a' + (int)(next() % 26), c2 = 'a' + (int)(next() % 26);
    snprintf(records[i], sizeof records[i], "%c%c-record-%d", c1, c2, i);
  }
  qsort(records, 50, sizeof records[0], (int (*)(const void *, const void *))strcmp);
  for (int i = 0; i < 50; i += 7)
    printf("%s ", records[i]);
  printf("\n");
  qsort(records, 2, sizeof records[0], by_int);
  qsort(records + 10, 1, sizeof records[0], by_int);
  printf("%s %s %s\n", records[0], records[1], records[10]);

  // qsort_r hands its argument to every comparison, on both paths (small
  // elements merged in place, big ones through pointers).
  struct direction down = {-1, 0};
  qsort_r(many, 5000, sizeof many[0], by_int_directed, &down);
  sorted = down.calls > 0;
  for (int i = 1; i < 5000; i++)
    sorted &= many[i - 1] >= many[i];
  printf("qsort_r: 5000 ints descending %d, max %d, min %d\n", sorted, many[0], many[4999]);
  struct direction up = {1, 0};
  qsort_r(bigs, 300, sizeof bigs[0], by_key_directed, &up);
  printf("qsort_r: big first %d:%s:%s last %d:%s, called %d\n", bigs[0].key, bigs[0].tag,
         bigs[0].pad, bigs[299].key, bigs[299].pad, up.calls > 0);

  char *ptrs[6] = {"d", "b", "f", "a", "e", "c"};
  qsort(ptrs, 6, sizeof ptrs[0], by_string);
  for (int i = 0; i < 6; i++)
    printf("%s", ptrs[i]);
  printf("\n");

  const char *nums[] = {"0.1", "1e-310", "123.456e7", "-0", "0x1.8p1", "1.7976931348623157e308",
                        "2.2250738585072011e-308", "4.9e-324", "1e-400", "  12abc", "nan", "-inf"};
  for (int i = 0; i < 12; i++) {
    char *end;
    double v = strtod(nums[i], &end);
    printf("strtod(%s) = %a %.17g rest [%s]\n", nums[i], v, v, end);
    printf("strtof = %a, strtold = %La\n", strtof(nums[i], 0), strtold(nums[i], 0));
  }
  printf("atof %g\n", atof("  -2.5e3"));
  printf("getenv(\"NO_SUCH_VAR_X\") = %p\n", (void *)getenv("NO_SUCH_VAR_X"));
  printf("getenv(\"PATH\") set: %d\n", getenv("PATH") != 0);
  atexit(first);
  atexit(second);
  printf("unflushed line at exit");
  exit(3);
}
