// sprintf of a long line into a 16-byte global buffer traps.
// expect: out-of-bounds write
#include "safety.h"

char line[16];

int main(void) {
  sprintf(line, "%s:%d", "a.c", 1);
  printf("%s\n", line);
  FAULT_NEXT();
  sprintf(line, "%s:%d", "a_rather_long_file_name.c", opaque(12345));
  puts("after the fault");
  return 0;
}
