// Changing pointer bits through integer arithmetic, p = (char *)((uintptr_t)p ^ 1), gives a
// pointer without capability (even though the address stays inside the object): reading traps.
// expect: pointer without capability
// asan: miss integer-made pointer with an in-bounds address; only capabilities tell it apart
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  strcpy(p, "abcdef");
  p = (char *)((uintptr_t)p ^ 1);
  printf("flipped\n");
  FAULT_NEXT();
  printf("%c\n", *p);
  puts("after the fault");
  return 0;
}
