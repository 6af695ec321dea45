// Register arguments read straight from a local (in its frame slot or in a
// callee-saved register) through the conversions the parameter type asks
// for: widening signed and unsigned, narrowing, _Bool and enum sources,
// pointer to pointer and pointer to integer.  Each callee returns what it
// received, so a wrong extension or a wrong width shows.  run-c.sh also
// builds callees and callers with different compilers.
// abi-split
#include "test.h"
#include <stdbool.h>

long as_long(long x);
unsigned long as_ulong(unsigned long x);
int as_int(int x);
unsigned as_uint(unsigned x);
void *as_ptr(void *p);
long sum6(long a, int b, unsigned c, long d, int e, unsigned long f);

#if !defined(ABI_PART) || ABI_PART == 1
long as_long(long x) { return x; }
unsigned long as_ulong(unsigned long x) { return x; }
int as_int(int x) { return x; }
unsigned as_uint(unsigned x) { return x; }
void *as_ptr(void *p) { return p; }
long sum6(long a, int b, unsigned c, long d, int e, unsigned long f) {
  return a + b + (long)c + d + e + (long)f;
}
#endif

#if !defined(ABI_PART) || ABI_PART == 2
enum colour { RED = -2, GREEN = 7 };

// Each local is read once: they stay in their frame slots.
static void from_frame_slots(void) {
  int i = -5;
  unsigned u = 0xfffffff0u;
  long l = -(1L << 40) + 3;
  short s = -300;
  unsigned char uc = 200;
  signed char sc = -100;
  bool b = true;
  enum colour c = RED;
  char text[] = "abc";
  char *p = text;
  CHECK(-5, as_long(i));
  CHECKU(0xfffffffffffffffbul, as_ulong(i));
  CHECK(0xfffffff0l, as_long(u));
  CHECK(3, as_int(l));
  CHECKU(3u, as_uint(l));
  CHECK(-300, as_long(s));
  CHECK(200, as_long(uc));
  CHECK(-100, as_int(sc));
  CHECK(1, as_long(b));
  CHECK(-2, as_long(c));
  CHECK((long)text, (long)as_ptr(p));
  CHECK((long)text, as_long((long)p));
}

// Busy locals inside a loop: they get callee-saved registers.
static void from_registers(void) {
  long total = 0;
  for (int k = 0; k < 3; k++) {
    int i = -5 - k;
    unsigned u = 0xfffffff0u + k;
    long l = -(1L << 40) + 3 + k;
    short s = -300 + k;
    unsigned char uc = 200 + k;
    bool b = k != 1;
    CHECK(-5 - k, as_long(i));
    CHECKU(0xfffffffffffffffbul - k, as_ulong(i));
    CHECK(0xfffffff0l + k, as_long(u));
    CHECK(3 + k, as_int(l));
    CHECK(-300 + k, as_long(s));
    CHECK(200 + k, as_long(uc));
    CHECK(k != 1, as_long(b));
    total += sum6(i, i, u, l, s, uc) + i + u + l + s + uc + b;
  }
  CHECK(-6571299963586, total); // 3i + 2u + 2l + 2s + 2uc + b over k = 0, 1, 2
}

int main(void) {
  from_frame_slots();
  from_registers();
  return 0;
}
#endif
