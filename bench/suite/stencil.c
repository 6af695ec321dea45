/* stencil.c -- bench/run-suite.sh: a 2D Jacobi (heat diffusion) stencil in
 * doubles.  Two N x N grids in one heap block; the border is held at fixed
 * temperatures (a hot west edge and a warm spot in the middle), the interior
 * relaxes by the 5-point rule for STEPS sweeps.  Prints the total heat, a few
 * probe points and the largest change of the last sweep.
 *
 *   stencil [STEPS]      (default 500; the grid is always 384 x 384)
 *
 * Stresses: double loads/stores through computed indexes, floating-point
 * temporaries, nested loops, a function call per row. */
#include <stdio.h>
#include <stdlib.h>

#define N 384

static double *grid_at(double *g, int i, int j) { return g + (long)i * N + j; }

static void boundary(double *g) {
  for (int i = 0; i < N; i++) {
    *grid_at(g, i, 0) = 100.0;                 /* hot west edge */
    *grid_at(g, i, N - 1) = 0.0;
    *grid_at(g, 0, i) = 50.0 * i / (N - 1);    /* linear north edge */
    *grid_at(g, N - 1, i) = 10.0;
  }
  for (int i = N / 2 - 4; i < N / 2 + 4; i++)  /* a heater in the middle */
    for (int j = N / 2 - 4; j < N / 2 + 4; j++) *grid_at(g, i, j) = 80.0;
}

/* One row of one sweep; returns the largest change in that row. */
static double relax_row(const double *src, double *dst, int i, double alpha) {
  const double *up = src + (long)(i - 1) * N, *mid = src + (long)i * N, *down = src + (long)(i + 1) * N;
  double *out = dst + (long)i * N;
  double worst = 0.0;
  for (int j = 1; j < N - 1; j++) {
    double centre = mid[j];
    double lap = up[j] + down[j] + mid[j - 1] + mid[j + 1] - 4.0 * centre;
    double next = centre + alpha * lap;
    double delta = next > centre ? next - centre : centre - next;
    if (delta > worst) worst = delta;
    out[j] = next;
  }
  return worst;
}

int main(int argc, char **argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 500;
  double *a = calloc((size_t)2 * N * N, sizeof(double));
  if (!a) return 1;
  double *b = a + (long)N * N;
  boundary(a);
  boundary(b);
  double worst = 0.0;
  for (int s = 0; s < steps; s++) {
    worst = 0.0;
    for (int i = 1; i < N - 1; i++) {
      double w = relax_row(a, b, i, 0.24);
      if (w > worst) worst = w;
    }
    boundary(b);
    double *t = a;
    a = b;
    b = t;
  }
  double total = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) total += *grid_at(a, i, j);
  printf("steps %d total %.6f\n", steps, total);
  printf("probes %.9f %.9f %.9f %.9f\n", *grid_at(a, N / 2, 1), *grid_at(a, N / 2, 12),
         *grid_at(a, N / 2 + 12, N / 2), *grid_at(a, N / 2 + 6, N / 2 + 6));
  printf("last change %.9e\n", worst);
  free(a < b ? a : b);
  return 0;
}
