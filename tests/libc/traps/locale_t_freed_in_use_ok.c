// expect: ok
// Twin of locale_t_freed_in_use.c: the thread goes back to the global
// locale ("C") before freeing its own, so the conversion fails cleanly.
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  locale_t l = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
  uselocale(l);
  wchar_t wc;
  printf("%d\n", mbtowc(&wc, "\xc3\xa9", 2));
  uselocale(LC_GLOBAL_LOCALE);
  freelocale(l);
  printf("%d\n", mbtowc(&wc, "\xc3\xa9", 2));
  return 0;
}
