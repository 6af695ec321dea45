// A callee that reads more arguments than the caller passed gets zeros, never stale register
// contents: a 3-int function called through a 1-int function pointer sees b == c == 0.
// (Under gcc the extra values are garbage, so only the safe build checks them.)
// expect: ok
#include "safety.h"

static int seen_b, seen_c;

static int three(int a, int b, int c) {
  seen_b = b;
  seen_c = c;
  return a;
}

int main(void) {
  int (*one)(int) = (int (*)(int))three;
  three(1, 0x5555, 0x6666); /* leaves values around in registers and memory */
  printf("a = %d\n", one(opaque(7)));
#ifdef __SAFECC_SAFE__
  if (seen_b != 0 || seen_c != 0) {
    printf("stale arguments: %d %d\n", seen_b, seen_c);
    return 1;
  }
#endif
  puts("extra arguments read as zero");
  return 0;
}
