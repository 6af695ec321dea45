// search_tree.c — tsearch, tfind, tdelete, twalk, twalk_r, tdestroy.
// Only what POSIX fixes is printed (the in-order sequence, tfind's
// answers, whether tdelete found the key, counts), because the tree's
// shape is the implementation's (glibc's is red-black, ours AVL).  Long
// random insert/find/delete sequences are checked against a plain array
// of flags; the depths twalk passes are checked against the number of
// comparisons tfind makes to reach each node, and the height against the
// bound of a balanced tree.
#define _GNU_SOURCE
#include <search.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 12345;
static unsigned next(unsigned n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)(rng % n);
}

static long compares;
static int by_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  compares++;
  return (x > y) - (x < y);
}

static int by_string(const void *a, const void *b) {
  return strcmp(a, b);
}

// --- the random test against a model -----------------------------------

enum { RANGE = 3000, OPS = 300000 };
static int values[RANGE];  // the keys: &values[v] holds v
static char present[RANGE];
static int count;

// What one twalk saw.
static int walked[RANGE], nwalked, sorted_ok, visits[4], max_depth, depth_ok;
static void *root;

static void record(const void *node, VISIT v, int depth) {
  const int *key = *(int *const *)node;
  visits[v]++;
  if (depth > max_depth)
    max_depth = depth;
  if (v == preorder || v == leaf) {  // once per node: check its depth
    compares = 0;
    if (tfind(key, &root, by_int) != node || compares != depth + 1)
      depth_ok = 0;
  }
  if (v == postorder || v == leaf) {  // in order
    if (nwalked > 0 && walked[nwalked - 1] >= *key)
      sorted_ok = 0;
    if (nwalked < RANGE)
      walked[nwalked++] = *key;
  }
}

// Walks the tree and compares it with the model; returns 1 if they agree.
static int check_tree(void) {
  nwalked = 0;
  sorted_ok = depth_ok = 1;
  max_depth = -1;
  memset(visits, 0, sizeof visits);
  twalk(root, record);
  int ok = sorted_ok && depth_ok && nwalked == count;
  int j = 0;
  for (int v = 0; v < RANGE && ok; v++)
    if (present[v])
      ok = walked[j++] == v;
  // Every node is visited once as leaf or three times; a balanced tree of
  // n nodes has height at most 2 log2(n + 1) (red-black; AVL is lower).
  ok = ok && visits[preorder] == visits[postorder] &&
       visits[postorder] == visits[endorder] &&
       visits[preorder] + visits[leaf] == count;
  int limit = 0;
  while ((1 << limit) <= count)
    limit++;
  ok = ok && max_depth + 1 <= 2 * limit;
  return ok;
}

static void random_ops(void) {
  long inserted = 0, existed = 0, found = 0, missed = 0, deleted = 0,
       absent = 0, checks = 0, bad = 0;
  for (int i = 0; i < RANGE; i++)
    values[i] = i;
  // Keys in increasing order: a tree that does not balance gets deep.
  int sorted = 1;
  for (int v = 0; v < RANGE; v++) {
    tsearch(&values[v], &root, by_int);
    present[v] = 1;
    count++;
  }
  sorted &= check_tree();
  for (int v = 0; v < RANGE; v += 2) {
    tdelete(&values[v], &root, by_int);
    present[v] = 0;
    count--;
  }
  sorted &= check_tree();
  for (int v = RANGE - 1; v >= 0; v -= 2) {
    tdelete(&values[v], &root, by_int);
    present[v] = 0;
    count--;
  }
  sorted &= check_tree() && !root;
  printf("sorted inserts, then deletes: %s\n", sorted ? "ok" : "WRONG");
  for (long op = 0; op < OPS; op++) {
    // Phases: grow, shrink, then mixed, so the tree gets big and empty.
    int phase = (int)(op / (OPS / 6)) % 3;
    unsigned r = next(100);
    int v = (int)next(RANGE);
    int copy = v;  // an equal key at another address
    if (r < (phase == 0 ? 60u : phase == 1 ? 20u : 40u)) {
      // A key already there is looked up with an equal one elsewhere.
      void *node = tsearch(present[v] ? &copy : &values[v], &root, by_int);
      if (!node || **(int **)node != v) {
        bad++;
      } else if (present[v]) {
        existed++;
        bad += *(int **)node != &values[v];  // the tree's key stays
      } else {
        inserted++;
        present[v] = 1;
        count++;
      }
    } else if (r < 75) {
      void *node = tfind(&copy, &root, by_int);
      if (present[v]) {
        found++;
        bad += !node || *(int **)node != &values[v];
      } else {
        missed++;
        bad += node != 0;
      }
    } else {
      void *parent = tdelete(&copy, &root, by_int);
      if (present[v]) {
        deleted++;
        bad += parent == 0;
        present[v] = 0;
        count--;
      } else {
        absent++;
        bad += parent != 0;
      }
      bad += tfind(&copy, &root, by_int) != 0;
    }
    if (op % 1000 == 0 || count < 3) {
      checks++;
      bad += !check_tree();
    }
  }
  printf("random: %ld inserted, %ld already there, %ld found, %ld missing, "
         "%ld deleted, %ld not there to delete\n",
         inserted, existed, found, missed, deleted, absent);
  printf("random: %d left, %ld walks, %ld disagreements with the model\n",
         count, checks, bad);
  bad = !check_tree();
  printf("final walk: %d keys in order, agrees: %s\n", nwalked,
         bad ? "no" : "yes");
  // Empty the tree key by key in random order.
  int left = count;
  while (left > 0) {
    int v = (int)next(RANGE);
    if (present[v]) {
      bad += tdelete(&values[v], &root, by_int) == 0;
      present[v] = 0;
      count--;
      left--;
    }
  }
  printf("emptied: root %s, errors %ld\n", root ? "not null" : "null", bad);
}

