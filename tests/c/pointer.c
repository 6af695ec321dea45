// Pointers: address-of, dereference, arithmetic scaled by the element size,
// differences, comparisons, void pointers, pointers to pointers, null.
#include "test.h"
#include <stddef.h>

int g[10];

static void set(int *p, int v) { *p = v; }
static int **pp_of(int **p) { return p; }

int main(void) {
  int x = 3;
  int *p = &x;
  *p = 5;
  CHECK(5, x);
  set(&x, 7);
  CHECK(7, x);
  int **pp = &p;
  **pp = 9;
  CHECK(9, x);
  CHECK(9, **pp_of(pp));
  CHECK(1, *&p == p);
  CHECK(9, *&*&x);

  int a[5] = {10, 20, 30, 40, 50};
  int *q = a;
  CHECK(10, *q);
  CHECK(30, *(q + 2));
  CHECK(30, q[2]);
  CHECK(30, 2[q]);
  CHECK(50, *(a + 4));
  q += 3;
  CHECK(40, *q);
  CHECK(20, q[-2]);
  CHECK(3, q - a);
  CHECK(-3, a - q);
  CHECK(8, sizeof(q - a));
  CHECK(40, *q--);
  CHECK(30, *q);
  CHECK(40, *++q);
  CHECK(50, *(q + 1));
  CHECK(1, q > a);
  CHECK(1, a < q);
  CHECK(1, a + 5 > q);
  CHECK(0, q <= a);
  CHECK(1, &a[4] - &a[0] == 4);
  CHECK(1, (char *)&a[1] - (char *)&a[0] == sizeof(int));

  // element sizes of various pointee types
  {
    long la[3];
    CHECK(8, (char *)(la + 1) - (char *)la);
    struct { char c[13]; } sa[3];
    CHECK(26, (char *)(sa + 2) - (char *)sa);
    double (*row)[4] = 0;
    CHECK(32, (long)(row + 1));
    char *c = 0;
    CHECK(-1, (long)(c - 1));
    short *s = (short *)100;
    CHECK(94, (long)(s - 3));
    long idx = -2;
    CHECK(96, (long)(s + idx));
    unsigned char k = 3;
    CHECK(106, (long)(s + k));
  }

  // void pointers and conversions
  {
    void *v = a;
    int *back = v;
    CHECK(10, *back);
    CHECK(1, v == (void *)a);
    char *cp = (char *)v + sizeof(int);
    CHECK(20, *(int *)cp);
    const int *cip = a;
    CHECK(10, *cip);
    int *volatile vp = a;
    CHECK(10, *vp);
  }

  // null pointers
  {
    int *n = 0;
    CHECK(1, n == NULL);
    CHECK(1, !n);
    CHECK(0, n != 0);
    void *vn = (void *)0;
    CHECK(1, vn == n);
    CHECK(1, (n ? 1 : 2) == 2);
    n = &x;
    CHECK(1, n && 1);
  }

  // globals
  {
    int *gp = g;
    for (int i = 0; i < 10; i++)
      gp[i] = i * i;
    CHECK(81, g[9]);
    CHECK(16, *(g + 4));
    CHECK(10, &g[10] - g);
  }

  // pointer to pointer walk
  {
    char *words[] = {"alpha", "beta", "gamma", 0};
    char **w = words;
    int n = 0;
    while (*w++)
      n++;
    CHECK(3, n);
    CHECK('b', **(words + 1));
    CHECK('m', words[2][2]);
    CHECK('e', *(*(words + 1) + 1));
  }

  // increments through pointers
  {
    int v[3] = {1, 2, 3};
    int *r = v;
    (*r)++;
    CHECK(2, v[0]);
    *r++ += 10;
    CHECK(12, v[0]);
    CHECK(2, *r);
    ++*r;
    CHECK(3, v[1]);
    r[1] *= 5;
    CHECK(15, v[2]);
  }
  return 0;
}
