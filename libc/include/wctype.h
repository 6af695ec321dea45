/* wctype.h - C11 7.30.  In "C" the ASCII classes (nothing above 0x7f is
   in any class or has a case); in "C.UTF-8" all of Unicode, with the
   answers of glibc 2.36. */
#ifndef _WCTYPE_H
#define _WCTYPE_H

#define __need_wint_t
#include <stddef.h>

#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif

typedef unsigned long wctype_t;
typedef const int *wctrans_t;

int iswalnum(wint_t);
int iswalpha(wint_t);
int iswblank(wint_t);
int iswcntrl(wint_t);
int iswdigit(wint_t);
int iswgraph(wint_t);
int iswlower(wint_t);
int iswprint(wint_t);
int iswpunct(wint_t);
int iswspace(wint_t);
int iswupper(wint_t);
int iswxdigit(wint_t);
wint_t towlower(wint_t);
wint_t towupper(wint_t);
wctype_t wctype(const char *);
int iswctype(wint_t, wctype_t);
wctrans_t wctrans(const char *);
wint_t towctrans(wint_t, wctrans_t);

#endif
