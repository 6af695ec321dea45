/* bits/locale_t.h - POSIX locale_t, for <locale.h> and the headers that
   declare the *_l functions.  An opaque pointer: the struct is libc's
   (libc/src/locale_impl.h), not glibc's. */
#ifndef _BITS_LOCALE_T_H
#define _BITS_LOCALE_T_H
typedef struct __locale_struct *locale_t;
#endif
