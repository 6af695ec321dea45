// expect: out-of-bounds write
// expect-at: libc/src/wchar/wcsrtombs.c
// wcsnrtombs is told dst holds 16 bytes, but it holds 4; the first
// 6 wide characters (nwc) need 6 bytes, so the fifth is written past it.
#include <stdio.h>
#include <wchar.h>
int main(void) {
  char dst[4];
  const wchar_t *src = L"abcdefghij";
  mbstate_t st = {0};
  size_t n = wcsnrtombs(dst, &src, 6, 16, &st);
  printf("%zu\n", n);
  return 0;
}
