// Objects reachable only from globals (a .bss pointer array and an initialised struct with a
// pointer field) survive collections intact.
// expect: ok
#include "safety.h"

char *table[64];
struct { int n; long *data; } holder = {0, NULL};

int main(void) {
  for (int i = 0; i < 64; i++) {
    table[i] = malloc(32);
    snprintf(table[i], 32, "entry %d", i);
  }
  holder.data = malloc(1000 * sizeof(long));
  for (int i = 0; i < 1000; i++) holder.data[i] = i;
  holder.n = 1000;
  for (int i = 0; i < 30000; i++) {
    long *junk = malloc(2048);
    junk[0] = i;
  }
  long sum = 0;
  for (int i = 0; i < holder.n; i++) sum += holder.data[i];
  printf("%s %s %ld\n", table[0], table[63], sum);
  return 0;
}
