// encode.c — iconv's output side: one character of each character set.
#include "iconv_impl.h"
#include "locale_impl.h"

static void store16(unsigned char *p, unsigned v, int big) {
  p[big ? 0 : 1] = (unsigned char)(v >> 8);
  p[big ? 1 : 0] = (unsigned char)v;
}

static int put16(struct __iconv *cd, unsigned v, int big) {
  store16(cd->out + cd->opos, v, big);
  cd->outlen = 2;
  return IC_OK;
}

static int put32(struct __iconv *cd, unsigned v, int big) {
  unsigned char *p = cd->out + cd->opos;
  for (int i = 0; i < 4; i++)
    p[big ? 3 - i : i] = (unsigned char)(v >> 8 * i);
  cd->outlen = 4;
  return IC_OK;
}

static int put8(struct __iconv *cd, unsigned b) {
  cd->out[cd->opos] = (unsigned char)b;
  cd->outlen = 1;
  return IC_OK;
}

static int is_surrogate(unsigned wc) {
  return wc >= 0xd800 && wc < 0xe000;
}

static int utf8(struct __iconv *cd, unsigned wc) {
  size_t len = __utf8_length(wc);  // 0 for surrogates and above 0x7fffffff
  if (len == 0)
    return IC_UNMAPPABLE;
  if (len > cd->oend - cd->opos)
    return IC_FULL;
  for (size_t i = 0; i < len; i++)
    cd->out[cd->opos + i] = __utf8_byte(wc, len, i);
  cd->outlen = len;
  return IC_OK;
}

// glibc refuses surrogates in UTF-16 and UTF-32 output outright: they do
// not go through //TRANSLIT.
static int utf16(struct __iconv *cd, unsigned wc, int big) {
  if (is_surrogate(wc))
    return IC_ILLEGAL;
  if (wc < 0x10000)
    return put16(cd, wc, big);
  if (wc >= 0x110000)
    return IC_UNMAPPABLE;
  if (cd->oend - cd->opos < 4)
    return IC_FULL;
  store16(cd->out + cd->opos, 0xd800 + ((wc - 0x10000) >> 10), big);
  store16(cd->out + cd->opos + 2, 0xdc00 + (wc & 0x3ff), big);
  cd->outlen = 4;
  return IC_OK;
}

static int utf32(struct __iconv *cd, unsigned wc, int big) {
  if (is_surrogate(wc))
    return IC_ILLEGAL;
  if (wc >= 0x110000)
    return IC_UNMAPPABLE;
  return put32(cd, wc, big);
}

// A surrogate is refused outright too: silently skipped under //IGNORE
// in big-endian UCS-2 (as glibc), failing the call in host order.
static int ucs2(struct __iconv *cd, unsigned wc, int big) {
  if (wc >= 0x10000)
    return IC_UNMAPPABLE;
  if (is_surrogate(wc))
    return big ? IC_SKIPPABLE : IC_ILLEGAL;
  return put16(cd, wc, big);
}

// ISO-8859-15: its eight characters, else ISO-8859-1's place for wc if
// the set has not given that byte to another character.
static int latin9(struct __iconv *cd, unsigned wc) {
  for (int i = 0; i < 8; i++) {
    if (__iconv_latin9_chars[i] == wc)
      return put8(cd, __iconv_latin9_bytes[i]);
    if (__iconv_latin9_bytes[i] == wc)
      return IC_UNMAPPABLE;
  }
  return wc < 0x100 ? put8(cd, wc) : IC_UNMAPPABLE;
}

// CP1252: ISO-8859-1's places outside 0x80..0x9f, its own characters in
// them.
static int cp1252(struct __iconv *cd, unsigned wc) {
  if (wc < 0x80 || (wc >= 0xa0 && wc < 0x100))
    return put8(cd, wc);
  for (unsigned i = 0; i < 32; i++)
    if (__iconv_cp1252_chars[i] == wc)
      return put8(cd, 0x80 + i);
  return IC_UNMAPPABLE;
}

// The JIS code (as in __iconv_jis) of character wc, or -1: a binary
// search of the codes in the order of their characters.
static int jis_code(unsigned wc) {
  size_t lo = 0, hi = JIS_MAPPED;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    unsigned code = __iconv_jis_by_char[mid];
    if (__iconv_jis[code] == wc)
      return (int)code;
    if (__iconv_jis[code] < wc)
      lo = mid + 1;
    else
      hi = mid;
  }
  return -1;
}

