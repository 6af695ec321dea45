// vformat.c — the printf engine: parses each conversion specification and
// formats integers, characters, strings and pointers; floating conversions
// are in fmt_float.c.  Output is exact C11 7.21.6.1 with glibc's choices
// where the standard leaves room ("(nil)", "(null)", "-nan", %m).
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>
#include "format.h"

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_J, LEN_Z, LEN_T, LEN_BIGL };

// Digits of v in base 10, 8 or 16, written backwards ending at end
// (one division per decimal digit; shifts for the powers of two); returns
// how many.  (A count, not the first digit's address: a function that
// returns a pointer into out->scratch would let the Sink escape, and a
// Sink that does not escape lives in its caller's frame.)
static size_t utoa_back(char *end, uint64_t v, int base, int upper) {
  const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char *p = end;
  if (base != 10) {
    int shift = base == 16 ? 4 : 3;
    do {
      *--p = digits[v & (uint64_t)(base - 1)];
      v >>= shift;
    } while (v);
    return (size_t)(end - p);
  }
  do {
    uint64_t q = v / 10;
    *--p = digits[v - q * 10];
    v = q;
  } while (v);
  return (size_t)(end - p);
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
  size_t len = v == 0 && sp->prec == 0 ? 0 : utoa_back(end, v, base, c == 'X');
  char *start = end - len;

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

// The i-th wide character of a %ls or %lc argument (the one character,
// or ws[i]) in the current multibyte encoding, in out->scratch: its byte
// count, or (size_t)-1 when it has none.
static size_t wide_at(Sink *out, const wchar_t *ws, wchar_t wc, size_t i) {
  return wcrtomb(out->scratch, ws ? ws[i] : wc, 0);
}

// %ls and %lc: each wide character converted as wcrtomb does.  The
// precision of %ls counts bytes and never splits a character.  When a
// character has no encoding nothing is written and the call fails with
// EILSEQ, as in glibc.  (Two passes, measuring then writing, so that no
// buffer is needed.)
static int format_wide(Sink *out, const Spec *sp, const wchar_t *ws, int one, wchar_t wc) {
  if (!one && !ws)
    ws = L"(null)";
  size_t limit = one || sp->prec < 0 ? (size_t)-1 : (size_t)sp->prec;
  size_t n = 0, bytes = 0;
  for (; bytes < limit && (one ? n < 1 : ws[n] != 0); n++) {  // nothing read past prec
    size_t len = wide_at(out, one ? 0 : ws, wc, n);
    if (len == (size_t)-1)
      return -1;
    if (len > limit - bytes)
      break;
    bytes += len;
  }
  size_t pad = sp->width > 0 && (size_t)sp->width > bytes ? (size_t)sp->width - bytes : 0;
  if (!sp->minus)
    __fmt_repeat(out, ' ', pad);
  for (size_t i = 0; i < n; i++)
    __sink_put(out, out->scratch, wide_at(out, one ? 0 : ws, wc, i));
  if (sp->minus)
    __fmt_repeat(out, ' ', pad);
  return 0;
}

// The value of the digits at s, or -2 when it is above INT_MAX (a width
// or precision that large fails the call with EOVERFLOW, as glibc's and
// musl's do: the field could not be honoured).
static int field_at(const char *s) {
  long v = 0;
  for (; *s >= '0' && *s <= '9'; s++) {
    v = v * 10 + (*s - '0');
    if (v > 0x7fffffff)
      return -2;
  }
  return (int)v;
}

// The value of the digits at s (an argument position), clamped to
// INT_MAX; skip_digits finds their end.  (Two functions rather than one
// with a `const char **` argument: an address-taken local costs a heap
// object in safe mode.)
static int number_at(const char *s) {
  int v = field_at(s);
  return v < 0 ? 0x7fffffff : v;
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

// The kinds of argument a conversion reads.
enum { A_NONE, A_INT, A_LONG, A_DOUBLE, A_LDOUBLE, A_PTR };

static int arg_class(int conv, int len) {
  switch (conv) {
  case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
    return len == LEN_NONE || len == LEN_HH || len == LEN_H ? A_INT : A_LONG;
  case 'c':
    return A_INT;
  case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
    return len == LEN_BIGL ? A_LDOUBLE : A_DOUBLE;
  case 's': case 'p': case 'n':
    return A_PTR;
  default:
    return A_NONE;
  }
}

static int is_digit(char c) {
  return c >= '0' && c <= '9';
}

// The digits at p, starting with 1-9, followed by '$' ("12$"): 12, else 0.
static int numbered_position(const char *p) {
  const char *q = skip_digits(p);
  return *q == '$' ? number_at(p) : 0;
}

// "12$" at p (after a '%' or '*'): returns 12, else 0.  Most conversions
// have no position: the first digit is tested here, small enough for the
// compiler to expand in place, before any call.
static int position_at(const char *p) {
  return *p >= '1' && *p <= '9' ? numbered_position(p) : 0;
}

// Parses the specification after a '%' into *out; returns its end.  (The
// fields are set in a local and copied once: in safe mode a local
// struct's fields are reached without a check, *out's each with one.)
static const char *parse_spec(Spec *out, const char *p) {
  Spec sp = {.prec = -1, .wstar = -1, .pstar = -1};
  sp.pos = position_at(p);
  if (sp.pos)
    p = skip_digits(p) + 1;
  for (;; p++) {
    if (*p == '-') sp.minus = 1;
    else if (*p == '+') sp.plus = 1;
    else if (*p == ' ') sp.space = 1;
    else if (*p == '#') sp.alt = 1;
    else if (*p == '0') sp.zero = 1;
    else if (*p != '\'')  // grouping: none in the "C" locale
      break;
  }
  if (*p == '*') {
    sp.wstar = position_at(p + 1);
    p = sp.wstar ? skip_digits(p + 1) + 1 : p + 1;
  } else if (is_digit(*p)) {
    sp.width = field_at(p);
    p = skip_digits(p);
  }
  if (*p == '.') {
    p++;
    if (*p == '*') {
      sp.pstar = position_at(p + 1);
      p = sp.pstar ? skip_digits(p + 1) + 1 : p + 1;
    } else {
      sp.prec = is_digit(*p) ? field_at(p) : 0;
      p = skip_digits(p);
    }
  }
  sp.len = length_at(p);
  p += length_chars(sp.len, p);
  sp.conv = *p;
  sp.too_large = sp.width == -2 || sp.prec == -2;
  *out = sp;
  return *p ? p + 1 : p;
}

// Width and precision taken from int arguments.
static void set_width(Spec *sp, int w) {
  if (w < 0) {
    sp->minus = 1;
    w = w == -0x7fffffff - 1 ? 0x7fffffff : -w;
  }
  sp->width = w;
}

static void set_prec(Spec *sp, int pr) {
  sp->prec = pr < 0 ? -1 : pr;
}

// Formats the conversion in out->sp with its argument in out->arg;
// [start, end) is the specification's text, printed as it is when it is
// not a conversion.
static void format_one(Sink *out, const char *start, const char *end) {
  Spec *sp = &out->sp;
  long long i = out->arg.i;
  switch (sp->conv) {
  case 'd': case 'i': {
    int64_t v = sp->len == LEN_HH ? (signed char)i : sp->len == LEN_H ? (short)i
              : sp->len == LEN_NONE ? (int)i : i;
    format_int(out, sp, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0);
    break;
  }
  case 'u': case 'o': case 'x': case 'X': {
    uint64_t v = sp->len == LEN_HH ? (unsigned char)i : sp->len == LEN_H ? (unsigned short)i
               : sp->len == LEN_NONE ? (unsigned)i : (uint64_t)i;
    format_int(out, sp, v, 0);
    break;
  }
  case 'p':
    if (!out->arg.p) {
      sp->prec = -1;
      __fmt_field(out, sp, "", 0, 0, "(nil)", 5, 0);
    } else {
      format_int(out, sp, (uint64_t)(uintptr_t)out->arg.p, 0);
    }
    break;
  case 'c':
    if (sp->len == LEN_L) {
      if (format_wide(out, sp, 0, 1, (wchar_t)(unsigned)i) < 0)
        out->error = EILSEQ;
    } else {
      out->scratch[0] = (char)i;
      __fmt_field(out, sp, "", 0, 0, out->scratch, 1, 0);
    }
    break;
  case 's':
    if (sp->len == LEN_L) {
      if (format_wide(out, sp, out->arg.p, 0, 0) < 0)
        out->error = EILSEQ;
    } else {
      format_string(out, sp, out->arg.p);
    }
    break;
  case 'm':
    format_string(out, sp, strerror(errno));
    break;
  case 'n':
    store_count(out->arg.p, sp->len, out->count);
    break;
  case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
    if (sp->len == LEN_BIGL)
      __fmt_float(out, sp, out->arg.ld, 1);
    else
      __fmt_float(out, sp, out->arg.d, 0);
    break;
  case '%':
    __sink_put(out, "%", 1);
    break;
  default:  // not a conversion: print it as written
    __sink_put(out, start, (size_t)(end - start));
    break;
  }
}

// Prints the literal text from p up to the next '%'; returns its end.
static const char *put_literal(Sink *out, const char *p) {
  const char *q = p;
  while (*q && *q != '%')
    q++;
  __sink_put(out, p, (size_t)(q - p));
  return q;
}

// Does the format number its arguments ("%2$s")?  Its first conversion
// says: POSIX leaves formats that mix numbered and unnumbered
// conversions undefined, so the rest need not be read.
static int uses_positions(const char *p) {
  for (; *p; p++) {
    if (*p != '%')
      continue;
    if (p[1] != '%')
      return position_at(p + 1) != 0;
    p++;
  }
  return 0;
}

enum { MAX_POSITION = 64 };

// Positional arguments ("%2$s %1$d", POSIX): every argument is first
// read, in order, with the type its conversions give it; then the format
// is printed taking arguments from that array.
static int format_positional(Sink *out, const char *fmt, va_list ap) {
  unsigned char kind[MAX_POSITION + 1];
  Arg args[MAX_POSITION + 1];
  int max = 0;
  memset(kind, A_NONE, sizeof kind);
  for (const char *p = fmt; *p;) {
    if (*p++ != '%')
      continue;
    p = parse_spec(&out->sp, p);
    Spec *sp = &out->sp;
    if (sp->too_large) {
      out->error = EOVERFLOW;
      return __sink_finish(out);
    }
    int refs[3] = {sp->pos, sp->wstar, sp->pstar};
    int kinds[3] = {arg_class(sp->conv, sp->len), A_INT, A_INT};
    for (int k = 0; k < 3; k++) {
      if (refs[k] > MAX_POSITION) {
        out->error = EINVAL;
        return __sink_finish(out);
      }
      if (refs[k] > 0 && kinds[k] != A_NONE) {
        kind[refs[k]] = (unsigned char)kinds[k];
        if (refs[k] > max)
          max = refs[k];
      }
    }
  }
  for (int i = 1; i <= max; i++) {
    switch (kind[i]) {
    case A_LONG: args[i].i = va_arg(ap, long long); break;
    case A_DOUBLE: args[i].d = va_arg(ap, double); break;
    case A_LDOUBLE: args[i].ld = va_arg(ap, long double); break;
    case A_PTR: args[i].p = va_arg(ap, void *); break;
    default: args[i].i = va_arg(ap, int); break;  // an int, or unused
    }
  }
  for (const char *p = fmt; *p && !out->error;) {
    if (*p != '%') {
      p = put_literal(out, p);
      continue;
    }
    const char *start = p;
    p = parse_spec(&out->sp, p + 1);
    Spec *sp = &out->sp;
    if (sp->wstar > 0)
      set_width(sp, (int)args[sp->wstar].i);
    if (sp->pstar > 0)
      set_prec(sp, (int)args[sp->pstar].i);
    if (sp->pos > 0)
      out->arg = args[sp->pos];
    format_one(out, start, p);
  }
  return __sink_finish(out);
}

int __vformat(Sink *out, const char *fmt, va_list ap) {
  if (uses_positions(fmt))
    return format_positional(out, fmt, ap);
  const char *p = fmt;
  while (*p && !out->error) {
    if (*p != '%') {
      p = put_literal(out, p);
      continue;
    }
    const char *start = p;
    p = parse_spec(&out->sp, p + 1);
    Spec *sp = &out->sp;
    if (sp->too_large) {
      out->error = EOVERFLOW;
      break;
    }
    if (sp->wstar == 0)
      set_width(sp, va_arg(ap, int));
    if (sp->pstar == 0)
      set_prec(sp, va_arg(ap, int));
    switch (arg_class(sp->conv, sp->len)) {
    case A_INT: out->arg.i = va_arg(ap, int); break;
    case A_LONG: out->arg.i = va_arg(ap, long long); break;
    case A_DOUBLE: out->arg.d = va_arg(ap, double); break;
    case A_LDOUBLE: out->arg.ld = va_arg(ap, long double); break;
    case A_PTR: out->arg.p = va_arg(ap, void *); break;
    default: break;
    }
    format_one(out, start, p);
  }
  return __sink_finish(out);
}
