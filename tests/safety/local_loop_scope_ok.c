// A pointer to a block-scope local taken in each loop iteration keeps that iteration's object.
// expect: ok
#include "safety.h"

int main(void) {
  int *keep[4];
  for (int i = 0; i < 4; i++) {
    int v = i * 10;
    keep[i] = &v;
  }
#ifdef __SAFECC_SAFE__
  for (int i = 0; i < 4; i++)
    if (*keep[i] != i * 10) { printf("keep[%d] = %d\n", i, *keep[i]); return 1; }
#endif
  puts("every iteration kept its own local");
  return 0;
}
