// wprintf.c — the wide printf and scanf functions: the format is narrowed
// to the current multibyte encoding (a character without one is an
// encoding error) and the byte engine does the work; swprintf widens its
// result.  In the wide functions %s and %c still take bytes and %ls and
// %lc wide characters, as C says.  Field widths and precisions therefore
// count bytes, not wide characters, where the two differ (UTF-8).
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "locale_impl.h"
#include "stdio_impl.h"
#include "wide.h"

// The narrowed format, or 0 (errno set) when a character has no encoding.
static char *narrow_format(const wchar_t *fmt) {
  for (const wchar_t *p = fmt; *p; p++)
    if ((unsigned)*p >= 128 && (!__locale_utf8() || !__utf8_length((unsigned)*p))) {
      errno = EILSEQ;
      return 0;
    }
  char *s = __narrow(fmt, (size_t)-1);
  if (!s)
    errno = ENOMEM;
  return s;
}

int vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap) {
  if (__stdio_orient(f, 1))
    return -1;
  char *nf = narrow_format(fmt);
  if (!nf)
    return -1;
  int r = __vfprintf_any(f, nf, ap);
  free(nf);
  return r;
}

int vwprintf(const wchar_t *restrict fmt, va_list ap) {
  return vfwprintf(stdout, fmt, ap);
}

// Fails (-1) when the output, with its NUL, does not fit in n.  The
// bytes are decoded back into wide characters, which the result counts.
int vswprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, va_list ap) {
  char *nf = narrow_format(fmt);
  if (!nf)
    return -1;
  char *out = 0;
  int len = vasprintf(&out, nf, ap);
  free(nf);
  if (len < 0)
    return -1;
  mbstate_t st = {0};
  size_t count = 0;
  for (int i = 0; i < len; count++) {
    wchar_t c = (unsigned char)out[i];
    size_t r = 1;
    if (c >= 128) {
      r = mbrtowc(&c, out + i, (size_t)(len - i), &st);
      if (r == (size_t)-1 || r == (size_t)-2) {  // a %s argument that was not text
        free(out);
        errno = EILSEQ;
        return -1;
      }
    }
    if (count + 1 < n)
      s[count] = c;
    i += (int)r;
  }
  if (n > 0)
    s[count + 1 < n ? count : n - 1] = 0;
  free(out);
  return count < n ? (int)count : -1;
}

int wprintf(const wchar_t *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfwprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}

int fwprintf(FILE *restrict f, const wchar_t *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfwprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

int swprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vswprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}

// %s, %c and %[ store bytes here, not wide characters: only numeric
// conversions are meaningful in the wide scanf functions for now.
int vswscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, va_list ap) {
  char *nf = narrow_format(fmt);
  if (!nf)
    return EOF;
  char *ns = __narrow(s, (size_t)-1);
  if (!ns) {
    free(nf);
    return EOF;
  }
  int r = vsscanf(ns, nf, ap);
  free(nf);
  free(ns);
  return r;
}

int swscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vswscanf(s, fmt, ap);
  va_end(ap);
  return r;
}
