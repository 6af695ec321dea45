// A function pointer converted to void *, to another function type and back keeps its
// function capability and can be called; a variadic function called through a fixed
// prototype of the same shape works.
// expect: ok
#include "safety.h"

static int add3(int a, int b, int c) { return a + b + c; }

int main(void) {
  void *v = (void *)add3;
  void (*other)(void) = (void (*)(void))v;
  int (*back)(int, int, int) = (int (*)(int, int, int))other;
  int (*fixed_printf)(const char *, int) = (int (*)(const char *, int))printf;
  fixed_printf("%d\n", back(1, 2, 3));
  return 0;
}
