// tests/debug/shapes.c — the program tests/run-debug.sh debugs with gdb
// (shapes.gdb says what it asks, shapes.expected what gdb must answer).
// Each "line:" comment names a line the script breaks on; keep them.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { CIRCLE = 1, SQUARE = 4, TRIANGLE = 9 };

struct point {
  int x, y;
};
typedef struct point Point;
typedef unsigned long Count;

struct shape {
  enum kind kind;
  struct point corner;
  const char *name;
  unsigned visible : 1;
  unsigned layer : 5;
  double size;
  union {
    long id;
    unsigned char bytes[8];
  } tag;
  struct shape *next;
};

struct shape *first_shape;
int shape_count = 0;
static const double unit = 0.5;
char banner[16] = "shapes";

double area(const struct shape *s) {
  double side = s->size * unit;  // line: area-first
  double result = side * side;  // line: area-result
  if (s->kind == CIRCLE)
    result = result * 3.0;
  return result;
}

struct shape *add_shape(enum kind kind, int x, int y, const char *name) {
  struct shape *s = calloc(1, sizeof *s);  // line: add-first
  s->kind = kind;
  s->corner.x = x;
  s->corner.y = y;
  s->name = strdup(name);
  s->visible = 1;
  s->layer = 17;
  s->size = 2.0 * (shape_count + 1);
  s->tag.id = 0x41424344;
  s->next = first_shape;
  first_shape = s;
  shape_count++;
  return s;  // line: add-return
}

double total_area(void) {
  double sum = 0;
  Count seen = 0;
  for (struct shape *s = first_shape; s; s = s->next) {
    sum += area(s);  // line: total-area
    seen++;
  }
  return sum;  // line: total-return
}

int main(void) {
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  Point origin = {0, 0};
  add_shape(CIRCLE, 1, 2, "sun");
  add_shape(SQUARE, 3, 4, "box");
  add_shape(TRIANGLE, -5, 6, "roof");
  double t = total_area();  // line: main-total
  printf("%s: %d shapes, area %g, grid %d, origin %d\n", banner, shape_count, t, grid[1][2],
         origin.x);
  return 0;
}
