// __builtin_dynamic_object_size in safe mode: the bytes from a pointer to
// the end of its object, read off its capability, for a stack array, a
// heap object, a string literal and a struct member (to the end of the
// whole object); 0 one past the end's end, outside the object, for a
// pointer without a capability and for a freed object.  gcc knows some
// of these at compile time and not others, so the values are checked in
// safe mode only and the program prints the same lines either way.
// expect: ok
#include "safety.h"

struct pair { int a; char tail[12]; };

int main(void) {
  char buf[10];
  char *h = malloc(37);
  struct pair *p = malloc(sizeof *p);
  int bad = 0;
#ifdef __SAFECC_SAFE__
  bad |= __builtin_dynamic_object_size(buf, 0) != 10;
  bad |= __builtin_dynamic_object_size(buf + 3, 1) != 7;
  bad |= __builtin_dynamic_object_size(buf + 10, 2) != 0;
  bad |= __builtin_dynamic_object_size(h, 3) != 37;
  bad |= __builtin_dynamic_object_size(h + 36, 0) != 1;
  bad |= __builtin_dynamic_object_size(h + 38, 0) != 0;
  bad |= __builtin_dynamic_object_size(h - 1, 0) != 0;
  bad |= __builtin_dynamic_object_size("literal", 0) != 8;
  bad |= __builtin_dynamic_object_size(p->tail, 0) != sizeof *p - 4;
  bad |= __builtin_dynamic_object_size((char *)(long)h, 0) != 0;
#endif
  printf("sizes %s\n", bad ? "wrong" : "right");
  free(h);
#ifdef __SAFECC_SAFE__
  bad |= __builtin_dynamic_object_size(h, 0) != 0;
#endif
  printf("after free %s\n", bad ? "wrong" : "right");
  free(p);
  return 0;
}
