// gc_trees.c (safe C) — binary trees, lists and arrays of pointers built
// and dropped in a loop; the survivors, rooted in globals, locals and the
// heap, are checked by checksum after many collections.
// Run with SAFECC_GC_EVERY=1 / 7 too.
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct tree { struct tree *left, *right; long value; char pad[24]; };
struct list { struct list *next; int n; };

static struct tree *kept_tree;   // .bss global root
static struct list *lists[16];   // a global array of pointers
static long expected_tree_sum;

static struct tree *build(int depth, long *counter) {
  struct tree *t = malloc(sizeof *t);
  t->value = (*counter)++;
  memset(t->pad, (int)(t->value & 0x7f), sizeof t->pad);
  if (depth > 0) {
    t->left = build(depth - 1, counter);
    t->right = build(depth - 1, counter);
  }
  return t;
}

static long check(struct tree *t, int *bad) {
  if (!t)
    return 0;
  for (int i = 0; i < 24; i++)
    if (t->pad[i] != (char)(t->value & 0x7f))
      (*bad)++;
  return t->value + check(t->left, bad) + check(t->right, bad);
}

static void drop(struct tree *t) {
  if (!t)
    return;
  drop(t->left);
  drop(t->right);
  free(t);
}

static struct list *make_list(int n) {
  struct list *head = NULL;
  for (int i = 0; i < n; i++) {
    struct list *l = malloc(sizeof *l);
    l->n = i;
    l->next = head;
    head = l;
  }
  return head;
}

static int list_ok(struct list *l, int n) {
  for (int i = n - 1; i >= 0; i--, l = l->next)
    if (!l || l->n != i)
      return 0;
  return l == NULL;
}

static void say(const char *s) { write(1, s, strlen(s)); }

int main(void) {
  int bad = 0;
  long counter = 0;
  kept_tree = build(10, &counter);
  expected_tree_sum = counter * (counter - 1) / 2;
  struct tree *local_tree = NULL;   // a local root
  long local_sum = 0;
  for (int round = 0; round < 40; round++) {
    long start = 0;
    struct tree *garbage = build(8, &start);   // dropped without free
    if (round % 2)
      drop(garbage);                             // or freed
    lists[round % 16] = make_list(100 + round);
    long c = 1000;
    local_tree = build(6, &c);
    local_sum = 0;
    for (long v = 1000; v < c; v++)
      local_sum += v;
    void **ptrs = malloc(64 * sizeof *ptrs);     // pointers inside an array
    for (int i = 0; i < 64; i++)
      ptrs[i] = make_list(3);
    void **copy = malloc(64 * sizeof *copy);
    memcpy(copy, ptrs, 64 * sizeof *ptrs);       // capabilities travel with memcpy
    free(ptrs);
    for (int i = 0; i < 64; i++)
      if (!list_ok(copy[i], 3))
        bad++;
  }
  if (check(kept_tree, &bad) != expected_tree_sum)
    bad++;
  if (check(local_tree, &bad) != local_sum)
    bad++;
  for (int i = 0; i < 16; i++) {
    int round = i + 16 * ((39 - i) / 16);         // the last writer of lists[i]
    if (!list_ok(lists[i], 100 + round))
      bad++;
  }
  say(bad ? "gc_trees: BAD\n" : "gc_trees: ok\n");
  return bad != 0;
}
