// Over-aligned objects keep their alignment in safe mode (the header must not shift the
// payload): _Alignas(64) globals, statics and locals.
// expect: ok
#include "safety.h"

_Alignas(64) char g64[10];
_Alignas(32) long g32[3] = {1, 2, 3};
struct line { _Alignas(128) char bytes[8]; };
struct line lines[2];

int main(void) {
  static _Alignas(64) int s64[2];
  _Alignas(256) char l256[4];
  printf("%d %d %d %d %d %d\n", (int)((uintptr_t)g64 % 64), (int)((uintptr_t)g32 % 32),
         (int)((uintptr_t)&lines[1] % 128), (int)((uintptr_t)s64 % 64),
         (int)((uintptr_t)l256 % 256), (int)sizeof lines);
  return 0;
}
