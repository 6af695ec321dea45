// Capabilities survive every legitimate copy: struct assignment, by-value struct arguments,
// memcpy, memmove and realloc of arrays of pointers.
// expect: ok
#include "safety.h"

struct pair { char *a; char *b; };

static int check(struct pair p) { return strcmp(p.a, "one") == 0 && strcmp(p.b, "two") == 0; }

int main(void) {
  struct pair p = { malloc(8), "two" };
  strcpy(p.a, "one");
  struct pair q = p;
  char **arr = malloc(4 * sizeof(char *));
  for (int i = 0; i < 4; i++) arr[i] = i % 2 ? q.a : q.b;
  char **copy = malloc(4 * sizeof(char *));
  memcpy(copy, arr, 4 * sizeof(char *));
  memmove(copy + 1, copy, 3 * sizeof(char *));
  arr = realloc(arr, 1000 * sizeof(char *));
  int ok = check(q) && strcmp(copy[3], "two") == 0 && strcmp(copy[1], "two") == 0 &&
           strcmp(arr[3], "one") == 0 && strcmp(arr[0], "two") == 0;
  printf("%s\n", ok ? "all copies usable" : "a copy lost its capability");
  return !ok;
}
