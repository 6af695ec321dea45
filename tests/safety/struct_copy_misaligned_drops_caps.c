// A struct holding pointers copied to a place that is not at a word of
// its object (a char buffer at offset 4) keeps the bytes but not the
// capabilities, both ways: copied back, the pointer has none, and using it
// traps.  Small copies move capabilities inline, word by word; this one
// takes the runtime's path out and the inline one back (the buffer has an
// aux array, so the inline path reads it).
// expect: pointer without capability
// expect-at: struct_copy_misaligned_drops_caps.c:26:24
#include "safety.h"

struct pair {
  char *a, *b;
};

int main(void) {
  static char text[] = "capability";
  _Alignas(16) char buf[64];
  memset(buf, 0, sizeof buf);
  *(char **)(buf + 48) = text; // the buffer gets an aux array
  struct pair x = {text, text + 1}, back;
  struct pair *place = (struct pair *)(buf + opaque(4));
  *place = x;
  back = *place;
  printf("%d %d\n", back.a == x.a, back.b == x.b);
  FAULT_NEXT();
  printf("%c\n", back.b[0]);
  puts("after the fault");
  return 0;
}
