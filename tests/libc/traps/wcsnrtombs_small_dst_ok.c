// expect: ok
// Twin of wcsnrtombs_small_dst.c: dst's real size limits the output, so
// 4 of the 6 characters are converted and src stops at the fifth.
#include <stdio.h>
#include <wchar.h>
int main(void) {
  char dst[4];
  const wchar_t *start = L"abcdefghij", *src = start;
  mbstate_t st = {0};
  size_t n = wcsnrtombs(dst, &src, 6, sizeof dst, &st);
  printf("%zu %.4s %td\n", n, dst, src - start);
  return 0;
}
