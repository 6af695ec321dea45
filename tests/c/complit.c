// Compound literals: scalars, arrays, structs, lvalue-ness, lifetime in a
// block, file-scope compound literals, use as function arguments.
#include "test.h"

struct pt { int x, y; };
int *gcl = (int[]){10, 20, 30};
struct pt *gpt = &(struct pt){5, 6};

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
static int px(struct pt p) { return p.x; }

int main(void) {
  CHECK(3, (int){3});
  CHECK(2, ((int[]){1, 2, 3})[1]);
  CHECK(12, sizeof((int[]){1, 2, 3}));
  CHECK(6, sum((int[]){1, 2, 3}, 3));
  CHECK(4, px((struct pt){4, 5}));
  CHECK(5, ((struct pt){4, 5}).y);
  CHECK(9, (struct pt){.y = 9}.y);
  CHECK(0, (struct pt){.y = 9}.x);
  int *p = (int[4]){0};
  p[3] = 7;
  CHECK(7, p[3]);
  struct pt *q = &(struct pt){1, 1};
  q->x = 8;
  CHECK(8, q->x);
  (int){5} = 6;                      // compound literals are lvalues
  CHECK(20, gcl[1]);
  CHECK(6, gpt->y);
  char *s = (char[]){"str"};
  s[0] = 'S';
  CHECKS("Str", s);
  CHECK(4, sizeof((char[]){"str"}));
  const int *c = (const int[]){4, 5};
  CHECK(9, c[0] + c[1]);
  struct pt arr[2];
  arr[0] = (struct pt){3, 4};
  arr[1] = (struct pt){arr[0].y, arr[0].x};
  CHECK(4, arr[1].x);
  CHECK(3, arr[1].y);
  int n = 0;
  for (int i = 0; i < 3; i++) {
    int *fresh = (int[2]){i, i * 2};   // a new object each iteration
    n += fresh[1];
  }
  CHECK(6, n);
  CHECK(2, ((struct pt[]){{1, 2}, {3, 4}})[0].y);
  CHECK(16, sizeof((struct pt[]){{1, 2}, {3, 4}}));
  return 0;
}
