// _Alignas and _Alignof: natural alignments, over-aligned locals, globals,
// members and structs, alignof of expressions, aligned_alloc.
#include "test.h"
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>

_Alignas(64) char g64;
_Alignas(long) char glong;
alignas(16) int g16[3];
struct over { char c; _Alignas(32) int i; };
struct plain { char c; double d; };

int main(void) {
  CHECK(1, _Alignof(char));
  CHECK(2, _Alignof(short));
  CHECK(4, _Alignof(int));
  CHECK(8, _Alignof(long));
  CHECK(8, _Alignof(long long));
  CHECK(4, _Alignof(float));
  CHECK(8, _Alignof(double));
  CHECK(16, _Alignof(long double));
  CHECK(8, _Alignof(void *));
  CHECK(16, _Alignof(__int128));
  CHECK(4, _Alignof(int[10]));
  CHECK(8, _Alignof(struct plain));
  CHECK(32, _Alignof(struct over));
  CHECK(64, sizeof(struct over));
  CHECK(32, offsetof(struct over, i));
  CHECK(1, _Alignof(char[3]));
  CHECK(1, alignof(max_align_t) >= 8);
  CHECK(0, (uintptr_t)&g64 % 64);
  CHECK(0, (uintptr_t)&glong % 8);
  CHECK(0, (uintptr_t)g16 % 16);
  {
    char pad1;
    _Alignas(32) char a32;
    char pad2;
    _Alignas(16) int a16[3];
    _Alignas(double) char ad;
    alignas(128) long a128;
    CHECK(0, (uintptr_t)&a32 % 32);
    CHECK(0, (uintptr_t)a16 % 16);
    CHECK(0, (uintptr_t)&ad % 8);
    CHECK(0, (uintptr_t)&a128 % 128);
    (void)pad1;
    (void)pad2;
    struct over o;
    CHECK(0, (uintptr_t)&o % 32);
    CHECK(0, (uintptr_t)&o.i % 32);
  }
  int x;
  CHECK(4, _Alignof(x));            // GNU: alignof of an expression
  CHECK(8, __alignof__(double));
  CHECK(16, __alignof__(long double));
  void *mem = aligned_alloc(256, 512);
  CHECK(0, (uintptr_t)mem % 256);
  free(mem);
  return 0;
}
