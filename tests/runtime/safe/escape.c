// escape.c (safe C) — a local whose address escapes lives as long as a
// pointer to it exists, across returns and collections; realloc keeps the
// pointers stored in the block.
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int *saved[100];

static int *leak_local(int v) {
  int x = v;
  saved[v % 100] = &x;
  return &x;
}

int main(void) {
  int bad = 0;
  for (int i = 0; i < 10000; i++) {
    int *p = leak_local(i);
    char *junk = malloc(100 + i % 50);   // churn
    junk[0] = 1;
    if (*p != i)
      bad++;
  }
  for (int i = 0; i < 100; i++)
    if (*saved[i] != 9900 + i)
      bad++;
  char **v = malloc(4 * sizeof *v);
  for (int i = 0; i < 4; i++) {
    v[i] = malloc(8);
    strcpy(v[i], "abc");
    v[i][0] = (char)('a' + i);
  }
  for (int k = 5; k < 2000; k++) {
    v = realloc(v, k * sizeof *v);
    v[k - 1] = NULL;
  }
  for (int i = 0; i < 4; i++)
    if (v[i][0] != 'a' + i || v[i][1] != 'b')
      bad++;
  write(1, bad ? "escape: BAD\n" : "escape: ok\n", bad ? 12 : 11);
  return bad != 0;
}
