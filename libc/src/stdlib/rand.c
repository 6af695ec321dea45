// rand.c — rand and srand: a 64-bit linear congruential generator whose
// top 31 bits are the result (not glibc's sequence; C does not fix one).
#include <stdint.h>
#include <stdlib.h>

static uint64_t state = 1;

void srand(unsigned seed) {
  state = seed;
}

int rand(void) {
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (int)(state >> 33);
}