// --- small, printed cases ------------------------------------------------

static void print_word(const void *node, VISIT v, int depth) {
  (void)depth;
  if (v == postorder || v == leaf)
    printf(" %s", *(char *const *)node);
}

static void collect(const void *node, VISIT v, void *closure) {
  if (v == postorder || v == leaf) {
    int *sum = closure;
    *sum = *sum * 10 + **(int *const *)node;
  }
}

static int freed, freed_sum;
static void free_key(void *key) {
  freed++;
  freed_sum += *(int *)key;
  free(key);
}

static void small_cases(void) {
  // Words: sorted order, duplicates, tfind, tdelete of the root.
  // Arrays, not literals: equal literals may share one address.
  static char words[10][8] = {"pear", "apple", "fig", "kiwi", "banana",
                              "cherry", "fig", "date", "apple", "grape"};
  void *t = 0;
  for (int i = 0; i < 10; i++) {
    void *node = tsearch(words[i], &t, by_string);
    printf("tsearch %s: %s\n", words[i],
           *(const char **)node == words[i] ? "new" : "was there");
  }
  printf("in order:");
  twalk(t, print_word);
  printf("\n");
  char fig[] = "fig", plum[] = "plum";
  void *node = tfind(fig, &t, by_string);
  printf("tfind fig: %s, tfind plum: %s\n",
         node ? *(const char **)node : "null",
         tfind(plum, &t, by_string) ? "found" : "null");
  const char *top = *(const char **)t;  // whatever the root is
  printf("tdelete the root: %s\n",
         tdelete(top, &t, by_string) ? "not null" : "null");
  printf("tdelete plum: %s\n", tdelete(plum, &t, by_string) ? "not null" : "null");
  printf("after:");
  twalk(t, print_word);
  printf("\n");
  int n = 0;
  while (t) {
    tdelete(*(const char **)t, &t, by_string);
    n++;
  }
  printf("deleted %d more, root null\n", n);

  // Null roots, null root pointers, a null action.
  int seven = 7;
  twalk(0, print_word);
  printf("tfind null rootp: %p, tsearch null rootp: %p, tdelete null rootp: %p\n",
         tfind(&seven, 0, by_int), tsearch(&seven, 0, by_int),
         tdelete(&seven, 0, by_int));
  void *empty = 0;
  printf("tfind empty: %p, tdelete empty: %p\n", tfind(&seven, &empty, by_int),
         tdelete(&seven, &empty, by_int));

  // twalk_r with a closure; tdestroy hands every key to free_key.
  void *digits = 0;
  for (int i = 0; i < 9; i++) {
    int *k = malloc(sizeof *k);
    *k = (i * 4) % 9 + 1;
    tsearch(k, &digits, by_int);
  }
  int number = 0;
  twalk_r(digits, collect, &number);
  printf("twalk_r: %d\n", number);
  tdestroy(digits, free_key);
  printf("tdestroy: %d keys freed, sum %d\n", freed, freed_sum);
  tdestroy(0, free_key);
  printf("tdestroy of null: %d keys freed\n", freed);
}

static int leaf_depth = -1, leaf_visits;
static void one_visit(const void *node, VISIT v, int depth) {
  (void)node;
  leaf_visits++;
  if (v == leaf)
    leaf_depth = depth;
}

int main(void) {
  small_cases();
  void *one = 0;
  int k = 1;
  tsearch(&k, &one, by_int);
  twalk(one, one_visit);
  twalk(one, 0);
  printf("single node: %d visit, leaf at depth %d\n", leaf_visits, leaf_depth);
  tdelete(&k, &one, by_int);
  random_ops();
  return 0;
}
