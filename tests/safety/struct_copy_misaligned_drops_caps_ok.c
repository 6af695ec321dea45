// The twin of struct_copy_misaligned_drops_caps.c: the struct goes to a
// word of the buffer (offset 8), and its pointers keep their capabilities
// through both copies.
// expect: ok
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
  struct pair *place = (struct pair *)(buf + opaque(8));
  *place = x;
  back = *place;
  printf("%d %d\n", back.a == x.a, back.b == x.b);
  printf("%c\n", back.b[0]);
  return 0;
}
