/* nbody.c -- floating-point workload: the classic five-body simulation of
 * the outer planets, with a square root written here (no libm), over an
 * array of structs on the heap.  Prints the energy before and after, scaled
 * to integers so the output does not depend on printf's %f. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24
#define NBODIES 5

typedef struct {
  double x, y, z, vx, vy, vz, mass;
} Body;

/* sqrt by Newton's method from a guess made by halving the exponent bits;
 * six steps reach full double precision for the positive, normal values
 * used here.  Only +, *, / are used, so every build rounds identically. */
static double root(double d) {
  unsigned long bits;
  double x;
  if (d <= 0)
    return 0;
  memcpy(&bits, &d, sizeof bits);
  bits = (bits >> 1) + 0x1ff8000000000000UL;
  memcpy(&x, &bits, sizeof x);
  for (int i = 0; i < 6; i++)
    x = 0.5 * (x + d / x);
  return x;
}

static void init(Body *b) {
  static const double init_values[NBODIES][7] = {
    {0, 0, 0, 0, 0, 0, 1},
    {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
     1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
     9.54791938424326609e-04},
    {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
     -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
     2.85885980666130812e-04},
    {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
     2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
     4.36624404335156298e-05},
    {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
     2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
     5.15138902046611451e-05},
  };
  for (int i = 0; i < NBODIES; i++) {
    const double *v = init_values[i];
    b[i].x = v[0];
    b[i].y = v[1];
    b[i].z = v[2];
    b[i].vx = v[3] * DAYS_PER_YEAR;
    b[i].vy = v[4] * DAYS_PER_YEAR;
    b[i].vz = v[5] * DAYS_PER_YEAR;
    b[i].mass = v[6] * SOLAR_MASS;
  }
  double px = 0, py = 0, pz = 0;
  for (int i = 0; i < NBODIES; i++) {
    px += b[i].vx * b[i].mass;
    py += b[i].vy * b[i].mass;
    pz += b[i].vz * b[i].mass;
  }
  b[0].vx = -px / SOLAR_MASS;
  b[0].vy = -py / SOLAR_MASS;
  b[0].vz = -pz / SOLAR_MASS;
}

static void advance(Body *b, double dt) {
  for (int i = 0; i < NBODIES; i++) {
    Body *bi = &b[i];
    for (int j = i + 1; j < NBODIES; j++) {
      Body *bj = &b[j];
      double dx = bi->x - bj->x, dy = bi->y - bj->y, dz = bi->z - bj->z;
      double d2 = dx * dx + dy * dy + dz * dz;
      double mag = dt / (d2 * root(d2));
      bi->vx -= dx * bj->mass * mag;
      bi->vy -= dy * bj->mass * mag;
      bi->vz -= dz * bj->mass * mag;
      bj->vx += dx * bi->mass * mag;
      bj->vy += dy * bi->mass * mag;
      bj->vz += dz * bi->mass * mag;
    }
  }
  for (int i = 0; i < NBODIES; i++) {
    b[i].x += dt * b[i].vx;
    b[i].y += dt * b[i].vy;
    b[i].z += dt * b[i].vz;
  }
}

static double energy(const Body *b) {
  double e = 0;
  for (int i = 0; i < NBODIES; i++) {
    e += 0.5 * b[i].mass * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
    for (int j = i + 1; j < NBODIES; j++) {
      double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
      e -= b[i].mass * b[j].mass / root(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

int main(int argc, char **argv) {
  long steps = argc > 1 ? strtol(argv[1], NULL, 10) : 600000;
  Body *bodies = malloc(NBODIES * sizeof(Body));
  if (!bodies) {
    puts("out of memory");
    return 1;
  }
  init(bodies);
  printf("energy before: %ld e-12\n", (long)(energy(bodies) * 1e12));
  for (long i = 0; i < steps; i++)
    advance(bodies, 0.01);
  printf("energy after %ld steps: %ld e-12\n", steps, (long)(energy(bodies) * 1e12));
  free(bodies);
  return 0;
}
