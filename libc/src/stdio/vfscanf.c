// vfscanf.c — the scanf engine (C11 7.21.6.2) over a stream or a string,
// and the six scanf functions.
//
// Each numeric field is first collected as text (at most its width, by
// the syntax of its conversion) and then converted by strtoull/strtoll or
// strtold, so the numeric rules live in one place.  Pushing back more than
// one character is never needed: at most the one that ended a field.
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

// The input: a stream, or a string read through pos.
typedef struct {
  FILE *f;
  const char *s;
  size_t pos;
  size_t count;  // characters consumed, for %n
} Input;

static int in_get(Input *in) {
  int c;
  if (in->f)
    c = __fgetc_unlocked(in->f);
  else
    c = in->s[in->pos] ? (unsigned char)in->s[in->pos++] : EOF;
  if (c != EOF)
    in->count++;
  return c;
}

static void in_unget(Input *in, int c) {
  if (c == EOF)
    return;
  in->count--;
  if (in->f)
    ungetc(c, in->f);
  else
    in->pos--;
}

static int in_peek(Input *in) {
  int c = in_get(in);
  in_unget(in, c);
  return c;
}

static void skip_space(Input *in) {
  int c;
  do
    c = in_get(in);
  while (c != EOF && isspace(c));
  in_unget(in, c);
}

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_J, LEN_Z, LEN_T, LEN_BIGL };

// A text buffer for one numeric field.
typedef struct {
  char s[512];
  int n, width;
} Field;

// Takes the next character if it satisfies ok (a character class) and the
// field still has room.
static int take_if(Input *in, Field *fd, int (*ok)(int)) {
  if (fd->n >= fd->width || fd->n >= (int)sizeof fd->s - 1)
    return 0;
  int c = in_get(in);
  if (c == EOF || !ok(c)) {
    in_unget(in, c);
    return 0;
  }
  fd->s[fd->n++] = (char)c;
  return 1;
}

static int is_sign(int c) { return c == '+' || c == '-'; }
static int is_oct(int c) { return c >= '0' && c <= '7'; }
static int is_dec(int c) { return c >= '0' && c <= '9'; }
static int is_hex(int c) { return isxdigit(c); }
static int is_point(int c) { return c == '.'; }

// Takes the next character if it is letter (in either case).
static int take_char(Input *in, Field *fd, int letter) {
  if (fd->n >= fd->width || fd->n >= (int)sizeof fd->s - 1)
    return 0;
  int c = in_get(in);
  if (c == EOF || (c | 32) != letter) {
    in_unget(in, c);
    return 0;
  }
  fd->s[fd->n++] = (char)c;
  return 1;
}

// Integer text for base (0 = C syntax: 0x.. hex, 0.. octal).
static void collect_int(Input *in, Field *fd, int base) {
  take_if(in, fd, is_sign);
  if ((base == 0 || base == 16) && take_char(in, fd, '0')) {
    if (take_char(in, fd, 'x'))
      base = 16;
    else if (base == 0)
      base = 8;
  }
  int (*digit)(int) = base == 8 ? is_oct : base == 16 ? is_hex : is_dec;
  while (take_if(in, fd, digit))
    ;
}

static int take_word(Input *in, Field *fd, const char *w) {
  for (; *w; w++)
    if (!take_char(in, fd, *w))
      return 0;
  return 1;
}

// Floating text: decimal or hex digits with a point and an exponent, or
// inf, infinity, nan.  Returns 0 for what glibc rejects although it
// consumed it: a partial "infinity", and "0x" without hex digits.
static int collect_float(Input *in, Field *fd) {
  take_if(in, fd, is_sign);
  int c = in_peek(in) | 32;
  if (c == 'i') {
    if (take_word(in, fd, "inf") && take_char(in, fd, 'i'))
      return take_word(in, fd, "nity");
    return 1;
  }
  if (c == 'n') {
    take_word(in, fd, "nan");
    return 1;
  }
  int (*digit)(int) = is_dec;
  int exp_letter = 'e', hex = 0, ndigits = 0;
  if (take_char(in, fd, '0') && take_char(in, fd, 'x')) {
    digit = is_hex;
    exp_letter = 'p';
    hex = 1;
  }
  while (take_if(in, fd, digit))
    ndigits++;
  if (take_if(in, fd, is_point))
    while (take_if(in, fd, digit))
      ndigits++;
  if (hex && ndigits == 0)
    return 0;
  if (take_char(in, fd, exp_letter)) {
    take_if(in, fd, is_sign);
    while (take_if(in, fd, is_dec))
      ;
  }
  return 1;
}

static void store_int(void *p, int len, uint64_t v) {
  switch (len) {
  case LEN_HH: *(char *)p = (char)v; break;
  case LEN_H: *(short *)p = (short)v; break;
  case LEN_L: case LEN_J: case LEN_Z: case LEN_T: *(long *)p = (long)v; break;
  case LEN_LL: *(long long *)p = (long long)v; break;
  default: *(int *)p = (int)v; break;
  }
}

// Parses a scanset "[...]" starting after '['; fills set[256] and returns
// the character after the closing ']'.
static const char *parse_set(const char *p, unsigned char *set) {
  int invert = 0;
  if (*p == '^') {
    invert = 1;
    p++;
  }
  memset(set, 0, 256);
  if (*p == ']')
    set[(unsigned char)*p++] = 1;
  for (; *p && *p != ']'; p++) {
    if (p[1] == '-' && p[2] && p[2] != ']' && (unsigned char)p[2] >= (unsigned char)*p) {
      for (int c = (unsigned char)*p; c <= (unsigned char)p[2]; c++)
        set[c] = 1;
      p += 2;
    } else {
      set[(unsigned char)*p] = 1;
    }
  }
  if (invert)
    for (int c = 0; c < 256; c++)
      set[c] = !set[c];
  return *p ? p + 1 : p;
}

