// twalk.c — twalk and twalk_r (GNU): visit every node, depth first.
// A node with children is visited three times (preorder before its
// left subtree, postorder between the subtrees, endorder after them), a
// node without children once (leaf).  twalk passes the depth, the root's
// being 0.
#include <search.h>
#include "search_impl.h"

typedef void (*Action)(const void *, VISIT, int);
typedef void (*ActionR)(const void *, VISIT, void *);

static void walk(const struct tnode *n, Action act, int depth) {
  if (!n->child[0] && !n->child[1]) {
    act(n, leaf, depth);
    return;
  }
  act(n, preorder, depth);
  if (n->child[0])
    walk(n->child[0], act, depth + 1);
  act(n, postorder, depth);
  if (n->child[1])
    walk(n->child[1], act, depth + 1);
  act(n, endorder, depth);
}

void twalk(const void *root, Action act) {
  if (root && act)
    walk(root, act, 0);
}

static void walk_r(const struct tnode *n, ActionR act, void *closure) {
  if (!n->child[0] && !n->child[1]) {
    act(n, leaf, closure);
    return;
  }
  act(n, preorder, closure);
  if (n->child[0])
    walk_r(n->child[0], act, closure);
  act(n, postorder, closure);
  if (n->child[1])
    walk_r(n->child[1], act, closure);
  act(n, endorder, closure);
}

void twalk_r(const void *root, ActionR act, void *closure) {
  if (root && act)
    walk_r(root, act, closure);
}
