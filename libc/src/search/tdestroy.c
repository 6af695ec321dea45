// tdestroy.c — tdestroy (GNU): free every node, after handing its key to
// the caller's function.
#include <search.h>
#include <stdlib.h>
#include "search_impl.h"

void tdestroy(void *root, void (*free_key)(void *)) {
  struct tnode *n = root;
  if (!n)
    return;
  tdestroy(n->child[0], free_key);
  tdestroy(n->child[1], free_key);
  free_key((void *)n->key);
  free(n);
}
