// expect: out-of-bounds write
// expect-at: call to memcpy
// lsearch appends a key it does not find, and the caller must leave room
// for it; this array is full, so the copy past its end is caught.
#include <search.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a != *(const int *)b;
}
int main(void) {
  int a[3] = {1, 2, 3}, key = 4;
  size_t n = 3;
  lsearch(&key, a, &n, sizeof a[0], by_int);
  return (int)n;
}
