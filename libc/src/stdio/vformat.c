// vformat.c — the printf engine: parses each conversion specification and
// formats integers, characters, strings and pointers; floating conversions
// are in fmt_float.c.  Output is exact C11 7.21.6.1 with glibc's choices
// where the standard leaves room ("(nil)", "(null)", "-nan", %m).
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "format.h"

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_J, LEN_Z, LEN_T, LEN_BIGL };

// Digits of v in base 10, 8 or 16, written backwards ending at end.
static char *utoa_back(char *end, uint64_t v, int base, int upper) {
  const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  do {
    *--end = digits[v % (unsigned)base];
    v /= (unsigned)base;
  } while (v);
  return end;
}

// %d %i %u %o %x %X (and %p, which is %#lx).  Digits go to the end of
// out->scratch[0..32), the prefix to out->scratch[40..].
static void format_int(Sink *out, const Spec *sp, uint64_t v, int negative) {
  char *end = out->scratch + 32;
  int base = 10, c = sp->conv;
  if (c == 'o')
    base = 8;
  else if (c == 'x' || c == 'X' || c == 'p')
    base = 16;
  char *start = end;
  if (!(v == 0 && sp->prec == 0))
    start = utoa_back(end, v, base, c == 'X');
  size_t len = (size_t)(end - start);

  char *prefix = out->scratch + 40;
  size_t plen = 0;
  if (c == 'd' || c == 'i') {
    if (negative)
      prefix[plen++] = '-';
    else if (sp->plus)
      prefix[plen++] = '+';
    else if (sp->space)
      prefix[plen++] = ' ';
  } else if ((c == 'x' || c == 'X') && sp->alt && v != 0) {
    prefix[plen++] = '0';
    prefix[plen++] = (char)c;
  } else if (c == 'p') {
    if (sp->plus)
      prefix[plen++] = '+';
    else if (sp->space)
      prefix[plen++] = ' ';
    prefix[plen++] = '0';
    prefix[plen++] = 'x';
  }

  size_t nzeros = sp->prec > 0 && (size_t)sp->prec > len ? (size_t)sp->prec - len : 0;
  if (c == 'o' && sp->alt && nzeros == 0 && (len == 0 || *start != '0'))
    nzeros = 1;
  __fmt_field(out, sp, prefix, plen, nzeros, start, len, sp->prec < 0);
}

// %s: at most prec bytes, and no byte beyond them is read.
static void format_string(Sink *out, const Spec *sp, const char *s) {
  if (!s)
    s = (sp->prec < 0 || sp->prec >= 6) ? "(null)" : "";
  size_t len = sp->prec < 0 ? strlen(s) : strnlen(s, (size_t)sp->prec);
  __fmt_field(out, sp, "", 0, 0, s, len, 0);
}

// %ls and %lc in the "C" locale: only ASCII converts (like glibc, anything
// else is an encoding error).
static int format_wide(Sink *out, const Spec *sp, const wchar_t *ws, int one, wchar_t wc) {
  char buf[256];
  size_t n = 0;
  if (one) {
    if (wc < 0 || wc > 127)
      return -1;
    buf[n++] = (char)wc;
  } else {
    if (!ws)
      ws = L"(null)";
    size_t limit = sp->prec < 0 ? (size_t)-1 : (size_t)sp->prec;
    for (; ws[n] && n < limit; n++) {
      if (ws[n] < 0 || ws[n] > 127 || n == sizeof buf)
        return -1;
      buf[n] = (char)ws[n];
    }
  }
  __fmt_field(out, sp, "", 0, 0, buf, n, 0);
  return 0;
}

// The value of the digits at s (a width or precision), clamped to
// INT_MAX, and the end of those digits.  (Two functions rather than one
// with a `const char **` argument: an address-taken local costs a heap
// object in safe mode.)
static int number_at(const char *s) {
  long v = 0;
  for (; *s >= '0' && *s <= '9'; s++)
    if (v < 0x7fffffff)
      v = v * 10 + (*s - '0');
  return v > 0x7fffffff ? 0x7fffffff : (int)v;
}

static const char *skip_digits(const char *s) {
  while (*s >= '0' && *s <= '9')
    s++;
  return s;
}

static int length_at(const char *s) {
  switch (*s) {
  case 'h': return s[1] == 'h' ? LEN_HH : LEN_H;
  case 'l': return s[1] == 'l' ? LEN_LL : LEN_L;
  case 'q': return LEN_LL;
  case 'j': return LEN_J;
  case 'z': return LEN_Z;
  case 't': return LEN_T;
  case 'L': return LEN_BIGL;
  default: return LEN_NONE;
  }
}

// How many characters the length modifier len at s takes.
static int length_chars(int len, const char *s) {
  if (len == LEN_NONE)
    return 0;
  return (len == LEN_HH || (len == LEN_LL && *s == 'l')) ? 2 : 1;
}

