// Enumerations: implicit and explicit values, negative and large values,
// constant expressions, scope, sizeof and use in switch.
#include "test.h"

enum color { RED, GREEN, BLUE };
enum jump { A = 5, B, C = 10, D, E = -3, F };
enum { ANON1 = 100, ANON2 = ANON1 * 2, ANON3 = sizeof(int) + ANON2 };
enum big { BIG = 0x7fffffff };
typedef enum { T0, T1, T2 } tenum;

static int name_len(enum color c) {
  switch (c) {
  case RED: return 3;
  case GREEN: return 5;
  case BLUE: return 4;
  }
  return -1;
}

int main(void) {
  CHECK(0, RED);
  CHECK(1, GREEN);
  CHECK(2, BLUE);
  CHECK(5, A);
  CHECK(6, B);
  CHECK(10, C);
  CHECK(11, D);
  CHECK(-3, E);
  CHECK(-2, F);
  CHECK(100, ANON1);
  CHECK(200, ANON2);
  CHECK(204, ANON3);
  CHECK(2147483647, BIG);
  CHECK(4, sizeof(enum color));
  CHECK(4, sizeof(BLUE));
  CHECK(5, name_len(GREEN));
  enum color c = BLUE;
  c++;
  CHECK(3, c);
  tenum t = T2;
  CHECK(2, t);
  int arr[BLUE + 1];
  CHECK(12, sizeof(arr));
  {
    enum color { RED = 7 };   // inner scope hides the outer constant
    CHECK(7, RED);
  }
  CHECK(0, RED);
  enum { LOCAL = 42 } l = LOCAL;
  CHECK(42, l);
  CHECK(1, E < 0);
  enum color neg = (enum color)-1;
  CHECK(1, neg < 0 || neg > 0);
  enum trailing { X1, X2, };
  CHECK(1, X2);
  return 0;
}
