// sizeof of every type and of expressions; the operand is not evaluated
// (except for VLAs); results are size_t.
#include "test.h"
#include <stddef.h>

struct s1 { char c; };
struct s2 { char c; int i; };
struct s3 { char c; double d; char e; };
struct s4 { int a[3]; char b; };
struct empty_arr { int n; int a[0]; };    // GNU zero-length array
union u1 { char c[5]; int i; };
enum e { E1, E2 };

static int side;
static int bump(void) { return ++side; }

int main(void) {
  CHECK(1, sizeof(char));
  CHECK(1, sizeof(signed char));
  CHECK(1, sizeof(unsigned char));
  CHECK(2, sizeof(short));
  CHECK(2, sizeof(short int));
  CHECK(2, sizeof(unsigned short));
  CHECK(4, sizeof(int));
  CHECK(4, sizeof(signed));
  CHECK(4, sizeof(unsigned));
  CHECK(8, sizeof(long));
  CHECK(8, sizeof(long int));
  CHECK(8, sizeof(unsigned long));
  CHECK(8, sizeof(long long));
  CHECK(8, sizeof(long long int));
  CHECK(8, sizeof(unsigned long long));
  CHECK(8, sizeof(long unsigned long));
  CHECK(8, sizeof(int long));
  CHECK(1, sizeof(_Bool));
  CHECK(4, sizeof(float));
  CHECK(8, sizeof(double));
  CHECK(16, sizeof(long double));
  CHECK(8, sizeof(void *));
  CHECK(8, sizeof(char *));
  CHECK(8, sizeof(int (*)(int)));
  CHECK(8, sizeof(int **));
  CHECK(1, sizeof(void));                 // GNU
  CHECK(1, sizeof(main));                 // GNU: function designator
  CHECK(12, sizeof(int[3]));
  CHECK(48, sizeof(int[3][4]));
  CHECK(24, sizeof(char *[3]));
  CHECK(8, sizeof(char (*)[3]));
  CHECK(1, sizeof(struct s1));
  CHECK(8, sizeof(struct s2));
  CHECK(24, sizeof(struct s3));
  CHECK(16, sizeof(struct s4));
  CHECK(4, sizeof(struct empty_arr));
  CHECK(8, sizeof(union u1));
  CHECK(4, sizeof(enum e));
  CHECK(4, sizeof(E1));
  CHECK(16, sizeof(__int128));
  CHECK(8, sizeof(size_t));
  CHECK(8, sizeof(ptrdiff_t));
  CHECK(1, (size_t)-1 > 0);               // size_t is unsigned
  CHECK(8, sizeof(sizeof(int)));
  CHECK(4, sizeof 1);
  CHECK(8, sizeof 1L);
  CHECK(4, sizeof 'a');
  CHECK(1, sizeof((char)'a'));
  CHECK(6, sizeof "hello");
  CHECK(8, sizeof(1 ? 1L : 1));            // usual conversions in ?:
  CHECK(8, sizeof(0 ? 1 : 1.0));
  CHECK(4, sizeof(0 ? 1 : 'a'));
  CHECK(8, sizeof(1 ? (char *)0 : 0));
  CHECK(4, sizeof(1 == 1));
  CHECK(4, sizeof(!1L));
  CHECK(4, sizeof(1.0 < 2.0));
  CHECK(8, sizeof(1 - 2L));
  {
    char c = 0;
    short s = 0;
    CHECK(1, sizeof c);
    CHECK(4, sizeof(c + c));
    CHECK(4, sizeof(-c));
    CHECK(1, sizeof(c = 1000));           // type of the assignment: char
    CHECK(0, c);                           // not evaluated
    CHECK(2, sizeof(s++));
    CHECK(0, s);
    CHECK(4, sizeof(bump()));
    CHECK(0, side);
    CHECK(1, sizeof(c, c));
    int a[10];
    CHECK(40, sizeof a);
    CHECK(8, sizeof(a + 0));
    CHECK(8, sizeof &a);
    CHECK(4, sizeof *a);
    CHECK(40, sizeof *&a);
    struct s3 st;
    CHECK(8, sizeof st.d);
    CHECK(24, sizeof(struct s3){0});
    struct s3 *ps = 0;
    CHECK(1, sizeof ps->e);                // ps is not dereferenced
    CHECK(24, sizeof *ps);
    int n = 3;
    int vla[n + 1];
    CHECK(16, sizeof vla);
    CHECK(32, sizeof(int[++n * 2]));        // VLA type: evaluated
    CHECK(4, n);
  }
  return 0;
}
