// A 200,000-node binary search tree with parent pointers, built while garbage is allocated
// around it, then checked in full after more collections: every node, child and parent link
// survives.
// expect: ok
#include "safety.h"

struct tree { long key; struct tree *left, *right, *parent; char *label; };

static unsigned long seed = 12345;
static unsigned long next_rand(void) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return seed >> 17;
}

static struct tree *insert(struct tree *root, long key) {
  struct tree *n = calloc(1, sizeof *n);
  n->key = key;
  n->label = malloc(24);
  snprintf(n->label, 24, "k%ld", key);
  if (!root) return n;
  struct tree *t = root;
  for (;;) {
    struct tree **next = key < t->key ? &t->left : &t->right;
    if (!*next) { *next = n; n->parent = t; return root; }
    t = *next;
  }
}

static long check(struct tree *t, long *count) {
  if (!t) return 0;
  (*count)++;
  if (t->left && (t->left->parent != t || t->left->key >= t->key)) exit(2);
  if (t->right && (t->right->parent != t || t->right->key < t->key)) exit(3);
  if (atoi(t->label + 1) != t->key) exit(4);
  return t->key % 1000 + check(t->left, count) + check(t->right, count);
}

int main(void) {
  struct tree *root = NULL;
  for (int i = 0; i < 200000; i++) {
    root = insert(root, (long)(next_rand() % 1000000));
    char *junk = malloc(100);
    junk[0] = 0;
  }
  for (int i = 0; i < 50000; i++) {
    long *junk = malloc(256);
    junk[0] = i;
  }
  long count = 0, sum = check(root, &count);
  printf("%ld nodes, checksum %ld\n", count, sum);
  return 0;
}
