// Library functions whose length argument or precision bounds the read must not read past it,
// even on arrays without a terminator: printf("%.4s"), strncmp stopping at the first
// difference or at n, strncpy from an n-byte source, memchr stopping at the byte it finds.
// expect: ok
#include "safety.h"

int main(void) {
  char *word = malloc(4);
  memcpy(word, "word", 4); /* no terminator */
  char *abc = malloc(3);
  memcpy(abc, "abc", 3);
  char copy[8] = {0};
  printf("[%.4s] [%.2s]\n", word, word);
  printf("%d %d\n", strncmp(word, "worm", 4) > 0, strncmp(abc, "abd and more", 10) < 0);
  printf("%d\n", strncmp(abc, "abc", 3));
  strncpy(copy, word, 4);
  printf("%s\n", copy);
  char *c = memchr(abc, 'c', 3);
  printf("%c\n", c ? *c : '-');
  return 0;
}
