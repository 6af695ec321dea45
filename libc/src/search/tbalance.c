// tbalance.c — AVL rebalancing for tsearch and tdelete.
#include "search_impl.h"

static int height(const struct tnode *n) {
  return n ? n->height : 0;
}

static void set_height(struct tnode *n) {
  int l = height(n->child[0]), r = height(n->child[1]);
  n->height = 1 + (l > r ? l : r);
}

// Lifts n's child on side dir above n; returns the subtree's new root.
static struct tnode *rotate(struct tnode *n, int dir) {
  struct tnode *up = n->child[dir];
  n->child[dir] = up->child[!dir];
  up->child[!dir] = n;
  set_height(n);
  set_height(up);
  return up;
}

// n's subtrees are AVL trees whose heights differ by at most 2 (one
// insertion or removal below n); returns the root of the same keys as an
// AVL tree, with its height set.
struct tnode *__tnode_balance(struct tnode *n) {
  int diff = height(n->child[1]) - height(n->child[0]);
  if (diff >= -1 && diff <= 1) {
    set_height(n);
    return n;
  }
  int dir = diff > 0;  // the taller side
  struct tnode *c = n->child[dir];
  if (height(c->child[!dir]) > height(c->child[dir]))
    n->child[dir] = rotate(c, !dir);  // inner grandchild: double rotation
  return rotate(n, dir);
}
