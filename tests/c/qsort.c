// qsort and bsearch with callbacks of several kinds: ints, strings through
// pointers, structs with multiple keys, doubles, and a stateful comparator.
#include "test.h"

struct person { const char *name; int age; };

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return -cmp_int(a, b); }
static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}
static int cmp_person(const void *a, const void *b) {
  const struct person *p = a, *q = b;
  if (p->age != q->age)
    return p->age - q->age;
  return strcmp(p->name, q->name);
}
static int ncalls;
static int cmp_double(const void *a, const void *b) {
  ncalls++;
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(void) {
  int v[] = {5, -3, 9, 0, 2, 2, 100, -50};
  int n = sizeof(v) / sizeof(v[0]);
  qsort(v, n, sizeof(int), cmp_int);
  int sorted[] = {-50, -3, 0, 2, 2, 5, 9, 100};
  for (int i = 0; i < n; i++)
    CHECK(sorted[i], v[i]);
  int key = 9;
  int *found = bsearch(&key, v, n, sizeof(int), cmp_int);
  CHECK(6, found - v);
  key = 7;
  CHECK(0, (long)bsearch(&key, v, n, sizeof(int), cmp_int));
  qsort(v, n, sizeof(int), cmp_int_desc);
  CHECK(100, v[0]);
  CHECK(-50, v[n - 1]);

  const char *words[] = {"pear", "apple", "fig", "banana", "cherry"};
  qsort(words, 5, sizeof(char *), cmp_str);
  CHECKS("apple", words[0]);
  CHECKS("banana", words[1]);
  CHECKS("pear", words[4]);

  struct person people[] = {{"carol", 30}, {"alice", 25}, {"bob", 30}, {"dave", 20}};
  qsort(people, 4, sizeof(struct person), cmp_person);
  CHECKS("dave", people[0].name);
  CHECKS("alice", people[1].name);
  CHECKS("bob", people[2].name);
  CHECKS("carol", people[3].name);

  double d[100];
  for (int i = 0; i < 100; i++)
    d[i] = (i * 37) % 100 / 10.0;
  qsort(d, 100, sizeof(double), cmp_double);
  for (int i = 1; i < 100; i++)
    CHECK(1, d[i - 1] <= d[i]);
  CHECK(1, ncalls > 100);
  CHECKF(0.0, d[0]);
  CHECKF(9.9, d[99]);
  return 0;
}
