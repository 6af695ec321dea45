// expect: use after free
// expect-at: tdelete_then_node.c:19:10
// tdelete frees the node of the key it removes: the node pointer tsearch
// returned for that key is dangling, and reading the key through it is
// caught.
#include <search.h>
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
  tdelete(&keys[0], &root, by_int);
  return **(int **)node;
}