static int read_length(const char **pp) {
  const char *p = *pp;
  int len = LEN_NONE;
  switch (*p) {
  case 'h': len = p[1] == 'h' ? LEN_HH : LEN_H; break;
  case 'l': len = p[1] == 'l' ? LEN_LL : LEN_L; break;
  case 'q': len = LEN_LL; break;
  case 'j': len = LEN_J; break;
  case 'z': len = LEN_Z; break;
  case 't': len = LEN_T; break;
  case 'L': len = LEN_BIGL; break;
  default: return LEN_NONE;
  }
  *pp = p + ((len == LEN_HH || (len == LEN_LL && *p == 'l')) ? 2 : 1);
  return len;
}

// Strings: %s (up to white space), %c (exactly width), %[set].
static int scan_chars(Input *in, int conv, const unsigned char *set, int width, char *dst) {
  int n = 0;
  if (conv == 'c' && width == 0)
    width = 1;
  for (; width == 0 || n < width; n++) {
    int c = in_get(in);
    if (c == EOF)
      break;
    if ((conv == 's' && isspace(c)) || (conv == '[' && !set[c])) {
      in_unget(in, c);
      break;
    }
    if (dst)
      dst[n] = (char)c;
  }
  if (n == 0)  // like glibc, a short %Nc still stores what there was
    return -1;
  if (dst && conv != 'c')
    dst[n] = 0;
  return n;
}

static int vscan(Input *in, const char *fmt, va_list ap) {
  int assigned = 0;
  unsigned char set[256];
  for (const char *p = fmt; *p; p++) {
    if (isspace((unsigned char)*p)) {
      skip_space(in);
      continue;
    }
    if (*p != '%' || p[1] == '%') {
      if (*p == '%') {
        p++;
        skip_space(in);
      }
      int c = in_get(in);
      if (c != (unsigned char)*p) {
        in_unget(in, c);
        return c == EOF && !assigned ? EOF : assigned;
      }
      continue;
    }
    p++;
    int suppress = 0, width = 0;
    if (*p == '*') {
      suppress = 1;
      p++;
    }
    while (isdigit((unsigned char)*p))
      width = width * 10 + (*p++ - '0');
    int len = read_length(&p);
    int conv = *p;
    if (!conv)
      break;
    if (conv == '[')
      p = parse_set(p + 1, set) - 1;
    if (conv == 'n') {
      if (!suppress)
        store_int(va_arg(ap, void *), len, in->count);
      continue;
    }
    if (conv != 'c' && conv != '[')
      skip_space(in);
    if (in_peek(in) == EOF)
      return assigned ? assigned : EOF;

    Field fd;
    fd.n = 0;
    fd.width = width > 0 ? width : 0x7fffffff;
    switch (conv) {
    case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'p': {
      int base = conv == 'd' || conv == 'u' ? 10 : conv == 'i' ? 0 : conv == 'o' ? 8 : 16;
      collect_int(in, &fd, base);
      fd.s[fd.n] = 0;
      char *end;
      errno = 0;
      uint64_t v = (conv == 'd' || conv == 'i') ? (uint64_t)strtoll(fd.s, &end, base)
                                                : strtoull(fd.s, &end, base);
      // As in glibc, the field counts if a number starts it: "0x" without
      // hex digits reads as 0.
      if (end == fd.s)
        return assigned;
      if (!suppress) {
        void *dst = va_arg(ap, void *);
        if (conv == 'p')
          *(void **)dst = (void *)(uintptr_t)v;
        else
          store_int(dst, len, v);
        assigned++;
      }
      break;
    }
    case 'a': case 'A': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
      int ok = collect_float(in, &fd);
      fd.s[fd.n] = 0;
      char *end;
      long double v = strtold(fd.s, &end);
      if (!ok || end == fd.s)  // "1.5e" reads as 1.5 (the 'e' is consumed), as in glibc
        return assigned;
      if (!suppress) {
        // Each width converts on its own, so each is correctly rounded.
        if (len == LEN_BIGL)
          *va_arg(ap, long double *) = v;
        else if (len == LEN_L)
          *va_arg(ap, double *) = strtod(fd.s, 0);
        else
          *va_arg(ap, float *) = strtof(fd.s, 0);
        assigned++;
      }
      break;
    }
    case 's': case 'c': case '[': {
      char *dst = suppress ? 0 : va_arg(ap, char *);
      if (scan_chars(in, conv, set, width, dst) < 0)
        return assigned;
      if (!suppress)
        assigned++;
      break;
    }
    default:
      return assigned;
    }
  }
  return assigned;
}

int vfscanf(FILE *restrict f, const char *restrict fmt, va_list ap) {
  Input in = {f, 0, 0, 0};
  __stdio_lock(f);
  int r = vscan(&in, fmt, ap);
  __stdio_unlock(f);
  return r;
}

int vsscanf(const char *restrict s, const char *restrict fmt, va_list ap) {
  Input in = {0, s, 0, 0};
  return vscan(&in, fmt, ap);
}

int vscanf(const char *restrict fmt, va_list ap) {
  return vfscanf(stdin, fmt, ap);
}

int sscanf(const char *restrict s, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsscanf(s, fmt, ap);
  va_end(ap);
  return r;
}

int fscanf(FILE *restrict f, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(f, fmt, ap);
  va_end(ap);
  return r;
}

int scanf(const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(stdin, fmt, ap);
  va_end(ap);
  return r;
}
