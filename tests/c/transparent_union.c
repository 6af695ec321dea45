// GCC's transparent_union: a function whose parameter has such a union
// type takes a value of any member's type (here pointers to different
// structs, a const pointer, void *, a null pointer constant, an array
// that decays) or the union itself, and receives the union with that
// value in it.  glibc's <sys/socket.h> declares getpeername and friends
// this way under _GNU_SOURCE.  The attribute may follow the union's body
// or a typedef's declarator.
#include "test.h"

struct point { int x, y; };
struct pair { long a, b; };

typedef union {
  struct point *point;
  struct pair *pair;
  void *any;
} shape_arg __attribute__((__transparent_union__));

union __attribute__((transparent_union)) const_arg {
  const struct point *point;
  const struct pair *pair;
};

// The first int of what the argument points to, through the first member.
static long first_word(shape_arg s) {
  return s.point ? s.point->x : -1;
}

static int point_x(union const_arg c) {
  return c.point ? c.point->x : -1;
}

// Through a pointer to the function, too.
static long (*indirect)(shape_arg) = first_word;

int main(void) {
  struct point p = {7, 8};
  struct pair q = {40, 41};
  int words[2] = {123, 0};
  CHECK(7, first_word(&p));
  CHECK(40, first_word(&q));
  CHECK(123, first_word((void *)words));
  CHECK(123, first_word((struct point *)words));
  CHECK(-1, first_word(0));
  shape_arg s;
  s.pair = &q;
  CHECK(40, first_word(s));
  CHECK(40, indirect(&q));
  const struct point *cp = &p;
  CHECK(7, point_x(cp));
  CHECK(7, point_x(&p));
  CHECK(-1, point_x(0));
  return 0;
}
