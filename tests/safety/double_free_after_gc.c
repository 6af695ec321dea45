// A second free after a lot of allocation in between (collections ran) is still a double free.
// expect: double free
#include "safety.h"

int main(void) {
  char *p = malloc(100);
  free(p);
  for (int i = 0; i < 50000; i++) {
    char *t = malloc(100 + i % 4000);
    t[0] = 1;
  }
  puts("churned");
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
