/* binary_trees.c -- allocator workload: build, walk and free many small
 * binary trees (two pointers per node, so every node holds capabilities in
 * safe mode), plus one long-lived tree that survives the whole run.
 * Prints a checksum of the node counts. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node Node;
struct Node {
  Node *left;
  Node *right;
};

static Node *make_tree(int depth) {
  Node *n = malloc(sizeof(Node));
  if (!n) {
    puts("out of memory");
    exit(1);
  }
  if (depth > 0) {
    n->left = make_tree(depth - 1);
    n->right = make_tree(depth - 1);
  } else {
    n->left = NULL;
    n->right = NULL;
  }
  return n;
}

static long count_nodes(Node *n) {
  if (!n->left)
    return 1;
  return 1 + count_nodes(n->left) + count_nodes(n->right);
}

static void free_tree(Node *n) {
  if (n->left) {
    free_tree(n->left);
    free_tree(n->right);
  }
  free(n);
}

int main(int argc, char **argv) {
  int max_depth = argc > 1 ? atoi(argv[1]) : 16;
  unsigned long checksum = 0;

  Node *stretch = make_tree(max_depth + 1);
  printf("stretch tree of depth %d: %ld nodes\n", max_depth + 1, count_nodes(stretch));
  free_tree(stretch);

  Node *long_lived = make_tree(max_depth);
  for (int depth = 4; depth <= max_depth; depth += 2) {
    long iterations = 1L << (max_depth - depth + 4);
    long nodes = 0;
    for (long i = 0; i < iterations; i++) {
      Node *t = make_tree(depth);
      nodes += count_nodes(t);
      free_tree(t);
    }
    printf("%ld trees of depth %d: %ld nodes\n", iterations, depth, nodes);
    checksum = checksum * 31 + (unsigned long)nodes;
  }
  printf("long lived tree of depth %d: %ld nodes\n", max_depth, count_nodes(long_lived));
  free_tree(long_lived);
  printf("checksum %lu\n", checksum);
  return 0;
}
