/* nbody.c -- bench/run-suite.sh: a gravitational n-body simulation in
 * doubles.  48 bodies (a heavy central mass and a disc of lighter ones, from
 * a fixed pseudo-random generator) are advanced by a leapfrog-style step with
 * all pair forces; prints the energy before and after, and the centre of mass.
 *
 *   nbody [STEPS]        (default 15000)
 *
 * Stresses: an array of structs of doubles, member access through pointers,
 * the O(n^2) pair loop, sqrt from libm (link with -lm), division. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define BODIES 48

struct body {
  double x, y, z;
  double vx, vy, vz;
  double mass;
};

static unsigned long long rng_state = 0x9e3779b97f4a7c15ULL;

/* A uniform double in [0, 1) from a 64-bit xorshift generator. */
static double uniform(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (double)(rng_state >> 11) / 9007199254740992.0;
}

static void setup(struct body *b, int n) {
  b[0].x = b[0].y = b[0].z = 0.0;
  b[0].vx = b[0].vy = b[0].vz = 0.0;
  b[0].mass = 1000.0;
  for (int i = 1; i < n; i++) {
    double r = 5.0 + 45.0 * uniform();
    double angle = 6.283185307179586 * uniform();
    /* cos/sin from a short Taylor series keeps libm use to sqrt. */
    double a = angle - 3.141592653589793, a2 = a * a;
    double c = -(1 - a2 / 2 + a2 * a2 / 24 - a2 * a2 * a2 / 720 + a2 * a2 * a2 * a2 / 40320);
    double s = -(a - a * a2 / 6 + a * a2 * a2 / 120 - a * a2 * a2 * a2 / 5040);
    double speed = sqrt(1000.0 / r);
    b[i].x = r * c;
    b[i].y = r * s;
    b[i].z = (uniform() - 0.5) * 0.5;
    b[i].vx = -speed * s;
    b[i].vy = speed * c;
    b[i].vz = 0.0;
    b[i].mass = 0.01 + 0.1 * uniform();
  }
}

static double energy(const struct body *b, int n) {
  double e = 0.0;
  for (int i = 0; i < n; i++) {
    const struct body *p = &b[i];
    e += 0.5 * p->mass * (p->vx * p->vx + p->vy * p->vy + p->vz * p->vz);
    for (int j = i + 1; j < n; j++) {
      const struct body *q = &b[j];
      double dx = p->x - q->x, dy = p->y - q->y, dz = p->z - q->z;
      e -= p->mass * q->mass / sqrt(dx * dx + dy * dy + dz * dz + 0.01);
    }
  }
  return e;
}

static void advance(struct body *b, int n, double dt) {
  for (int i = 0; i < n; i++) {
    struct body *p = &b[i];
    for (int j = i + 1; j < n; j++) {
      struct body *q = &b[j];
      double dx = p->x - q->x, dy = p->y - q->y, dz = p->z - q->z;
      double d2 = dx * dx + dy * dy + dz * dz + 0.01;   /* softened */
      double dist = sqrt(d2);
      double mag = dt / (d2 * dist);
      double mp = p->mass * mag, mq = q->mass * mag;
      p->vx -= dx * mq;
      p->vy -= dy * mq;
      p->vz -= dz * mq;
      q->vx += dx * mp;
      q->vy += dy * mp;
      q->vz += dz * mp;
    }
  }
  for (int i = 0; i < n; i++) {
    b[i].x += dt * b[i].vx;
    b[i].y += dt * b[i].vy;
    b[i].z += dt * b[i].vz;
  }
}

int main(int argc, char **argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 15000;
  struct body *b = malloc(BODIES * sizeof *b);
  if (!b) return 1;
  setup(b, BODIES);
  printf("bodies %d steps %d\n", BODIES, steps);
  printf("energy before %.9f\n", energy(b, BODIES));
  for (int s = 0; s < steps; s++) advance(b, BODIES, 0.001);
  printf("energy after  %.9f\n", energy(b, BODIES));
  double m = 0, cx = 0, cy = 0, cz = 0;
  for (int i = 0; i < BODIES; i++) {
    m += b[i].mass;
    cx += b[i].mass * b[i].x;
    cy += b[i].mass * b[i].y;
    cz += b[i].mass * b[i].z;
  }
  printf("centre %.9f %.9f %.9f\n", cx / m, cy / m, cz / m);
  printf("body 7 at %.6f %.6f %.6f\n", b[7].x, b[7].y, b[7].z);
  free(b);
  return 0;
}
