// Control flow: if/else (dangling else), while, do-while, for in all its
// forms, break and continue in nested loops, short-circuit evaluation, the
// conditional operator's result types, comma operator, loop scopes.
#include "test.h"

static int calls;
static int t(int v) { calls++; return v; }

int main(void) {
  int r = 0;
  if (1) r = 1; else r = 2;
  CHECK(1, r);
  if (0) r = 1; else if (0) r = 2; else r = 3;
  CHECK(3, r);
  if (1) if (0) r = 4; else r = 5;   // else binds to the inner if
  CHECK(5, r);
  if (0) if (1) r = 6; else r = 7;
  CHECK(5, r);

  int i = 0, s = 0;
  while (i < 10) s += i++;
  CHECK(45, s);
  i = 0;
  do i++; while (i < 0);
  CHECK(1, i);
  do { i += 2; } while (i < 10);
  CHECK(11, i);
  s = 0;
  for (i = 0; i < 5; i++) s += i;
  CHECK(10, s);
  s = 0;
  for (int j = 10; j; j--) s++;
  CHECK(10, s);
  s = 0;
  for (;;) { if (++s == 7) break; }
  CHECK(7, s);
  for (int a = 0, b = 10; a < b; a++, b--) s++;
  CHECK(12, s);
  {
    int k = 100;
    for (int k = 0; k < 3; k++) {}
    CHECK(100, k);                    // the loop had its own k
    for (int k = 0; k < 3; k++) { int k = 50; (void)k; }
  }
  s = 0;
  for (int x = 0; x < 5; x++) {
    for (int y = 0; y < 5; y++) {
      if (y == 3) break;
      if (x == y) continue;
      s += 10 * x + y;
    }
    if (x == 3) continue;
    s += 1000;
  }
  // pairs (x, y) with y < 3, x != y, plus 1000 for x in {0,1,2,4}
  CHECK(4000 + (1 + 2) + (10 + 12) + (20 + 21) + (30 + 31 + 32) + (40 + 41 + 42), s);
  s = 0;
  i = 0;
  while (1) {
    i++;
    if (i % 2) continue;
    if (i > 10) break;
    s += i;
  }
  CHECK(30, s);
  i = 0;
  do {
    if (i == 3) break;
    i++;
    continue;
  } while (1);
  CHECK(3, i);

  calls = 0;
  CHECK(0, t(0) && t(1));
  CHECK(1, calls);
  CHECK(1, t(1) || t(0));
  CHECK(2, calls);
  CHECK(1, t(1) && t(2));
  CHECK(4, calls);
  CHECK(0, t(0) || t(0));
  CHECK(6, calls);
  CHECK(1, 5 && 7);                   // result is 0 or 1
  CHECK(1, 0 || -3);
  CHECK(1, (0.5 && 1));
  CHECK(1, !!"");
  {
    char *p = 0;
    CHECK(0, p && *p);                  // no dereference
  }

  CHECK(2, 0 ? 1 : 2);
  CHECK(8, sizeof(1 ? 1 : 2L));
  CHECK(1, (1 ? -1 : 0u) > 0);          // int converted to unsigned
  CHECKF(1.0, 1 ? 1 : 2.0);
  {
    int a = 1, b = 2;
    *(a < b ? &a : &b) = 10;
    CHECK(10, a);
    const char *str = 0 ? "yes" : "no";
    CHECKS("no", str);
    void *vp = 0;
    int *ip = 1 ? vp : &a;
    CHECK(0, (long)ip);
    int nest = 3;
    CHECK(30, nest == 1 ? 10 : nest == 2 ? 20 : 30);
    CHECK(3, (1, 2, 3));
    int c = (a = 1, b = a + 1, b * 5);
    CHECK(10, c);
  }
  {
    int n = 0;
    while (n < 3)
      n++;
    CHECK(3, n);
    for (n = 0; n < 1000000; n++)
      ;
    CHECK(1000000, n);
  }
  return 0;
}
