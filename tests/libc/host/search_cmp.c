// search_cmp.c — the safe libc's <search.h> against glibc's, side by
// side on the same operations:
//   trees   ~2 M random tsearch/tfind/tdelete on key ranges from 8 to
//           100,000: same "new or already there", same node key, same
//           tfind answer, tdelete null exactly when glibc's is; the
//           in-order sequences of twalk and twalk_r equal; our height
//           within AVL's bound 1.44 log2(n + 2) (glibc's shape is
//           red-black, so only the order is compared);
//   hashes  the table size hcreate_r picks for every nel up to 5,000, some
//           up to 300,000 and past UINT_MAX; random ENTER/FIND with the same results,
//           errno and capacity;
//   linear  lfind/lsearch on random arrays; insque/remque on random lists.
// Prints the counts; exits 1 on any difference.
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <search.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*Cmp)(const void *, const void *);
void *sc_tsearch(const void *, void **, Cmp);
void *sc_tfind(const void *, void *const *, Cmp);
void *sc_tdelete(const void *, void **, Cmp);
void sc_twalk(const void *, void (*)(const void *, VISIT, int));
void sc_twalk_r(const void *, void (*)(const void *, VISIT, void *), void *);
void sc_tdestroy(void *, void (*)(void *));
int sc_hcreate_r(size_t, struct hsearch_data *);
void sc_hdestroy_r(struct hsearch_data *);
int sc_hsearch_r(ENTRY, ACTION, ENTRY **, struct hsearch_data *);
int sc_hcreate(size_t);
void sc_hdestroy(void);
ENTRY *sc_hsearch(ENTRY, ACTION);
void *sc_lfind(const void *, const void *, size_t *, size_t, Cmp);
void *sc_lsearch(const void *, void *, size_t *, size_t, Cmp);
void sc_insque(void *, void *);
void sc_remque(void *);
extern int sc_errno;

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static unsigned next(unsigned n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)(rng % n);
}

static long bad;
#define CHECK(cond, ...)                  \
  do {                                    \
    if (!(cond) && bad++ < 20) {          \
      printf(__VA_ARGS__);                \
      printf("\n");                       \
    }                                     \
  } while (0)

static int by_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

// --- trees ---------------------------------------------------------------

enum { MAXRANGE = 100000 };
static int values[MAXRANGE];
static int seq_a[MAXRANGE], seq_b[MAXRANGE], na, nb, depth_max;

static void in_order_a(const void *node, VISIT v, int depth) {
  if (depth > depth_max)
    depth_max = depth;
  if (v == postorder || v == leaf)
    seq_a[na++] = **(int *const *)node;
}

static void in_order_b(const void *node, VISIT v, int depth) {
  (void)depth;
  if (v == postorder || v == leaf)
    seq_b[nb++] = **(int *const *)node;
}

static void in_order_r(const void *node, VISIT v, void *closure) {
  if (v == postorder || v == leaf)
    ((int *)closure)[nb++] = **(int *const *)node;
}

static void compare_walks(void *ours, void *theirs, int n) {
  na = nb = 0;
  depth_max = -1;
  sc_twalk(ours, in_order_a);
  twalk(theirs, in_order_b);
  CHECK(na == nb && na == n && !memcmp(seq_a, seq_b, na * sizeof(int)),
        "twalk: %d keys, glibc %d, model %d", na, nb, n);
  double bound = 1.4405 * log2(n + 2.0) - 0.3277;
  CHECK(depth_max + 1 <= bound, "height %d for %d keys", depth_max + 1, n);
  nb = 0;
  sc_twalk_r(ours, in_order_r, seq_b);
  CHECK(nb == n && !memcmp(seq_a, seq_b, na * sizeof(int)), "twalk_r differs");
}

static void no_free(void *key) { (void)key; }

