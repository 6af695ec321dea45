// Good twin of const_global_array_memcpy.c: copies the const table into a writable one.
// expect: ok
#include "safety.h"

const unsigned char key[8] = {1, 2, 3, 4, 5, 6, 7, 8};
unsigned char copy[8];

int main(void) {
  unsigned char fresh[8] = {9, 9, 9, 9, 9, 9, 9, 9};
  printf("key[0] = %d\n", key[0]);
  FAULT_NEXT();
  memcpy(copy, key, sizeof key);
  memcpy(copy, fresh, sizeof fresh);
  printf("after the fault %d %d\n", key[0], copy[0]);
  return 0;
}
