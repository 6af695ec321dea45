// decode.c — iconv's input side: one character of each character set.
#include "iconv_impl.h"

// ISO-8859-15 differs from ISO-8859-1 in eight places.
const unsigned char __iconv_latin9_bytes[8] = {0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe};
const unsigned short __iconv_latin9_chars[8] = {0x20ac, 0x160, 0x161, 0x17d,
                                                0x17e,  0x152, 0x153, 0x178};

// CP1252's bytes 0x80..0x9f; 0 marks the five it leaves undefined.
const unsigned short __iconv_cp1252_chars[32] = {
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021,
  0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0, 0x17d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0, 0x17e, 0x178,
};

static unsigned get16(const unsigned char *s, int big) {
  return big ? (unsigned)s[0] << 8 | s[1] : (unsigned)s[1] << 8 | s[0];
}

static unsigned get32(const unsigned char *s, int big) {
  return big ? (unsigned)s[0] << 24 | (unsigned)s[1] << 16 | (unsigned)s[2] << 8 | s[3]
             : (unsigned)s[3] << 24 | (unsigned)s[2] << 16 | (unsigned)s[1] << 8 | s[0];
}

static int got(struct __iconv *cd, unsigned wc, size_t len) {
  cd->wc = wc;
  cd->inlen = len;
  return IC_OK;
}

static int bad(struct __iconv *cd, size_t len, int kind) {
  cd->inlen = len;
  return kind;
}

// The bytes of one code unit of character set cs: what glibc checks for
// before it looks at a character, on input and on output (a character may
// then need more: a UTF-8 sequence, a UTF-16 surrogate pair).
size_t __iconv_unit(int cs) {
  switch (cs) {
  case CS_UTF16: case CS_UTF16LE: case CS_UTF16BE: case CS_UCS2LE: case CS_UCS2BE:
    return 2;
  case CS_UTF32: case CS_UTF32LE: case CS_UTF32BE: case CS_UCS4LE: case CS_UCS4BE: case CS_WCHAR:
    return 4;
  }
  return 1;
}

// UTF-8 as glibc's iconv reads it: up to six bytes (values up to
// 0x7fffffff), no overlong forms or surrogates.  A sequence cut short by
// the end of the input is incomplete only if what is there could still
// begin it.
static int utf8(struct __iconv *cd, const unsigned char *s, size_t n) {
  unsigned c = s[0];
  if (c < 0x80)
    return got(cd, c, 1);
  if (c < 0xc2 || c > 0xfd)
    return bad(cd, 1, IC_ILLEGAL);
  size_t len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : c < 0xfc ? 5 : 6;
  unsigned v = c & (0x7fu >> len);
  for (size_t i = 1; i < len; i++) {
    if (i == n)
      return IC_INCOMPLETE;
    if ((s[i] & 0xc0) != 0x80)
      return bad(cd, i, IC_ILLEGAL);
    v = v << 6 | (s[i] & 0x3f);
  }
  if ((len > 2 && v >> (5 * len - 4) == 0) || (v >= 0xd800 && v < 0xe000))
    return bad(cd, len, IC_ILLEGAL);
  return got(cd, v, len);
}

// UTF-16: a lone surrogate is invalid; a high one at the end of the input
// is incomplete.
static int utf16(struct __iconv *cd, const unsigned char *s, size_t n, int big) {
  unsigned u = get16(s, big);
  if (u < 0xd800 || u >= 0xe000)
    return got(cd, u, 2);
  if (u >= 0xdc00)
    return bad(cd, 2, IC_ILLEGAL);
  if (n < 4)
    return IC_INCOMPLETE;
  unsigned u2 = get16(s + 2, big);
  if (u2 < 0xdc00 || u2 >= 0xe000)
    return bad(cd, 2, IC_ILLEGAL);
  return got(cd, 0x10000 + ((u - 0xd800) << 10) + (u2 - 0xdc00), 4);
}

static int utf32(struct __iconv *cd, const unsigned char *s, int big) {
  unsigned v = get32(s, big);
  if (v >= 0x110000 || (v >= 0xd800 && v < 0xe000))
    return bad(cd, 4, IC_ILLEGAL);
  return got(cd, v, 4);
}

// glibc's big-endian UCS-2 reader and its UCS-4 readers skip their
// invalid values silently under //IGNORE; its host-order UCS-2 reader
// does not.
static int ucs2(struct __iconv *cd, const unsigned char *s, int big) {
  unsigned u = get16(s, big);
  if (u >= 0xd800 && u < 0xe000)
    return bad(cd, 2, big ? IC_SKIPPABLE : IC_ILLEGAL);
  return got(cd, u, 2);
}