static long tree_run(int range, long ops) {
  void *ours = 0, *theirs = 0;
  int n = 0;
  for (long op = 0; op < ops; op++) {
    int v = (int)next((unsigned)range), copy = v;
    unsigned r = next(100);
    int grow = (op / (ops / 8)) % 2 == 0;  // alternate growing, shrinking
    if (r < (grow ? 55u : 25u)) {
      // A key already there is passed as an equal key elsewhere.
      int there = tfind(&copy, &theirs, by_int) != 0;
      const int *key = there ? &copy : &values[v];
      void *a = sc_tsearch(key, &ours, by_int);
      void *b = tsearch(key, &theirs, by_int);
      CHECK(a && b && *(int **)a == &values[v] && *(int **)b == &values[v],
            "tsearch %d", v);
      n += !there;
    } else if (r < 70) {
      void *a = sc_tfind(&copy, &ours, by_int);
      void *b = tfind(&copy, &theirs, by_int);
      CHECK(!a == !b && (!a || *(int **)a == *(int **)b), "tfind %d", v);
    } else {
      void *a = sc_tdelete(&copy, &ours, by_int);
      void *b = tdelete(&copy, &theirs, by_int);
      CHECK(!a == !b, "tdelete %d: ours %p, glibc %p", v, a, b);
      n -= b != 0;
    }
    if (op % 997 == 0 || range <= 64)
      compare_walks(ours, theirs, n);
  }
  compare_walks(ours, theirs, n);
  sc_tdestroy(ours, no_free);
  tdestroy(theirs, no_free);
  return ops;
}

static long trees(void) {
  for (int i = 0; i < MAXRANGE; i++)
    values[i] = i;
  long ops = 0;
  static const int ranges[] = {8, 64, 1000, 20000, 100000};
  static const long counts[] = {100000, 200000, 500000, 600000, 600000};
  for (int i = 0; i < 5; i++)
    ops += tree_run(ranges[i], counts[i]);
  // Increasing and decreasing keys, the worst orders for a plain tree.
  void *ours = 0, *theirs = 0;
  for (int i = 0; i < MAXRANGE; i++) {
    sc_tsearch(&values[i], &ours, by_int);
    tsearch(&values[i], &theirs, by_int);
  }
  compare_walks(ours, theirs, MAXRANGE);
  for (int i = MAXRANGE - 1; i >= 0; i -= 3) {
    sc_tdelete(&values[i], &ours, by_int);
    tdelete(&values[i], &theirs, by_int);
  }
  compare_walks(ours, theirs, MAXRANGE - (MAXRANGE + 2) / 3);
  sc_tdestroy(ours, no_free);
  tdestroy(theirs, no_free);
  return ops + MAXRANGE * 2;
}

// --- hash tables ---------------------------------------------------------

static long sizes(void) {
  long n = 0;
  for (size_t nel = 0; nel <= 300000; nel += nel < 5000 ? 1 : 997, n++) {
    struct hsearch_data a = {0}, b = {0};
    int ra = sc_hcreate_r(nel, &a), rb = hcreate_r(nel, &b);
    CHECK(ra == rb && a.size == b.size && a.filled == b.filled,
          "hcreate_r(%zu): %d size %u, glibc %d size %u", nel, ra, a.size, rb,
          b.size);
    int again = sc_hcreate_r(nel, &a);
    CHECK(again == hcreate_r(nel, &b), "hcreate_r(%zu) twice", nel);
    sc_hdestroy_r(&a);
    hdestroy_r(&b);
  }
  static const size_t huge[] = {UINT_MAX - 1, UINT_MAX, (size_t)UINT_MAX + 7,
                                SIZE_MAX};
  for (int i = 0; i < 4; i++, n++) {
    struct hsearch_data a = {0}, b = {0};
    sc_errno = errno = 0;
    int ra = sc_hcreate_r(huge[i], &a), rb = hcreate_r(huge[i], &b);
    CHECK(ra == rb && sc_errno == errno, "hcreate_r(%zu): %d errno %d, glibc %d errno %d",
          huge[i], ra, sc_errno, rb, errno);
  }
  return n;
}

static long hash_run(size_t nel, int range, long ops) {
  static char keys[MAXRANGE][12];
  static int data[MAXRANGE];
  for (int i = 0; i < range; i++)
    snprintf(keys[i], sizeof keys[i], "%x", (unsigned)i * 2654435761u);
  struct hsearch_data a = {0}, b = {0};
  sc_hcreate_r(nel, &a);
  hcreate_r(nel, &b);
  for (long op = 0; op < ops; op++) {
    int i = (int)next((unsigned)range);
    char copy[12];
    strcpy(copy, keys[i]);
    ACTION act = next(2) ? ENTER : FIND;
    ENTRY e = {act == ENTER ? keys[i] : copy, &data[i]}, *ra, *rb;
    sc_errno = errno = 0;
    int ga = sc_hsearch_r(e, act, &ra, &a), gb = hsearch_r(e, act, &rb, &b);
    CHECK(ga == gb && !ra == !rb && sc_errno == errno &&
              (!ra || (ra->key == rb->key && ra->data == rb->data)),
          "hsearch_r %s %s: %d errno %d, glibc %d errno %d",
          act == ENTER ? "ENTER" : "FIND", keys[i], ga, sc_errno, gb, errno);
  }
  CHECK(a.filled == b.filled, "filled %u, glibc %u", a.filled, b.filled);
  sc_hdestroy_r(&a);
  hdestroy_r(&b);
  return ops;
}

