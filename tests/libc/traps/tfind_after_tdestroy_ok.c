// expect: ok
// Twin of tfind_after_tdestroy.c: the root is set to null after
// tdestroy, as it must be, and the empty tree finds nothing.
#define _GNU_SOURCE
#include <search.h>
#include <stdio.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}
static int kept;
static void keep(void *key) { kept += *(int *)key; }
int main(void) {
  static int keys[] = {5, 2, 8};
  void *root = 0;
  for (int i = 0; i < 3; i++)
    tsearch(&keys[i], &root, by_int);
  printf("before: %s\n", tfind(&keys[1], &root, by_int) ? "found" : "null");
  tdestroy(root, keep);
  root = 0;
  printf("after: %s, keys seen %d\n",
         tfind(&keys[1], &root, by_int) ? "found" : "null", kept);
  return 0;
}
