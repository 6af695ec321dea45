// Variable-length arrays: sizeof at run time, 2-D VLAs, VLA parameters,
// pointers to VLAs, typedefs of VLA types, VLAs in loops (freed each round).
#include "test.h"

static int sum2d(int rows, int cols, int a[rows][cols]) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      s += a[i][j];
  return s;
}

static long size_of_param(int n, char a[n][n + 1]) { return sizeof(*a); }

int main(void) {
  int n = 5;
  int v[n];
  CHECK(20, sizeof(v));
  CHECK(5, sizeof(v) / sizeof(v[0]));
  for (int i = 0; i < n; i++)
    v[i] = i * i;
  CHECK(16, v[4]);

  int rows = 3, cols = 4;
  int m[rows][cols];
  CHECK(48, sizeof(m));
  CHECK(16, sizeof(m[0]));
  CHECK(16, sizeof(m[2]));
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[i][j] = i * cols + j;
  CHECK(11, m[2][3]);
  CHECK(66, sum2d(rows, cols, m));
  CHECK(16, (char *)m[1] - (char *)m[0]);
  CHECK(5, *(*(m + 1) + 1));

  CHECK(7, size_of_param(6, 0));

  {
    int (*p)[cols] = m;
    p++;
    CHECK(4, (*p)[0]);
    CHECK(16, sizeof(*p));
  }
  {
    typedef char buf_t[n * 2];
    n = 100;                        // the typedef keeps its size
    buf_t b;
    CHECK(10, sizeof(b));
    CHECK(10, sizeof(buf_t));
  }
  {
    long total = 0;
    for (int k = 1; k <= 1000; k++) {
      char big[k * 1000];           // storage released each iteration
      big[k * 1000 - 1] = 1;
      total += sizeof(big);
    }
    CHECK(500500000L, total);
  }
  {
    int len = 3;
    double d[len][len][2];
    CHECK(144, sizeof(d));
    CHECK(48, sizeof(d[1]));
    CHECK(16, sizeof(d[1][2]));
    d[2][2][1] = 2.5;
    CHECKF(2.5, d[2][2][1]);
    int k = 0;
    CHECK(144, sizeof(d[k++]) * 3);
    short fixed_of_vla[len][4];
    CHECK(24, sizeof(fixed_of_vla));
  }
  return 0;
}