// EUC-JP as glibc writes it: 0x00..0x9f but for the two bytes that
// introduce the other sets, the yen sign and overline at JIS X 0201's
// places (0x5c and 0x7e, which read back as ASCII), half-width katakana
// after 0x8e, then JIS X 0208 in two bytes and JIS X 0212 after 0x8f.
// glibc wants room for two bytes before it looks a character up, and
// when a JIS X 0212 one then lacks its third, it has already written the
// row in seven bits after the first.
static int euc_jp(struct __iconv *cd, unsigned wc) {
  size_t room = cd->oend - cd->opos;
  unsigned char *p = cd->out + cd->opos;
  int code;
  if ((wc < 0xa0 && wc != 0x8e && wc != 0x8f) || wc == 0xa5 || wc == 0x203e)
    return put8(cd, wc == 0xa5 ? 0x5c : wc == 0x203e ? 0x7e : wc);
  if (room < 2)
    return IC_FULL;
  if (wc >= 0xff61 && wc <= 0xff9f) {
    p[0] = 0x8e;
    p[1] = (unsigned char)(wc - 0xff61 + 0xa1);
    cd->outlen = 2;
    return IC_OK;
  }
  if ((code = jis_code(wc)) < 0)
    return IC_UNMAPPABLE;
  unsigned row = code % JIS_PLANE / 94, column = code % 94;
  if (code < JIS_PLANE) {
    p[0] = (unsigned char)(0xa1 + row);
    p[1] = (unsigned char)(0xa1 + column);
    cd->outlen = 2;
    return IC_OK;
  }
  p[1] = (unsigned char)(0x21 + row);
  if (room < 3)
    return IC_FULL;
  p[0] = 0x8f;
  p[1] |= 0x80;
  p[2] = (unsigned char)(0xa1 + column);
  cd->outlen = 3;
  return IC_OK;
}

// glibc drops Unicode's language tags (U+E0000..U+E007F) where it has no
// encoding for them, without an error or a count.
static int tag(struct __iconv *cd, unsigned wc, int r) {
  if (r != IC_UNMAPPABLE || wc >> 7 != 0xe0000 >> 7)
    return r;
  cd->outlen = 0;
  return IC_OK;
}

static int encode(struct __iconv *cd, unsigned wc) {
  switch (cd->to) {
  case CS_UTF8: return utf8(cd, wc);
  case CS_UTF16: case CS_UTF16LE: return utf16(cd, wc, 0);
  case CS_UTF16BE: return utf16(cd, wc, 1);
  case CS_UTF32: case CS_UTF32LE: return utf32(cd, wc, 0);
  case CS_UTF32BE: return utf32(cd, wc, 1);
  case CS_UCS2LE: return ucs2(cd, wc, 0);
  case CS_UCS2BE: return ucs2(cd, wc, 1);
  case CS_UCS4LE: case CS_WCHAR: return put32(cd, wc, 0);
  case CS_UCS4BE: return put32(cd, wc, 1);
  case CS_ASCII: return wc < 0x80 ? put8(cd, wc) : IC_UNMAPPABLE;
  case CS_LATIN1: return wc < 0x100 ? put8(cd, wc) : IC_UNMAPPABLE;
  case CS_LATIN9: return latin9(cd, wc);
  case CS_EUCJP: return euc_jp(cd, wc);
  }
  return cp1252(cd, wc);
}

int __iconv_encode(struct __iconv *cd, unsigned wc) {
  if (cd->oend - cd->opos < __iconv_unit(cd->to))
    return IC_FULL;
  int r = encode(cd, wc);
  switch (cd->to) {
  case CS_ASCII: case CS_LATIN1: case CS_LATIN9: case CS_CP1252: case CS_EUCJP:
  case CS_UCS2LE: case CS_UCS2BE:
    return tag(cd, wc, r);
  }
  return r;
}

int __iconv_put_bom(struct __iconv *cd) {
  if (cd->to == CS_UTF16) {
    if (cd->oend - cd->opos < 2)
      return IC_FULL;
    put16(cd, 0xfeff, 0);
  } else if (cd->to == CS_UTF32) {
    if (cd->oend - cd->opos < 4)
      return IC_FULL;
    put32(cd, 0xfeff, 0);
  } else {
    return IC_OK;
  }
  cd->opos += cd->outlen;
  return IC_OK;
}
