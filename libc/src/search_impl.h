// search_impl.h — what libc/src/search/ shares: the tree of tsearch,
// tfind, tdelete, twalk, twalk_r and tdestroy, and the hash table slot of
// hsearch and hsearch_r.
//
// The tree is an AVL tree: each node keeps the height of its subtree, and
// after every insertion or removal the nodes on the path back to the root
// are rebalanced (__tnode_balance), so no path is longer than about
// 1.44 log2(n).  glibc uses a red-black tree, so the shape, and with it
// twalk's preorder/endorder visits and depths, differ from glibc's; the
// in-order sequence, tfind's answers and the nodes' keys do not.
// Insertion and removal are recursive (the depth is that bound).
//
// A node never changes its key: tdelete of a node with two children
// moves the successor node into its place instead of copying the
// successor's key, so a node pointer tsearch returned stays the node of
// its key until that key is deleted, and only the deleted key's node is
// freed.
//
// Keys and ENTRY's pointers are kept in pointer-typed fields, so they
// keep their capabilities.
#ifndef _SEARCH_IMPL_H
#define _SEARCH_IMPL_H

#include <search.h>
#include <stddef.h>

struct tnode {
  const void *key;  // first: callers read the key as *(void **)node
  struct tnode *child[2];  // [0] smaller keys, [1] greater keys
  int height;  // of the subtree: 1 for a node without children
};

typedef int (*Compare)(const void *, const void *);

struct tnode *__tnode_balance(struct tnode *);

// One slot of a hash table (hsearch_r.c).
struct _ENTRY {
  ENTRY entry;  // first: hsearch returns its address
  size_t hash;  // of entry.key
  int used;
};

// hsearch_r's work: the entry, or null with errno set.
ENTRY *__hsearch(ENTRY, ACTION, struct hsearch_data *);

#endif
