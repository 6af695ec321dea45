/* matmul.c -- array workload: multiply two square double matrices stored as
 * arrays of row pointers (so each element access loads a pointer from a
 * heap object, then a double).  The entries are small integers, so every
 * sum is exact and the checksum is the same in every build. */
#include <stdio.h>
#include <stdlib.h>

static double **new_matrix(int n) {
  double **m = malloc(n * sizeof(double *));
  if (!m) {
    puts("out of memory");
    exit(1);
  }
  for (int i = 0; i < n; i++) {
    m[i] = calloc(n, sizeof(double));
    if (!m[i]) {
      puts("out of memory");
      exit(1);
    }
  }
  return m;
}

static void free_matrix(double **m, int n) {
  for (int i = 0; i < n; i++)
    free(m[i]);
  free(m);
}

static void multiply(double **c, double **a, double **b, int n) {
  for (int i = 0; i < n; i++) {
    double *ci = c[i];
    double *ai = a[i];
    for (int j = 0; j < n; j++)
      ci[j] = 0;
    for (int k = 0; k < n; k++) {
      double aik = ai[k];
      double *bk = b[k];
      for (int j = 0; j < n; j++)
        ci[j] += aik * bk[j];
    }
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 420;
  double **a = new_matrix(n), **b = new_matrix(n), **c = new_matrix(n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i][j] = (double)((i * 7 + j * 3) % 11 - 5);
      b[i][j] = (double)((i * 5 + j * 2) % 13 - 6);
    }
  multiply(c, a, b, n);
  multiply(a, c, b, n);
  long trace = 0;
  unsigned long checksum = 0;
  for (int i = 0; i < n; i++) {
    trace += (long)a[i][i];
    for (int j = 0; j < n; j++)
      checksum = checksum * 31 + (unsigned long)(long)a[i][j];
  }
  printf("%dx%d: trace %ld\n", n, n, trace);
  printf("checksum %lu\n", checksum);
  free_matrix(a, n);
  free_matrix(b, n);
  free_matrix(c, n);
  return 0;
}
