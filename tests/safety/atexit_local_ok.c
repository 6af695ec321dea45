// An atexit handler that runs after main returned can still use main's escaping local through
// a global pointer: the local lives as long as a pointer to it exists.
// (gcc: main's frame is gone by then, so only the safe build reads it.)
// expect: ok
#include "safety.h"

static int *saved;

static void report(void) {
#ifdef __SAFECC_SAFE__
  printf("at exit: %d\n", *saved);
#else
  printf("at exit: %d\n", 42);
#endif
}

int main(void) {
  int answer = 41;
  saved = &answer;
  atexit(report);
  answer++;
  puts("main returns");
  return 0;
}
