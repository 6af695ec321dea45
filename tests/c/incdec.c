// Increment, decrement and compound assignment on every kind of lvalue:
// integers of each width (with wraparound), pointers (scaled), floating
// types, members, array elements, through pointers; side effects in the
// lvalue happen exactly once.
#include "test.h"

struct s { int i; double d; char *p; short arr[3]; };

static int idx_calls;
static int idx(int v) { idx_calls++; return v; }

int main(void) {
  int i = 5;
  CHECK(5, i++);
  CHECK(6, i);
  CHECK(7, ++i);
  CHECK(7, i--);
  CHECK(5, --i);
  char c = 127;
  c++;
  CHECK(-128, c);
  unsigned char uc = 0;
  CHECK(255, --uc);
  short sh = -32768;
  sh--;
  CHECK(32767, sh);
  long l = 0x7fffffffffffffffL;
  l--;
  CHECK(0x7ffffffffffffffeL, l);
  unsigned long ul = 0;
  CHECKU(0, ul--);
  CHECKU(18446744073709551615ul, ul);
  double d = 0.5;
  d++;
  CHECKF(1.5, d);
  CHECKF(0.5, --d);
  float f = 1.25f;
  CHECKF(1.25f, f--);
  CHECKF(0.25f, f);
  long double ld = 2.5L;
  CHECKF(3.5L, ++ld);

  int arr[5] = {10, 20, 30, 40, 50};
  int *p = arr;
  CHECK(10, *p++);
  CHECK(20, *p);
  CHECK(30, *++p);
  CHECK(30, (*p)++);
  CHECK(31, arr[2]);
  p += 2;
  CHECK(50, *p);
  p -= 4;
  CHECK(10, *p);
  CHECK(4, &arr[4] - p);
  long *lp = (long *)0;
  lp++;
  CHECK(8, (long)lp);
  lp += 3;
  CHECK(32, (long)lp);
  double *dp = (double *)64;
  dp--;
  CHECK(56, (long)dp);
  struct s *sp = (struct s *)0;
  sp++;
  CHECK(sizeof(struct s), (long)sp);
  char **cpp = (char **)8;
  cpp -= 1;
  CHECK(0, (long)cpp);

  struct s st = {1, 1.5, "abc", {1, 2, 3}};
  st.i++;
  st.d *= 2;
  st.p++;
  st.arr[1] += 10;
  st.arr[2]--;
  CHECK(2, st.i);
  CHECKF(3.0, st.d);
  CHECK('b', *st.p);
  CHECK(12, st.arr[1]);
  CHECK(2, st.arr[2]);
  struct s *ps = &st;
  ps->i += 5;
  ++ps->arr[0];
  ps->d -= 0.5;
  CHECK(7, st.i);
  CHECK(2, st.arr[0]);
  CHECKF(2.5, st.d);

  idx_calls = 0;
  arr[idx(1)] += 5;
  CHECK(1, idx_calls);
  CHECK(25, arr[1]);
  arr[idx(1)]++;
  CHECK(2, idx_calls);
  CHECK(26, arr[1]);
  int *q = arr;
  *(q + idx(3)) *= 2;
  CHECK(3, idx_calls);
  CHECK(80, arr[3]);
  int k = 0;
  int m[3] = {0, 0, 0};
  m[k++] += 7;
  CHECK(1, k);
  CHECK(7, m[0]);

  i = 10;
  i += 3.7;             // 13.7 -> 13
  CHECK(13, i);
  i -= 0.5;             // 12.5 -> 12
  CHECK(12, i);
  i *= 1.5;
  CHECK(18, i);
  i /= 4.0;
  CHECK(4, i);
  unsigned u = 10;
  u -= 20;
  CHECKU(4294967286u, u);
  u += 20;
  CHECKU(10, u);
  c = 100;
  c += 100;
  CHECK(-56, c);
  c = 10;
  c <<= 4;
  CHECK(-96, c);
  uc = 200;
  uc >>= 3;
  CHECK(25, uc);
  _Bool b = 0;
  b += 2;
  CHECK(1, b);
  b -= 1;
  CHECK(0, b);
  return 0;
}
