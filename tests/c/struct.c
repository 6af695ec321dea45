// Structs: members, nesting, anonymous struct/union members, assignment and
// copying, arrays of structs, pointers to structs, self-reference, scope.
#include "test.h"

struct point { int x, y; };
struct rect { struct point tl, br; char name[8]; };
struct node { int val; struct node *next; };

struct anon {
  int kind;
  union {
    int i;
    float f;
  };
  struct {
    short a, b;
  };
};

static struct point make_point(int x, int y) {
  struct point p = {x, y};
  return p;
}

static int area(struct rect r) {
  return (r.br.x - r.tl.x) * (r.br.y - r.tl.y);
}

static void move(struct rect *r, int dx) {
  r->tl.x += dx;
  r->br.x += dx;
}

int main(void) {
  struct point p;
  p.x = 3;
  p.y = 4;
  CHECK(7, p.x + p.y);
  CHECK(8, sizeof(p));
  struct point q = p;
  q.x = 10;
  CHECK(3, p.x);
  CHECK(10, q.x);
  CHECK(4, q.y);

  struct rect r = {{1, 2}, {5, 8}, "box"};
  CHECK(24, area(r));
  move(&r, 3);
  CHECK(4, r.tl.x);
  CHECK(8, r.br.x);
  CHECK(24, area(r));
  CHECKS("box", r.name);
  CHECK(24, sizeof(r));
  struct rect r2;
  r2 = r;
  r2.name[0] = 'B';
  CHECKS("box", r.name);
  CHECKS("Box", r2.name);
  CHECK(8, r2.br.y);

  struct point mp = make_point(6, 7);
  CHECK(6, mp.x);
  CHECK(9, make_point(1, 9).y);

  struct rect *rp = &r;
  CHECK(4, rp->tl.x);
  CHECK(2, (*rp).tl.y);
  CHECK('b', rp->name[0]);
  struct point *pp = &rp->br;
  pp->y = 100;
  CHECK(100, r.br.y);

  // anonymous members
  struct anon an;
  an.kind = 1;
  an.i = 42;
  CHECK(42, an.i);
  an.a = 5;
  an.b = 6;
  CHECK(11, an.a + an.b);
  CHECK(12, sizeof(an));
  CHECK(42, an.i);

  // linked list on the stack
  struct node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
  int s = 0;
  for (struct node *n = &n1; n; n = n->next)
    s += n->val;
  CHECK(6, s);
  CHECK(3, n1.next->next->val);

  // arrays of structs
  struct point pts[3] = {{1, 2}, {3, 4}, {5, 6}};
  CHECK(24, sizeof(pts));
  CHECK(5, pts[2].x);
  CHECK(4, (pts + 1)->y);
  pts[0] = pts[2];
  CHECK(6, pts[0].y);

  // struct tags and scope
  struct point { char c; } inner = {'z'};
  CHECK(1, sizeof(inner));
  CHECK('z', inner.c);
  {
    struct s1;
    struct s1 *fwd = 0;
    struct s1 { int a; } v = {7};
    fwd = &v;
    CHECK(7, fwd->a);
  }
  // copies through pointers and chained assignment
  {
    struct big { long a[10]; } b1, b2, b3;
    for (int i = 0; i < 10; i++)
      b1.a[i] = i * 3;
    b3 = b2 = b1;
    CHECK(27, b3.a[9]);
    CHECK(27, b2.a[9]);
    struct big *pb = &b2;
    *pb = b1;
    CHECK(12, pb->a[4]);
    CHECK(80, sizeof(struct big));
  }
  // nested struct definitions and padding
  {
    struct outer {
      char c;
      struct inner { double d; char e; } in;
      int i;
    } o = {'a', {1.5, 'b'}, 9};
    CHECK(32, sizeof(o));
    CHECK(16, sizeof(struct inner));
    CHECK('b', o.in.e);
    CHECK(9, o.i);
    struct inner in2 = o.in;
    CHECKF(1.5, in2.d);
  }
  // const and volatile members
  {
    struct cv { const int c; volatile int v; } cv = {1, 2};
    cv.v++;
    CHECK(4, cv.c + cv.v);
  }
  return 0;
}
