// The only pointer to an object is a busy local kept in a register pair
// (%r14 with its capability in %r15) while the program allocates hundreds
// of megabytes, so that the collector runs many times: the object must
// stay alive, unchanged (the collector finds the pair where the runtime
// spilled the registers).
// expect: ok
#include "safety.h"

static void churn(int round) {
  for (int i = 0; i < 2000; i++) {
    char *junk = malloc(64 + (i % 512) * 64);
    junk[0] = (char)(i + round);
  }
}

int main(void) {
  char *keep = malloc(64);
  strcpy(keep, "still here");
  int total = 0;
  for (int round = 0; round < 100; round++) {
    churn(round);
    for (int i = 0; keep[i]; i++)
      total += keep[i];
  }
  printf("%s %d\n", keep, total);
  return 0;
}
