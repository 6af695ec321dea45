// expect: ok
// Twin of lfind_size_past_end.c: with the true element size lfind
// compares the four ints and no more.
#include <search.h>
#include <stdio.h>
static int by_int(const void *a, const void *b) {
  return *(const int *)a !=
         *(const int *)b;
}
int main(void) {
  int a[4] = {1, 2, 3, 4}, key = 9;
  size_t n = 4;
  int *p = lfind(&key, a, &n, sizeof a[0], by_int);
  printf("%s\n", p ? "found" : "not found");
  key = 4;
  p = lfind(&key, a, &n, sizeof a[0], by_int);
  printf("%s at %d\n", p ? "found" : "not found", p ? (int)(p - a) : -1);
  return 0;
}
