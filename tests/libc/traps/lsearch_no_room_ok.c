// expect: ok
// Twin of lsearch_no_room.c: with room for one more int, lsearch appends
// the key.
#include <search.h>
#include <stdio.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a != *(const int *)b;
}
int main(void) {
  int a[4] = {1, 2, 3}, key = 4;
  size_t n = 3;
  int *p = lsearch(&key, a, &n, sizeof a[0], by_int);
  printf("n %zu, a[%d] = %d\n", n, (int)(p - a), *p);
  return 0;
}
