// tdelete.c — tdelete: remove a key's node from the tree.
#include <search.h>
#include <stdlib.h>
#include "search_impl.h"

typedef struct {
  Compare cmp;
  int found;
  struct tnode *parent;  // of the node removed (null: it was the root)
  struct tnode *min;     // the node unlink_min took out
} Removal;

// Takes the node with the smallest key out of n's subtree into r->min;
// returns the subtree's new root.
static struct tnode *unlink_min(struct tnode *n, Removal *r) {
  if (!n->child[0]) {
    r->min = n;
    return n->child[1];
  }
  n->child[0] = unlink_min(n->child[0], r);
  return __tnode_balance(n);
}

// Removes and frees the node holding key below n, if there is one;
// returns the subtree's new root.  A node with two children is replaced
// by the node of its successor (see search_impl.h).
static struct tnode *remove_key(struct tnode *n, const void *key,
                                Removal *r) {
  if (!n)
    return 0;
  int c = r->cmp(key, n->key);
  if (c != 0) {
    r->parent = n;
    n->child[c > 0] = remove_key(n->child[c > 0], key, r);
    return __tnode_balance(n);
  }
  r->found = 1;
  struct tnode *up;
  if (!n->child[0]) {
    up = n->child[1];
  } else if (!n->child[1]) {
    up = n->child[0];
  } else {
    struct tnode *right = unlink_min(n->child[1], r);
    up = r->min;
    up->child[0] = n->child[0];
    up->child[1] = right;
    up = __tnode_balance(up);
  }
  free(n);
  return up;
}

// POSIX: the parent of the removed node, an unspecified non-null pointer
// when it was the root (here rootp), null when the key is not there.
void *tdelete(const void *restrict key, void **restrict rootp, Compare cmp) {
  if (!rootp || !*rootp)
    return 0;
  Removal r = {cmp, 0, 0, 0};
  *rootp = remove_key(*rootp, key, &r);
  if (!r.found)
    return 0;
  return r.parent ? (void *)r.parent : (void *)rootp;
}
