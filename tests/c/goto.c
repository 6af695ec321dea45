// goto: forward and backward jumps, jumping into and out of blocks, labels
// as values (&&label) and computed goto, labels with the same name in
// different functions, __label__ local labels in statement expressions.
#include "test.h"

static int count_down(int n) {
  int steps = 0;
again:
  if (n <= 0)
    goto done;
  n--;
  steps++;
  goto again;
done:
  return steps;
}

static int interp(const char *prog) {
  static void *ops[] = {&&op_inc, &&op_dbl, &&op_end};
  int acc = 0;
  const char *pc = prog;
  goto *ops[*pc - '0'];
op_inc:
  acc++;
  pc++;
  goto *ops[*pc - '0'];
op_dbl:
  acc *= 2;
  pc++;
  goto *ops[*pc - '0'];
op_end:
  return acc;
}

static int label_diff(void) {
  // label differences are constants usable in static tables
  static const int offs[] = {&&l1 - &&l0, &&l2 - &&l0};
  int which = 1;
  goto *(&&l0 + offs[which]);
l0:
  return 0;
l1:
  return 1;
l2:
  return 2;
}

static int done(void) {
  int r = 0;
  goto done;      // a label may share its name with a function
done:
  r = 5;
  return r;
}

int main(void) {
  CHECK(5, count_down(5));
  CHECK(0, count_down(-1));
  CHECK(11, interp("0010102"));    // ((1+1)*2+1)*2+1
  CHECK(2, label_diff());
  CHECK(5, done());
  {
    int i = 0, r = 0;
    goto inside;
    {
      r = 100;                      // skipped
    inside:
      r += 1;
    }
    for (i = 0; i < 10; i++) {
      for (int j = 0; j < 10; j++)
        if (i * j == 12)
          goto out;
    }
  out:
    CHECK(2, i);
    CHECK(1, r);
  }
  {
    void *target = &&second;
    int r = 0;
    goto *target;
  first:
    r += 1;
    goto end;
  second:
    r += 10;
    target = &&first;
    goto *target;
  end:
    CHECK(11, r);
  }
  {
    int r = ({ __label__ skip; int v = 1; goto skip; v = 2; skip: v; });
    CHECK(1, r);
    r += ({ __label__ skip; int v = 3; goto skip; v = 4; skip: v; });
    CHECK(4, r);
  }
  return 0;
}
