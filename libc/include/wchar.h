/* wchar.h - C11 7.29 (the common part) and wcwidth.  The multibyte
   encoding is LC_CTYPE's, in the thread's locale (uselocale's, else the
   global one): ASCII in "C" (a byte or wide character above
   0x7f is an encoding error, EILSEQ), UTF-8 in "C.UTF-8".  The wide printf
   and scanf functions translate their format to multibyte and use the
   byte engines. */
#ifndef _WCHAR_H
#define _WCHAR_H

#include <stddef.h>
#define __need_wint_t
#include <stddef.h>
#include <bits/locale_t.h>
#include <bits/noescape.h>
#define __need___va_list
#include <stdarg.h>

#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif
#ifndef WCHAR_MIN
#if defined(__aarch64__)
#define WCHAR_MIN 0U
#define WCHAR_MAX 4294967295U
#else
#define WCHAR_MIN (-2147483647 - 1)
#define WCHAR_MAX 2147483647
#endif
#endif

/* __state: bytes still needed and the sequence length; __value: the bits
   read so far (libc/src/wchar/mb.c).  Zeroed, it is the initial state. */
typedef struct { unsigned __state, __value; } mbstate_t;
typedef struct _IO_FILE FILE;

size_t wcslen(const wchar_t *);
size_t wcsnlen(const wchar_t *, size_t);
wchar_t *wcscpy(wchar_t *restrict, const wchar_t *restrict);
wchar_t *wcsncpy(wchar_t *restrict, const wchar_t *restrict, size_t);
wchar_t *wcscat(wchar_t *restrict, const wchar_t *restrict);
wchar_t *wcsncat(wchar_t *restrict, const wchar_t *restrict, size_t);
int wcscmp(const wchar_t *, const wchar_t *);
int wcscoll(const wchar_t *, const wchar_t *);
size_t wcsxfrm(wchar_t *restrict, const wchar_t *restrict, size_t);
int wcscoll_l(const wchar_t *, const wchar_t *, locale_t);
size_t wcsxfrm_l(wchar_t *restrict, const wchar_t *restrict, size_t, locale_t);
int wcsncmp(const wchar_t *, const wchar_t *, size_t);
/* GNU: compared after towlower (in the thread's locale, or in l). */
int wcscasecmp(const wchar_t *, const wchar_t *);
int wcsncasecmp(const wchar_t *, const wchar_t *, size_t);
int wcscasecmp_l(const wchar_t *, const wchar_t *, locale_t);
int wcsncasecmp_l(const wchar_t *, const wchar_t *, size_t, locale_t);
wchar_t *wcschr(const wchar_t *, wchar_t);
wchar_t *wcsrchr(const wchar_t *, wchar_t);
wchar_t *wcsstr(const wchar_t *restrict, const wchar_t *restrict);
size_t wcsspn(const wchar_t *, const wchar_t *);
size_t wcscspn(const wchar_t *, const wchar_t *);
wchar_t *wcspbrk(const wchar_t *, const wchar_t *);
wchar_t *wcsdup(const wchar_t *);
wchar_t *wcstok(wchar_t *restrict, const wchar_t *restrict, wchar_t **restrict);
long wcstol(const wchar_t *restrict, wchar_t **restrict, int);
unsigned long wcstoul(const wchar_t *restrict, wchar_t **restrict, int);
double wcstod(const wchar_t *restrict, wchar_t **restrict);

wchar_t *wmemset(wchar_t *, wchar_t, size_t);
wchar_t *wmemcpy(wchar_t *restrict, const wchar_t *restrict, size_t);
wchar_t *wmemmove(wchar_t *, const wchar_t *, size_t);
int wmemcmp(const wchar_t *, const wchar_t *, size_t);
wchar_t *wmemchr(const wchar_t *, wchar_t, size_t);

wint_t btowc(int);
int wctob(wint_t);
int mbsinit(const mbstate_t *);
size_t mbrlen(const char *restrict, size_t, mbstate_t *restrict);
size_t mbrtowc(wchar_t *restrict, const char *restrict, size_t, mbstate_t *restrict);
size_t wcrtomb(__noescape char *restrict, wchar_t, __noescape mbstate_t *restrict);
size_t mbsrtowcs(wchar_t *restrict, const char **restrict, size_t, mbstate_t *restrict);
size_t wcsrtombs(char *restrict, const wchar_t **restrict, size_t, mbstate_t *restrict);
size_t mbsnrtowcs(wchar_t *restrict, const char **restrict, size_t, size_t, mbstate_t *restrict);
size_t wcsnrtombs(char *restrict, const wchar_t **restrict, size_t, size_t, mbstate_t *restrict);
int wcwidth(wchar_t);
int wcswidth(const wchar_t *, size_t);

struct tm;
size_t wcsftime(wchar_t *restrict, size_t, const wchar_t *restrict, const struct tm *restrict);

wint_t fgetwc(FILE *);
wint_t getwc(FILE *);
wint_t getwchar(void);
wint_t ungetwc(wint_t, FILE *);
wchar_t *fgetws(wchar_t *restrict, int, FILE *restrict);
wint_t fputwc(wchar_t, FILE *);
wint_t putwc(wchar_t, FILE *);
wint_t putwchar(wchar_t);
int fputws(const wchar_t *restrict, FILE *restrict);
int fwide(FILE *, int);

int wprintf(const wchar_t *restrict, ...);
int fwprintf(FILE *restrict, const wchar_t *restrict, ...);
int swprintf(wchar_t *restrict, size_t, const wchar_t *restrict, ...);
int vwprintf(const wchar_t *restrict, __gnuc_va_list);
int vfwprintf(FILE *restrict, const wchar_t *restrict, __gnuc_va_list);
int vswprintf(wchar_t *restrict, size_t, const wchar_t *restrict, __gnuc_va_list);
int swscanf(const wchar_t *restrict, const wchar_t *restrict, ...);
int vswscanf(const wchar_t *restrict, const wchar_t *restrict, __gnuc_va_list);

#endif
