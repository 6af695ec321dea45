// Arrays: one- and multi-dimensional, decay, sizeof, arrays of pointers,
// pointers to arrays, arrays as parameters, static and global arrays.
#include "test.h"

int grid[3][4];
static long lg[2][3][4];

static int sum(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static int sum2(int a[][4], int rows) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 4; j++)
      s += a[i][j];
  return s;
}

static int param_size(int a[10]) { return sizeof(a); }

int main(void) {
  int a[4];
  for (int i = 0; i < 4; i++)
    a[i] = i + 1;
  CHECK(10, sum(a, 4));
  CHECK(16, sizeof(a));
  CHECK(4, sizeof(a) / sizeof(a[0]));
  CHECK(8, param_size(a));

  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  CHECK(24, sizeof(m));
  CHECK(12, sizeof(m[0]));
  CHECK(6, m[1][2]);
  CHECK(4, *m[1]);
  CHECK(5, *(*(m + 1) + 1));
  CHECK(2, (*m)[1]);
  CHECK(12, (char *)m[1] - (char *)m[0]);
  {
    int (*row)[3] = m;
    CHECK(4, row[1][0]);
    row++;
    CHECK(6, (*row)[2]);
    int *flat = &m[0][0];
    CHECK(5, flat[4]);
  }

  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      grid[i][j] = i * 10 + j;
  CHECK(23, grid[2][3]);
  CHECK(12 * 4, sizeof(grid));
  CHECK(0 + 1 + 2 + 3 + 10 + 11 + 12 + 13 + 20 + 21 + 22 + 23, sum2(grid, 3));

  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        lg[i][j][k] = i * 100 + j * 10 + k;
  CHECK(123, lg[1][2][3]);
  CHECK(192, sizeof(lg));
  CHECK(96, sizeof(lg[1]));
  CHECK(32, sizeof(lg[1][1]));
  CHECK(112, *(*(*(lg + 1) + 1) + 2));

  {
    char *names[3] = {"x", "yy", "zzz"};
    CHECK(24, sizeof(names));
    CHECK('z', names[2][1]);
    int (*pa)[4] = &a;
    CHECK(3, (*pa)[2]);
    CHECK(16, sizeof(*pa));
    CHECK(1, (void *)pa == (void *)a);
    CHECK(16, (char *)(pa + 1) - (char *)pa);
  }
  {
    int z[5] = {0};
    CHECK(0, z[4]);
    int partial[5] = {1, 2};
    CHECK(2, partial[1]);
    CHECK(0, partial[2]);
    int implicit[] = {1, 2, 3, 4, 5, 6, 7};
    CHECK(7, sizeof(implicit) / sizeof(int));
    char s[] = "hello";
    CHECK(6, sizeof(s));
    char t[10] = "hi";
    CHECK(0, t[5]);
    CHECK('i', t[1]);
    int two[][2] = {{1, 2}, {3, 4}, {5, 6}};
    CHECK(3, sizeof(two) / sizeof(two[0]));
  }
  {
    static int counter[3];
    counter[1]++;
    counter[1] += 5;
    CHECK(6, counter[1]);
    int arr[3] = {0, 0, 0};
    arr[2] = 7;
    CHECK(7, arr[2]);
  }
  return 0;
}
