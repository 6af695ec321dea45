// cross_unit_lib.c — the other unit of cross_unit_main.c: one function
// that only reads its parameter (it exports a marker), one that keeps it
// (no marker), and one declared noescape in the header.
#include "cross_unit.h"

static int *kept;

uintptr_t reader(const int *p, int *value) {
  *value = *p;
  return (uintptr_t)p;
}

void keeper(int *p) {
  kept = p;
}

int kept_value(void) {
  return *kept;
}

void add_all(int *p, int k, int n) {
  for (int i = 0; i < k; i++)
    p[i] += n;
}
