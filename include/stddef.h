/* stddef.h - C11 7.19, for safecc.

   glibc's headers include <stddef.h> after defining __need_size_t,
   __need_NULL, __need_wchar_t, __need_ptrdiff_t or __need_wint_t when
   they want just one of its types.  Each type is therefore guarded on
   its own, and the full header is only declared when no __need_ macro
   asks for less. */

#if !defined(__need_size_t) && !defined(__need_NULL) && !defined(__need_wchar_t) && \
    !defined(__need_ptrdiff_t) && !defined(__need_wint_t)
#define __SAFECC_STDDEF_ALL
#endif

#if defined(__SAFECC_STDDEF_ALL) || defined(__need_size_t)
#ifndef __SAFECC_SIZE_T
#define __SAFECC_SIZE_T
#ifdef __SIZE_TYPE__
typedef __SIZE_TYPE__ size_t;
#else
typedef unsigned long size_t;
#endif
#endif
#endif

#if defined(__SAFECC_STDDEF_ALL) || defined(__need_ptrdiff_t)
#ifndef __SAFECC_PTRDIFF_T
#define __SAFECC_PTRDIFF_T
#ifdef __PTRDIFF_TYPE__
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#else
typedef long ptrdiff_t;
#endif
#endif
#endif

#if defined(__SAFECC_STDDEF_ALL) || defined(__need_wchar_t)
#ifndef __SAFECC_WCHAR_T
#define __SAFECC_WCHAR_T
#ifdef __WCHAR_TYPE__
typedef __WCHAR_TYPE__ wchar_t;
#elif defined(__aarch64__)
typedef unsigned int wchar_t;
#else
typedef int wchar_t;
#endif
#endif
#endif

#if defined(__need_wint_t)
#ifndef __SAFECC_WINT_T
#define __SAFECC_WINT_T
#ifdef __WINT_TYPE__
typedef __WINT_TYPE__ wint_t;
#else
typedef unsigned int wint_t;
#endif
#endif
#endif

#if defined(__SAFECC_STDDEF_ALL) || defined(__need_NULL)
#undef NULL
#define NULL ((void *)0)
#endif

#if defined(__SAFECC_STDDEF_ALL) && !defined(__SAFECC_STDDEF_H)
#define __SAFECC_STDDEF_H
#define _STDDEF_H
#define _STDDEF_H_
#define _GCC_STDDEF_H

#define offsetof(type, member) __builtin_offsetof(type, member)

/* The most strictly aligned scalar types, as C11 7.19p2 asks. */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
typedef struct {
  _Alignas(long long) long long __max_align_ll;
  _Alignas(long double) long double __max_align_ld;
} max_align_t;
#endif
#endif

#undef __SAFECC_STDDEF_ALL
#undef __need_size_t
#undef __need_NULL
#undef __need_wchar_t
#undef __need_ptrdiff_t
#undef __need_wint_t