// Stores the count so far for %n through a pointer of the right width.
static void store_count(void *ptr, int len, size_t count) {
  if (!ptr)
    return;
  switch (len) {
  case LEN_HH: *(signed char *)ptr = (signed char)count; break;
  case LEN_H: *(short *)ptr = (short)count; break;
  case LEN_L: case LEN_J: case LEN_Z: case LEN_T: *(long *)ptr = (long)count; break;
  case LEN_LL: *(long long *)ptr = (long long)count; break;
  default: *(int *)ptr = (int)count; break;
  }
}

int __vformat(Sink *out, const char *fmt, va_list ap) {
  const char *p = fmt;
  while (*p && !out->error) {
    if (*p != '%') {
      const char *q = p;
      while (*q && *q != '%')
        q++;
      __sink_put(out, p, (size_t)(q - p));
      p = q;
      continue;
    }
    const char *start = p++;
    Spec *sp = &out->sp;
    sp->minus = sp->plus = sp->space = sp->alt = sp->zero = 0;
    sp->width = 0;
    sp->prec = -1;
    for (;; p++) {
      if (*p == '-') sp->minus = 1;
      else if (*p == '+') sp->plus = 1;
      else if (*p == ' ') sp->space = 1;
      else if (*p == '#') sp->alt = 1;
      else if (*p == '0') sp->zero = 1;
      else if (*p == '\'') continue;  // grouping: none in the "C" locale
      else break;
    }
    if (*p == '*') {
      p++;
      int w = va_arg(ap, int);
      if (w < 0) {
        sp->minus = 1;
        w = w == -0x7fffffff - 1 ? 0x7fffffff : -w;
      }
      sp->width = w;
    } else {
      sp->width = number_at(p);
      p = skip_digits(p);
    }
    if (*p == '.') {
      p++;
      if (*p == '*') {
        p++;
        int pr = va_arg(ap, int);
        sp->prec = pr < 0 ? -1 : pr;
      } else {
        sp->prec = number_at(p);
        p = skip_digits(p);
      }
    }
    int len = length_at(p);
    p += length_chars(len, p);
    sp->conv = *p;
    if (*p)
      p++;

    switch (sp->conv) {
    case 'd': case 'i': {
      int64_t v;
      switch (len) {
      case LEN_HH: v = (signed char)va_arg(ap, int); break;
      case LEN_H: v = (short)va_arg(ap, int); break;
      case LEN_L: case LEN_Z: case LEN_T: v = va_arg(ap, long); break;
      case LEN_LL: v = va_arg(ap, long long); break;
      case LEN_J: v = va_arg(ap, intmax_t); break;
      default: v = va_arg(ap, int); break;
      }
      format_int(out, sp, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0);
      break;
    }
    case 'u': case 'o': case 'x': case 'X': {
      uint64_t v;
      switch (len) {
      case LEN_HH: v = (unsigned char)va_arg(ap, unsigned); break;
      case LEN_H: v = (unsigned short)va_arg(ap, unsigned); break;
      case LEN_L: case LEN_Z: case LEN_T: v = va_arg(ap, unsigned long); break;
      case LEN_LL: v = va_arg(ap, unsigned long long); break;
      case LEN_J: v = va_arg(ap, uintmax_t); break;
      default: v = va_arg(ap, unsigned); break;
      }
      format_int(out, sp, v, 0);
      break;
    }
    case 'p': {
      void *ptr = va_arg(ap, void *);
      if (!ptr) {
        sp->prec = -1;
        __fmt_field(out, sp, "", 0, 0, "(nil)", 5, 0);
      } else {
        format_int(out, sp, (uint64_t)(uintptr_t)ptr, 0);
      }
      break;
    }
    case 'c':
      if (len == LEN_L) {
        if (format_wide(out, sp, 0, 1, (wchar_t)va_arg(ap, unsigned)) < 0)
          out->error = EILSEQ;
      } else {
        out->scratch[0] = (char)va_arg(ap, int);
        __fmt_field(out, sp, "", 0, 0, out->scratch, 1, 0);
      }
      break;
    case 's':
      if (len == LEN_L) {
        if (format_wide(out, sp, va_arg(ap, const wchar_t *), 0, 0) < 0)
          out->error = EILSEQ;
      } else {
        format_string(out, sp, va_arg(ap, const char *));
      }
      break;
    case 'm':
      format_string(out, sp, strerror(errno));
      break;
    case 'n':
      store_count(va_arg(ap, void *), len, out->count);
      break;
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
      if (len == LEN_BIGL)
        __fmt_float(out, sp, va_arg(ap, long double), 1);
      else
        __fmt_float(out, sp, va_arg(ap, double), 0);
      break;
    case '%':
      __sink_put(out, "%", 1);
      break;
    default:  // not a conversion: print it as written
      __sink_put(out, start, (size_t)(p - start));
      break;
    }
  }
  return __sink_finish(out);
}
