// expect: out-of-bounds write
// expect-at: libc/src/wchar/mbsrtowcs.c
// mbsnrtowcs is told dst holds 8 wide characters, but it holds 3; the
// first 5 bytes (nms) are 5 characters, so the fourth is written past it.
#include <stdio.h>
#include <wchar.h>
int main(void) {
  wchar_t dst[3];
  const char *src = "abcdefgh";
  mbstate_t st = {0};
  size_t n = mbsnrtowcs(dst, &src, 5, 8, &st);
  printf("%zu\n", n);
  return 0;
}
