// tsearch.c — tsearch: find a key in the tree, or insert it.
#include <search.h>
#include <stdlib.h>
#include "search_impl.h"

// Returns the new root of n's subtree, which holds key; *found is the
// node holding it (null when a new node could not be allocated, and then
// the subtree is unchanged).
static struct tnode *insert(struct tnode *n, const void *key, Compare cmp,
                            struct tnode **found) {
  if (!n) {
    n = malloc(sizeof *n);
    if (n) {
      n->key = key;
      n->child[0] = n->child[1] = 0;
      n->height = 1;
    }
    *found = n;
    return n;
  }
  int c = cmp(key, n->key);
  if (c == 0) {
    *found = n;
    return n;
  }
  n->child[c > 0] = insert(n->child[c > 0], key, cmp, found);
  return __tnode_balance(n);
}

void *tsearch(const void *key, void **rootp, Compare cmp) {
  if (!rootp)
    return 0;
  struct tnode *found;
  *rootp = insert(*rootp, key, cmp, &found);
  return found;
}
