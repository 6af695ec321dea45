// big_live.c — a large live heap and a collector's pauses: builds one
// binary tree of 2^(DEPTH+1) - 1 nodes that stays live to the end (about
// 100 MB of safe heap at depth 20, 900 MB at 22), then builds, checks and
// drops 200 short-lived trees of depth 14 beside it.  Prints checksums.
// With SAFECC_OPTIONS=gc_stats=1 the safe build reports its longest stop.
//   usage: big_live [DEPTH]
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *left, *right;
  long value;
};

static struct node *build(int depth, long value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->left = depth > 0 ? build(depth - 1, 2 * value) : NULL;
  n->right = depth > 0 ? build(depth - 1, 2 * value + 1) : NULL;
  return n;
}

static long check(const struct node *n) {
  return n ? n->value + check(n->left) + check(n->right) : 0;
}

static void drop(struct node *n) {
  if (n) {
    drop(n->left);
    drop(n->right);
    free(n);
  }
}

int main(int argc, char **argv) {
  int depth = argc > 1 ? atoi(argv[1]) : 20;
  if (depth < 1 || depth > 26)
    return 2;
  struct node *live = build(depth, 1);
  long churn = 0;
  for (int i = 0; i < 200; i++) {
    struct node *t = build(14, i);
    churn += check(t);
    drop(t);
  }
  printf("%ld %ld\n", churn, check(live));
  return 0;
}
