// expect: ok
// Twin of mbsnrtowcs_small_dst.c: with dst's real size, 3 characters are
// converted and src stops after them.
#include <stdio.h>
#include <wchar.h>
int main(void) {
  wchar_t dst[3];
  const char *start = "abcdefgh", *src = start;
  mbstate_t st = {0};
  size_t n = mbsnrtowcs(dst, &src, 5, sizeof dst / sizeof dst[0], &st);
  printf("%zu %lc%lc%lc %td\n", n, (wint_t)dst[0], (wint_t)dst[1], (wint_t)dst[2], src - start);
  return 0;
}
