// Twenty arguments mixing pointers, ints, doubles and a struct with pointers: every pointer
// arrives with its own capability.
// expect: ok
#include "safety.h"

struct sp { char *a; long n; char *b; };

static long many(char *p0, int i1, double d2, char *p3, long l4, struct sp s5, char *p6,
                 int i7, int i8, char *p9, double d10, char *p11, int i12, char *p13,
                 char *p14, long l15, char *p16, int i17, char *p18, char *p19) {
  long sum = i1 + (long)d2 + l4 + s5.n + i7 + i8 + (long)d10 + i12 + l15 + i17;
  const char *all[] = { p0, p3, s5.a, s5.b, p6, p9, p11, p13, p14, p16, p18, p19 };
  for (int i = 0; i < 12; i++) sum += all[i][0] - 'a';
  return sum;
}

int main(void) {
  char *h = malloc(2);
  h[0] = 'c';
  h[1] = 0;
  struct sp s = { "b", 5, h };
  printf("%ld\n", many("a", 1, 2.5, "b", 3, s, "c", 4, 5, "d", 6.5, "e", 7, "f",
                       "g", 8, "h", 9, "i", h));
  return 0;
}
