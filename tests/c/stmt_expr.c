// GNU statement expressions, typeof/__typeof__, ?: with omitted middle,
// nested and in macros, and __extension__.
#include "test.h"

#define MAX(a, b) ({ typeof(a) a_ = (a); typeof(b) b_ = (b); a_ > b_ ? a_ : b_; })
#define SWAP(x, y) do { typeof(x) t_ = (x); (x) = (y); (y) = t_; } while (0)

static int calls;
static int next(void) { return ++calls; }

int main(void) {
  CHECK(3, ({ 1; 2; 3; }));
  CHECK(6, ({ int x = 2; int y = 4; x + y; }));
  CHECK(5, ({ int v = 5; v; }) );
  CHECK(10, ({ int s = 0; for (int i = 0; i < 5; i++) s += i; s; }));
  CHECK(2, ({ int a = 1; ({ int b = a + 1; b; }); }));
  CHECK(7, MAX(3, 7));
  CHECK(1, MAX(next(), 0));
  CHECK(1, calls);               // each argument evaluated once
  CHECKF(2.5, MAX(2.5, 1));
  {
    int a = 1, b = 2;
    SWAP(a, b);
    CHECK(2, a);
    CHECK(1, b);
    char *p = "x", *q = "y";
    SWAP(p, q);
    CHECKS("y", p);
  }
  {
    typeof(1L) l;
    CHECK(8, sizeof(l));
    __typeof__(char) c;
    CHECK(1, sizeof(c));
    int arr[4];
    typeof(arr) arr2;
    CHECK(16, sizeof(arr2));
    typeof(arr[0]) *ip = arr;
    CHECK(8, sizeof(ip));
    typeof(int *) pp, pq;        // both are pointers
    CHECK(8, sizeof(pq));
    typeof(next) *fp = next;
    CHECK(2, fp());
    typeof(typeof(char) [5]) c5;
    CHECK(5, sizeof(c5));
    const typeof(l) cl = 3;
    CHECK(3, cl);
    typeof(1.0f + 1) fl;
    CHECK(4, sizeof(fl));
    int n = 0;
    typeof(n++) m = 0;           // not evaluated
    CHECK(0, n);
    (void)pp; (void)m;
  }
  {
    int x = 5;
    CHECK(5, x ?: 9);
    x = 0;
    CHECK(9, x ?: 9);
    calls = 0;
    CHECK(1, next() ?: 100);
    CHECK(1, calls);             // evaluated once
    char *s = 0;
    CHECKS("dflt", s ?: "dflt");
    long big = 1L << 40;
    CHECK(1L << 40, big ?: 1);
  }
  {
    // a statement expression whose value is a struct
    struct p { int a, b; };
    struct p v = ({ struct p t = {3, 4}; t; });
    CHECK(4, v.b);
    CHECK(3, ({ struct p t = {3, 4}; t; }).a);
    // void statement expression
    int side = 0;
    ({ side = 1; });
    CHECK(1, side);
    // statement expression with early loop exits
    int r = ({ int i; for (i = 0; i < 100; i++) if (i == 7) break; i; });
    CHECK(7, r);
  }
  CHECK(3, __extension__ ({ 3; }));
  __extension__ long long ext = 1;
  CHECK(1, ext);
  return 0;
}
