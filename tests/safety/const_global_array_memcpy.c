// memcpy into a const global table traps.
// expect: write to read-only memory
#include "safety.h"

const unsigned char key[8] = {1, 2, 3, 4, 5, 6, 7, 8};

int main(void) {
  unsigned char fresh[8] = {9, 9, 9, 9, 9, 9, 9, 9};
  printf("key[0] = %d\n", key[0]);
  FAULT_NEXT();
  memcpy((void *)key, fresh, sizeof fresh);
  printf("after the fault %d\n", key[0]);
  return 0;
}
