// C lets a goto, a case or a computed goto enter a block past the
// declaration of a local, which then exists with an indeterminate value.
// Safe mode allocates an escaping local where its declaration is reached
// only when no jump can skip it (docs/safe-mode.md, "When they are
// allocated"): here each local's address escapes, each declaration is
// skipped, and the local must still be an object to write and read.
// expect: ok
#include "safety.h"

static int *kept;
static void keep(int *p) { kept = p; }

static int by_goto(int c) {
  if (c)
    goto inside;
  {
    int x = 1;
  inside:
    x = 40 + c;
    keep(&x);
    return *kept;
  }
}

static int by_case(int c) {
  switch (c) {
    int y;
  case 1:
    y = 50;
    keep(&y);
    return *kept;
  default:
    return -1;
  }
}

static int by_computed_goto(int c) {
  void *target = &&inside;
  if (c)
    goto *target;
  {
    char buf[16];
  inside:
    snprintf(buf, sizeof buf, "v%d", c);
    return buf[1] - '0';
  }
}

int main(void) {
  printf("%d %d %d\n", by_goto(opaque(2)), by_case(opaque(1)), by_computed_goto(opaque(7)));
  printf("%d %d\n", by_goto(opaque(0)), by_computed_goto(opaque(0)));
  return 0;
}
