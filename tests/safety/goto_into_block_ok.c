// Jumping into a block past the declaration of an address-taken local is legal C (the object
// exists for the whole block): the escaping local must be usable even when its declaration was
// skipped, by goto or by a switch case label inside the block.
// expect: ok
#include "safety.h"

static int via_goto(int skip) {
  if (skip) goto inside;
  {
    int x;
    x = 1;
  inside:
    x = 5;
    int *p = &x;
    *p += 1;
    return x;
  }
}

static int via_switch(int n) {
  int *keep = NULL;
  switch (n) {
  case 0: {
    int y = 10;
  case 1:
    y = 20;
    keep = &y;
    *keep += n;
    return *keep;
  }
  default:
    return -1;
  }
}

int main(void) {
  printf("%d %d %d %d\n", via_goto(0), via_goto(opaque(1)), via_switch(0), via_switch(opaque(1)));
  return 0;
}
