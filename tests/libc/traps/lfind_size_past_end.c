// expect: out-of-bounds read
// expect-at: lfind_size_past_end.c:10:10
// lfind is told the elements are 8 bytes wide, but they are ints: the
// third "element" starts at the end of the 16-byte array, and the
// comparison function reading it is caught.
#include <search.h>
#include <stdio.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a !=
         *(const int *)b;
}
int main(void) {
  int a[4] = {1, 2, 3, 4}, key = 9;
  size_t n = 4;
  int *p = lfind(&key, a, &n, 8, by_int);
  printf("%s\n", p ? "found" : "not found");
  return 0;
}
