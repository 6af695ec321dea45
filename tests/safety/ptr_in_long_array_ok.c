// A pointer stored (8-byte aligned) into an array of longs, or memcpy'd into one, keeps its
// capability; any aligned slot of any object can hold a pointer.
// expect: ok
#include "safety.h"

int main(void) {
  long buf[4] = {0};
  char text[] = "hello";
  *(char **)&buf[1] = text;
  char *q = "world";
  memcpy(&buf[3], &q, sizeof q);
  char *r;
  memcpy(&r, &buf[3], sizeof r);
  printf("%s %s\n", *(char **)&buf[1], r);
  return 0;
}
