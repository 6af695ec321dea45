// tfind.c — tfind: the node holding a key, or null.
#include <search.h>
#include "search_impl.h"

void *tfind(const void *key, void *const *rootp, Compare cmp) {
  if (!rootp)
    return 0;
  const struct tnode *n = *rootp;
  while (n) {
    int c = cmp(key, n->key);
    if (c == 0)
      return (void *)n;
    n = n->child[c > 0];
  }
  return 0;
}
