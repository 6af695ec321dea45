// setjmp.c (safe C) — setjmp/longjmp from nested calls, with collections
// in between; locals changed after setjmp are volatile as C requires.
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static jmp_buf env;
static int depth_reached;

static void dive(int depth) {
  char *junk = malloc(1000);
  junk[0] = (char)depth;
  depth_reached = depth;
  if (depth == 50)
    longjmp(env, depth);
  dive(depth + 1);
}

static int count_jumps(void) {
  jmp_buf local;
  volatile int n = 0;
  if (setjmp(local) < 5) {
    n++;
    for (int i = 0; i < 1000; i++)
      malloc(100);
    longjmp(local, n);
  }
  return n;
}

int main(void) {
  int bad = 0;
  char *keep = malloc(16);
  strcpy(keep, "kept");
  int r = setjmp(env);
  if (r == 0) {
    dive(0);
    bad++;                       // not reached
  } else if (r != 50 || depth_reached != 50) {
    bad++;
  }
  if (count_jumps() != 5)
    bad++;
  jmp_buf zero;
  memset(zero, 0, sizeof zero);
  if (strcmp(keep, "kept") != 0)
    bad++;
  write(1, bad ? "setjmp: BAD\n" : "setjmp: ok\n", bad ? 12 : 11);
  return bad;
}
