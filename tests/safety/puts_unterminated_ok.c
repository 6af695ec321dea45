// Good twin of puts_unterminated.c: the array has room for the terminator.
// expect: ok
#include "safety.h"

int main(void) {
  char word[5] = {'w', 'o', 'r', 'd', 0};
  printf("%c%c\n", word[0], word[3]);
  FAULT_NEXT();
  puts(word);
  puts("after the fault");
  return 0;
}
