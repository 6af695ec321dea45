// Good twin of global_sprintf_overflow.c: snprintf with sizeof line.
// expect: ok
#include "safety.h"

char line[16];

int main(void) {
  sprintf(line, "%s:%d", "a.c", 1);
  printf("%s\n", line);
  FAULT_NEXT();
  snprintf(line, sizeof line, "%s:%d", "a_rather_long_file_name.c", opaque(12345));
  printf("after the fault %s\n", line);
  return 0;
}