static int ucs4(struct __iconv *cd, const unsigned char *s, int big) {
  unsigned v = get32(s, big);
  if (v > 0x7fffffff)
    return bad(cd, 4, IC_SKIPPABLE);
  return got(cd, v, 4);
}

static int latin9(struct __iconv *cd, unsigned b) {
  for (int i = 0; i < 8; i++)
    if (__iconv_latin9_bytes[i] == b)
      return got(cd, __iconv_latin9_chars[i], 1);
  return got(cd, b, 1);
}

static int cp1252(struct __iconv *cd, unsigned b) {
  if (b < 0x80 || b >= 0xa0)
    return got(cd, b, 1);
  if (!__iconv_cp1252_chars[b - 0x80])
    return bad(cd, 1, IC_ILLEGAL);
  return got(cd, __iconv_cp1252_chars[b - 0x80], 1);
}

// The character of EUC-JP's bytes a, b in JIS X 0208 (plane 0) or JIS
// X 0212 (plane 1), 0 if none.
static unsigned jis_char(int plane, unsigned a, unsigned b) {
  if (a < 0xa1 || a > 0xfe || b < 0xa1 || b > 0xfe)
    return 0;
  return __iconv_jis[plane * JIS_PLANE + (a - 0xa1) * 94 + (b - 0xa1)];
}

// EUC-JP as glibc reads it.  Bytes below 0x8e and 0x90..0x9f stand for
// themselves; 0x8e and a byte 0xa1..0xdf is a half-width katakana; 0x8f
// and two bytes a JIS X 0212 character, whose first byte must be
// 0xa2..0xed before the third is looked for; 0xa0..0xfe and a byte a
// JIS X 0208 one.  Whatever is wrong, glibc skips one byte.
static int euc_jp(struct __iconv *cd, const unsigned char *s, size_t n) {
  unsigned c = s[0];
  if (c < 0x8e || (c >= 0x90 && c <= 0x9f))
    return got(cd, c, 1);
  if (c == 0xff)
    return bad(cd, 1, IC_ILLEGAL);
  if (n < 2)
    return IC_INCOMPLETE;
  unsigned c2 = s[1], wc;
  if (c2 < 0xa1)
    return bad(cd, 1, IC_ILLEGAL);
  if (c == 0x8e)
    return c2 <= 0xdf ? got(cd, 0xff61 + c2 - 0xa1, 2) : bad(cd, 1, IC_ILLEGAL);
  if (c == 0x8f) {
    if (c2 > 0xed || c2 < 0xa2)
      return bad(cd, 1, IC_ILLEGAL);
    if (n < 3)
      return IC_INCOMPLETE;
    wc = jis_char(1, c2, s[2]);
    return wc ? got(cd, wc, 3) : bad(cd, 1, IC_ILLEGAL);
  }
  wc = jis_char(0, c, c2);
  return wc ? got(cd, wc, 2) : bad(cd, 1, IC_ILLEGAL);
}

int __iconv_decode(struct __iconv *cd) {
  const unsigned char *s = cd->in + cd->ipos;
  size_t n = cd->iend - cd->ipos;
  switch (cd->from) {
  case CS_UTF8: return utf8(cd, s, n);
  case CS_UTF16: return utf16(cd, s, n, cd->swap_in);
  case CS_UTF16LE: return utf16(cd, s, n, 0);
  case CS_UTF16BE: return utf16(cd, s, n, 1);
  case CS_UTF32: return utf32(cd, s, cd->swap_in);
  case CS_UTF32LE: return utf32(cd, s, 0);
  case CS_UTF32BE: return utf32(cd, s, 1);
  case CS_UCS2LE: return ucs2(cd, s, 0);
  case CS_UCS2BE: return ucs2(cd, s, 1);
  case CS_UCS4LE: return ucs4(cd, s, 0);
  case CS_UCS4BE: return ucs4(cd, s, 1);
  case CS_WCHAR: return got(cd, get32(s, 0), 4);
  case CS_ASCII: return s[0] < 0x80 ? got(cd, s[0], 1) : bad(cd, 1, IC_ILLEGAL);
  case CS_LATIN1: return got(cd, s[0], 1);
  case CS_LATIN9: return latin9(cd, s[0]);
  case CS_EUCJP: return euc_jp(cd, s, n);
  }
  return cp1252(cd, s[0]);
}
