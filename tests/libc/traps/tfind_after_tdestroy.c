// expect: use after free
// expect-at: libc/src/search/tfind.c
// tdestroy frees every node; a root pointer kept past it is dangling,
// and tfind reading the old root is caught.
#define _GNU_SOURCE
#include <search.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}
static void keep(void *key) { (void)key; }
int main(void) {
  static int keys[] = {5, 2, 8};
  void *root = 0;
  for (int i = 0; i < 3; i++)
    tsearch(&keys[i], &root, by_int);
  tdestroy(root, keep);
  return tfind(&keys[1], &root, by_int) != 0;
}
