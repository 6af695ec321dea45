// Aligning a pointer down with & ~7 on its integer value loses the capability; reading traps.
// expect: pointer without capability
// asan: miss integer-made pointer with an in-bounds address; only capabilities tell it apart
#include "safety.h"

int main(void) {
  char *buf = malloc(64);
  memset(buf, 'k', 64);
  char *p = buf + opaque(13);
  char *aligned = (char *)((uintptr_t)p & ~(uintptr_t)7);
  printf("down by %d\n", (int)(p - aligned));
  FAULT_NEXT();
  printf("%c\n", *aligned);
  puts("after the fault");
  return 0;
}
