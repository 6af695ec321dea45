/* bintrees.c -- bench/run-suite.sh: allocate, walk and free many complete
 * binary trees.  A long-lived tree of depth MAX stays alive for the whole
 * run; for each depth d = 4, 6, ..., MAX, 2^(MAX - d + 4) short-lived trees
 * of depth d are built bottom-up, checked (a node count and a weighted sum of
 * the items) and freed.
 *
 *   bintrees [MAX]       (default 16)
 *
 * Stresses: malloc/free of small nodes of two pointers and an int,
 * recursion, pointer stores and loads. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *left, *right;
  int item;
};

static struct node *build(int item, int depth) {
  struct node *n = malloc(sizeof *n);
  if (!n) {
    puts("out of memory");
    exit(1);
  }
  n->item = item;
  if (depth > 0) {
    n->left = build(2 * item - 1, depth - 1);
    n->right = build(2 * item, depth - 1);
  } else {
    n->left = n->right = NULL;
  }
  return n;
}

/* Returns the number of nodes; adds the items, weighted by side, to *sum. */
static long check(const struct node *n, long *sum) {
  long count = 1;
  *sum += n->item;
  if (n->left) {
    long l = 0, r = 0;
    count += check(n->left, &l) + check(n->right, &r);
    *sum += l - r / 2;
  }
  return count;
}

static void release(struct node *n) {
  if (n->left) {
    release(n->left);
    release(n->right);
  }
  free(n);
}

int main(int argc, char **argv) {
  int max = argc > 1 ? atoi(argv[1]) : 16;
  if (max < 6) max = 6;
  long sum = 0;
  struct node *keep = build(0, max);
  for (int d = 4; d <= max; d += 2) {
    long trees = 1L << (max - d + 4), nodes = 0, items = 0;
    for (long i = 0; i < trees; i++) {
      struct node *t = build((int)i, d);
      nodes += check(t, &items);
      release(t);
    }
    printf("%ld trees of depth %d: %ld nodes, items %ld\n", trees, d, nodes, items);
  }
  long kept = check(keep, &sum);
  printf("long-lived tree of depth %d: %ld nodes, items %ld\n", max, kept, sum);
  release(keep);
  return 0;
}
