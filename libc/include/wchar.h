/* wchar.h - the small part of C11 7.29 we have. */
#ifndef _WCHAR_H
#define _WCHAR_H

#define __need_wint_t
#include <stddef.h>
#include <stddef.h>

#define WEOF ((wint_t)-1)
#ifndef WCHAR_MIN
#if defined(__aarch64__)
#define WCHAR_MIN 0U
#define WCHAR_MAX 4294967295U
#else
#define WCHAR_MIN (-2147483647 - 1)
#define WCHAR_MAX 2147483647
#endif
#endif

typedef struct { unsigned __state; } mbstate_t;

size_t wcslen(const wchar_t *);
int wcscmp(const wchar_t *, const wchar_t *);
wchar_t *wcscpy(wchar_t *restrict, const wchar_t *restrict);
wchar_t *wcschr(const wchar_t *, wchar_t);

#endif
