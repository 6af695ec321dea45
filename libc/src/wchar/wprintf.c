// wprintf.c — the wide printf and scanf functions: the format is narrowed
// (a non-ASCII format character is an encoding error) and the byte engine
// does the work; swprintf widens its result.  In the wide functions %s
// and %c still take bytes and %ls and %lc wide characters, as C says.
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "stdio_impl.h"
#include "wide.h"

// The narrowed format, or 0 (errno set) when it has a non-ASCII character.
static char *narrow_format(const wchar_t *fmt) {
  for (const wchar_t *p = fmt; *p; p++)
    if (*p < 0 || *p >= 128) {
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

// Fails (-1) when the output, with its NUL, does not fit in n.
int vswprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, va_list ap) {
  char *nf = narrow_format(fmt);
  if (!nf)
    return -1;
  char *out = 0;
  int len = vasprintf(&out, nf, ap);
  free(nf);
  if (len < 0)
    return -1;
  size_t i = 0;
  for (; i + 1 < n && i < (size_t)len; i++)
    s[i] = (unsigned char)out[i];
  if (n > 0)
    s[i] = 0;
  free(out);
  return (size_t)len < n ? len : -1;
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
