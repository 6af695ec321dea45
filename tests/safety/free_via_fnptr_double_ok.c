// Good twin of free_via_fnptr_double.c: releases two different objects.
// expect: ok
#include "safety.h"

int main(void) {
  void (*release)(void *) = free;
  void *(*get)(size_t) = malloc;
  char *p = get(10);
  release(p);
  puts("released once");
  FAULT_NEXT();
  p = get(10);
  release(p);
  puts("after the fault");
  return 0;
}
