/* iconv.h - POSIX character set conversion.  The character sets are
   UTF-8, UTF-16, UTF-32, UCS-2, UCS-4 (each also with LE and BE),
   WCHAR_T, ASCII, ISO-8859-1, ISO-8859-15, CP1252 and EUC-JP, under
   glibc's names and with glibc's behaviour (libc/src/iconv_impl.h). */
#ifndef _ICONV_H
#define _ICONV_H

#include <stddef.h>

typedef void *iconv_t;

iconv_t iconv_open(const char *, const char *);
size_t iconv(iconv_t, char **restrict, size_t *restrict, char **restrict, size_t *restrict);
int iconv_close(iconv_t);

#endif
