// Initializers of globals and statics: constant expressions, addresses of
// globals, functions, array elements and members (relocations with
// addends), string literals, nested aggregates, and zero-filled data.
#include "test.h"

int gi = 3;
long gl = -5L * 3;
double gd = 1.5 * 2;
float gf = 1 / 4.0f;
char gc = 'a' + 1;
_Bool gb = 256;
unsigned long gu = -1;
int garr[5] = {1, 2, [4] = 5};
int *gp = &gi;
int *gpa = garr + 2;
int *gpa2 = &garr[4];
long gaddr_diff = 0;
char *gs = "global string";
char gsa[] = "array";
char *gsoff = "offset" + 3;
const char *gstrs[] = {"a", "bb", "ccc"};
struct pt { int x, y; } gpt = {1, 2};
struct pt gpts[] = {{1, 2}, {3, 4}, [3] = {7, 8}};
int *gpy = &gpts[1].y;
struct { int *p; char *s; int n; } gmix = {&gi, "mix", 9};
int gzero[100];
static int gstatic = 17;
int (*gfp)(int) = 0;
static int twice(int x) { return 2 * x; }
int (*gfn)(int) = twice;
int (*gfns[])(int) = {twice, 0, twice};
void *gself = &gself;
char **gpp = (char **)&gstrs[1];
long gcast = (long)4.9;
int gsz = sizeof(struct pt) * 3;
int gcond = 1 ? 10 : 20;
unsigned char gtrunc = 0x1234;
struct nested { struct pt a; int b[2]; char c[3]; } gnest = {{5, 6}, {7}, "hi"};
int gm[2][3] = {{1, 2, 3}, {4, 5, 6}};
int *gmrow = gm[1];
char gtrail[10] = "abc";
long double gld = 1.0L / 4;
int gneg = -2147483647 - 1;
struct { char a; int b : 3; int c : 5; } gbits = {1, -1, 9};
union { int i; char c[4]; } gunion = {.c = {0, 1}};
char *gchars[] = {gsa, gsa + 2};

int main(void) {
  CHECK(3, gi);
  CHECK(-15, gl);
  CHECKF(3.0, gd);
  CHECKF(0.25f, gf);
  CHECK('b', gc);
  CHECK(1, gb);
  CHECKU(18446744073709551615ul, gu);
  CHECK(2, garr[1]);
  CHECK(0, garr[3]);
  CHECK(5, garr[4]);
  CHECK(3, *gp);
  gi = 4;
  CHECK(4, *gp);
  CHECK(0, *gpa);
  CHECK(5, *gpa2);
  CHECKS("global string", gs);
  CHECKS("array", gsa);
  CHECK(6, sizeof(gsa));
  CHECKS("set", gsoff);
  CHECKS("ccc", gstrs[2]);
  CHECK(2, gpt.y);
  CHECK(4, sizeof(gpts) / sizeof(gpts[0]));
  CHECK(0, gpts[2].x);
  CHECK(8, gpts[3].y);
  CHECK(4, *gpy);
  CHECK(4, *gmix.p);
  CHECKS("mix", gmix.s);
  CHECK(9, gmix.n);
  CHECK(0, gzero[99]);
  CHECK(17, gstatic);
  CHECK(0, (long)gfp);
  CHECK(42, gfn(21));
  CHECK(10, gfns[2](5));
  CHECK(0, (long)gfns[1]);
  CHECK(1, gself == &gself);
  CHECKS("bb", *gpp);
  CHECK(4, gcast);
  CHECK(24, gsz);
  CHECK(10, gcond);
  CHECK(0x34, gtrunc);
  CHECK(6, gnest.a.y);
  CHECK(7, gnest.b[0]);
  CHECK(0, gnest.b[1]);
  CHECKS("hi", gnest.c);
  CHECK(4, *gmrow);
  CHECK(6, gmrow[2]);
  CHECK(0, gtrail[9]);
  CHECKF(0.25L, gld);
  CHECK(-2147483647 - 1, gneg);
  CHECK(1, gbits.a);
  CHECK(-1, gbits.b);
  CHECK(9, gbits.c);
  CHECK(256, gunion.i);
  CHECKS("ray", gchars[1]);
  {
    static int s_local = 5;
    static int *s_ptr = &s_local;
    static char s_str[] = "st";
    static const char *s_ptrs[2] = {s_str, "lit"};
    (*s_ptr)++;
    CHECK(6, s_local);
    CHECKS("lit", s_ptrs[1]);
    CHECK('t', s_ptrs[0][1]);
  }
  return 0;
}
