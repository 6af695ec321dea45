// search_linear.c — lfind and lsearch (ints, 3-byte records, structs
// holding pointers, which must still work after lsearch copied them), and
// insque/remque on linear and circular lists.
#define _GNU_SOURCE
#include <search.h>
#include <stdio.h>
#include <string.h>

static int by_int(const void *a, const void *b) {
  return *(const int *)a != *(const int *)b;
}

static int by_three(const void *a, const void *b) {
  return memcmp(a, b, 3);
}

struct item {
  const char *name;
  int *count;
};

static int by_name(const void *a, const void *b) {
  return strcmp(((const struct item *)a)->name, ((const struct item *)b)->name);
}

static void ints(void) {
  int a[10] = {5, 3, 9, 3, 7};
  size_t n = 5;
  int keys[] = {3, 7, 5, 4, 9, 4, 1};
  for (int i = 0; i < 7; i++) {
    int *p = lfind(&keys[i], a, &n, sizeof a[0], by_int);
    printf("lfind %d: %s%ld\n", keys[i], p ? "index " : "null ",
           p ? (long)(p - a) : -1L);
  }
  for (int i = 0; i < 7; i++) {
    int *p = lsearch(&keys[i], a, &n, sizeof a[0], by_int);
    printf("lsearch %d: index %ld, n %zu\n", keys[i], (long)(p - a), n);
  }
  printf("array:");
  for (size_t i = 0; i < n; i++)
    printf(" %d", a[i]);
  printf("\n");
  size_t zero = 0;
  printf("lfind in no elements: %s\n",
         lfind(&keys[0], a, &zero, sizeof a[0], by_int) ? "found" : "null");
}

static void records(void) {
  char t[8 * 3 + 1] = "abcxyzabdfoo";
  size_t n = 4;
  const char *keys[] = {"abd", "foo", "abc", "zzz", "xyz"};
  for (int i = 0; i < 5; i++) {
    char *p = lsearch(keys[i], t, &n, 3, by_three);
    printf("lsearch %s: record %ld, n %zu\n", keys[i], (long)(p - t) / 3, n);
  }
  printf("records: %s\n", t);
}

static void structs(void) {
  int counts[6] = {0};
  struct item table[6];
  size_t n = 0;
  static const char *words[] = {"b", "a", "b", "c", "a", "b", "d", "b"};
  for (int i = 0; i < 8; i++) {
    struct item key = {words[i], &counts[n]};  // the next free counter
    struct item *it = lsearch(&key, table, &n, sizeof key, by_name);
    ++*it->count;  // through a pointer lsearch copied
  }
  for (size_t i = 0; i < n; i++)
    printf("%s:%d ", table[i].name, *table[i].count);
  printf("(%zu distinct)\n", n);
}

struct elem {
  struct elem *next, *prev;
  int v;
};

static void print_list(const char *what, struct elem *head) {
  printf("%s:", what);
  struct elem *last = 0;
  for (struct elem *e = head; e; e = e->next)
    printf(" %d", (last = e)->v);
  printf(" | back:");
  for (struct elem *e = last; e; e = e->prev)
    printf(" %d", e->v);
  printf("\n");
}

static void queues(void) {
  struct elem e[6];
  for (int i = 0; i < 6; i++)
    e[i].v = i, e[i].next = e[i].prev = (struct elem *)&e[5];  // junk
  insque(&e[0], 0);  // a list of one: both links become null
  printf("alone: next %s, prev %s\n", e[0].next ? "set" : "null",
         e[0].prev ? "set" : "null");
  insque(&e[1], &e[0]);
  insque(&e[2], &e[1]);
  insque(&e[3], &e[0]);  // in the middle
  print_list("linear", &e[0]);
  remque(&e[3]);
  print_list("without 3", &e[0]);
  remque(&e[2]);  // the tail
  print_list("without the tail", &e[0]);
  remque(&e[0]);  // the head
  print_list("without the head", &e[1]);

  // Circular, with a head element linked to itself; struct qelem.
  struct qelem q[4];
  q[0].q_forw = q[0].q_back = &q[0];
  for (int i = 1; i < 4; i++) {
    q[i].q_data[0] = (char)('a' + i);
    insque(&q[i], q[0].q_back);  // at the end
  }
  remque(&q[2]);
  printf("circular:");
  for (struct qelem *p = q[0].q_forw; p != &q[0]; p = p->q_forw)
    printf(" %c", p->q_data[0]);
  printf(" | back:");
  for (struct qelem *p = q[0].q_back; p != &q[0]; p = p->q_back)
    printf(" %c", p->q_data[0]);
  printf("\n");
}

int main(void) {
  ints();
  records();
  structs();
  queues();
  return 0;
}