static long hashes(void) {
  long n = sizes();
  n += hash_run(10, 100, 10000);
  n += hash_run(1000, 3000, 200000);
  n += hash_run(50000, 40000, 400000);  // never full
  n += hash_run(20000, 40000, 100000);
  // The process's table.
  char k[] = "process";
  ENTRY e = {k, k}, *ra, *rb;
  CHECK(sc_hcreate(5) == hcreate(5), "hcreate");
  ra = sc_hsearch(e, ENTER);
  rb = hsearch(e, ENTER);
  CHECK(ra && rb && ra->data == rb->data, "hsearch ENTER");
  e.key = "other";
  sc_errno = errno = 0;
  ra = sc_hsearch(e, FIND);
  rb = hsearch(e, FIND);
  CHECK(!ra && !rb && sc_errno == errno, "hsearch FIND");
  sc_hdestroy();
  hdestroy();
  return n + 3;
}

// --- linear search and queues --------------------------------------------

static long linear(void) {
  long n = 0;
  for (int round = 0; round < 20000; round++, n++) {
    int arr_a[40], arr_b[40];
    size_t len = next(20), la = len, lb = len;
    for (size_t i = 0; i < len; i++)
      arr_a[i] = arr_b[i] = (int)next(30);
    for (int j = 0; j < 20; j++) {
      int key = (int)next(30);
      int *fa = sc_lfind(&key, arr_a, &la, sizeof(int), by_int);
      int *fb = lfind(&key, arr_b, &lb, sizeof(int), by_int);
      CHECK(!fa == !fb && (!fa || fa - arr_a == fb - arr_b), "lfind %d", key);
      int *sa = sc_lsearch(&key, arr_a, &la, sizeof(int), by_int);
      int *sb = lsearch(&key, arr_b, &lb, sizeof(int), by_int);
      CHECK(la == lb && sa - arr_a == sb - arr_b &&
                !memcmp(arr_a, arr_b, la * sizeof(int)),
            "lsearch %d", key);
    }
  }
  return n;
}

struct elem {
  struct elem *next, *prev;
};

// The positions of each list's elements, forwards then backwards.
static int trace(struct elem *e, int count, struct elem *base, int *out) {
  int n = 0;
  struct elem *last = 0;
  for (struct elem *p = e; p && n < count + 1; p = p->next)
    out[n++] = (int)(p - base), last = p;
  for (struct elem *p = last; p && n < 2 * count + 2; p = p->prev)
    out[n++] = (int)(p - base);
  return n;
}

static long queues(void) {
  long n = 0;
  for (int round = 0; round < 5000; round++) {
    struct elem a[16], b[16];
    int in[16] = {0}, head = -1;
    for (int step = 0; step < 40; step++, n++) {
      int i = (int)next(16);
      if (!in[i]) {
        int after = -1;
        if (head >= 0)  // after some element of the list
          for (int t = (int)next(16);; t = (t + 1) % 16)
            if (in[t]) {
              after = t;
              break;
            }
        sc_insque(&a[i], after >= 0 ? &a[after] : 0);
        insque(&b[i], after >= 0 ? &b[after] : 0);
        if (after < 0)
          head = i;
        in[i] = 1;
      } else {
        if (i == head)
          head = a[i].next ? (int)(a[i].next - a) : -1;
        sc_remque(&a[i]);
        remque(&b[i]);
        in[i] = 0;
      }
      if (head < 0) {
        memset(in, 0, sizeof in);
        continue;
      }
      int ta[40], tb[40];
      int ka = trace(&a[head], 16, a, ta), kb = trace(&b[head], 16, b, tb);
      CHECK(ka == kb && !memcmp(ta, tb, ka * sizeof(int)), "insque/remque");
    }
  }
  return n;
}

int main(void) {
  long t = trees(), h = hashes(), l = linear(), q = queues();
  printf("trees %ld ops, hashes %ld ops, linear %ld rounds, queues %ld ops: "
         "%ld differences\n", t, h, l, q, bad);
  return bad != 0;
}
