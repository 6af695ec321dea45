// __LINE__ counts on past INT_MAX after "#line 2147483647" (C11 6.10.4p3
// bounds only the number written after #line): safecc added the line in
// an int and gave -2147483648.  Past INT_MAX the number is a long.
#include "test.h"

int main(void) {
  long long lines[2];
  int sizes[2];
#line 2147483647
  lines[0] = __LINE__; sizes[0] = sizeof(__LINE__);
  lines[1] = __LINE__; sizes[1] = sizeof(__LINE__);
#line 13
  CHECK(2147483647LL, lines[0]);
  CHECK(2147483648LL, lines[1]);
  CHECK(4, sizes[0]);
  CHECK(8, sizes[1]);
  return 0;
}
