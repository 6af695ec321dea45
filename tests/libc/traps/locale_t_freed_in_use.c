// expect: use after free
// expect-at: libc/src/locale/uselocale.c
// The thread's locale is freed while it is still installed: the next
// multibyte conversion reads it and is caught.
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  locale_t l = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
  uselocale(l);
  freelocale(l);
  wchar_t wc;
  printf("%d\n", mbtowc(&wc, "\xc3\xa9", 2));
  return 0;
}
