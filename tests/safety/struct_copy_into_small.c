// Struct assignment writing a 24-byte struct into a 16-byte heap object traps (destination range).
// expect: out-of-bounds write
#include "safety.h"

struct big { long a, b, c; };

int main(void) {
  struct big v = {1, 2, 3};
  struct big *dst = malloc(16);
  puts("copying");
  FAULT_NEXT();
  *dst = v;
  puts("after the fault");
  return 0;
}
