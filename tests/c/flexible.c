// Flexible array members: sizeof excludes the array, offsetof of the array,
// allocation with malloc, static initialization (GNU) and padding.
#include "test.h"
#include <stddef.h>

struct vec { int len; int data[]; };
struct str { long n; char s[]; };
struct pad { char c; double d[]; };
struct small { char tag; char bytes[]; };

struct small gs = {'g', {'x', 'y', 'z'}};   // GNU: static init of flexible array

static int total(struct vec *v) {
  int s = 0;
  for (int i = 0; i < v->len; i++)
    s += v->data[i];
  return s;
}

int main(void) {
  CHECK(4, sizeof(struct vec));
  CHECK(4, offsetof(struct vec, data));
  CHECK(8, sizeof(struct str));
  CHECK(8, offsetof(struct str, s));
  CHECK(8, sizeof(struct pad));
  CHECK(8, offsetof(struct pad, d));
  CHECK(1, sizeof(struct small));
  CHECK(1, offsetof(struct small, bytes));

  struct vec *v = malloc(sizeof(struct vec) + 5 * sizeof(int));
  v->len = 5;
  for (int i = 0; i < 5; i++)
    v->data[i] = i + 1;
  CHECK(15, total(v));
  CHECK(8, (char *)&v->data[1] - (char *)v);
  free(v);

  struct str *s = malloc(sizeof(struct str) + 6);
  s->n = 5;
  strcpy(s->s, "hello");
  CHECKS("hello", s->s);
  CHECK(5, strlen(s->s));
  free(s);

  CHECK('g', gs.tag);
  CHECK('y', gs.bytes[1]);
  CHECK('z', gs.bytes[2]);

  // struct copies ignore the flexible part
  {
    struct vec *a = malloc(sizeof(struct vec) + 2 * sizeof(int));
    struct vec b;
    a->len = 2;
    b = *a;
    CHECK(2, b.len);
    free(a);
  }
  return 0;
}
