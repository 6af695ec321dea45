// expect: ok
// Twin of tdelete_then_node.c: the key is read through its node while it
// is in the tree; after tdelete, tfind no longer finds it.
#include <search.h>
#include <stdio.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}
int main(void) {
  static int keys[] = {5, 2, 8, 1, 9};
  void *root = 0, *node = 0;
  for (int i = 0; i < 5; i++) {
    void *n = tsearch(&keys[i], &root, by_int);
    if (i == 0)
      node = n;
  }
  printf("key %d\n", **(int **)node);
  printf("tdelete: %s\n", tdelete(&keys[0], &root, by_int) ? "done" : "null");
  printf("tfind: %s\n", tfind(&keys[0], &root, by_int) ? "found" : "null");
  return 0;
}
