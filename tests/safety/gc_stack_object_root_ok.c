// Heap objects reachable only through pointers stored in escaping locals (a local array of
// pointers and a local struct) survive collections.
// expect: ok
#include "safety.h"

struct pair { char *a; char *b; };

static void churn(void) {
  for (int i = 0; i < 30000; i++) {
    char *junk = malloc(1024 + i % 3000);
    junk[0] = 1;
  }
}

int main(void) {
  char *arr[8];
  struct pair pr;
  for (int i = 0; i < 8; i++) {
    arr[i] = malloc(16);
    snprintf(arr[i], 16, "arr%d", i);
  }
  pr.a = malloc(8);
  pr.b = malloc(8);
  strcpy(pr.a, "pa");
  strcpy(pr.b, "pb");
  churn();
  printf("%s %s %s %s\n", arr[0], arr[7], pr.a, pr.b);
  return 0;
}
