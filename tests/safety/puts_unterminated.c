// puts of a char array without a terminator reads past its end inside the libc and traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char word[4] = {'w', 'o', 'r', 'd'};
  printf("%c%c\n", word[0], word[3]);
  FAULT_NEXT();
  puts(word);
  puts("after the fault");
  return 0;
}
