// translit.c — //TRANSLIT, as glibc does it: a character the output side
// cannot encode is replaced by the first of its replacements in the
// current locale's table (translit_tables.c) that the output side can
// encode whole, else by "?" (the "default missing" character of both
// locales); either way it counts as one irreversible conversion.
#include <string.h>
#include "iconv_impl.h"
#include "locale_impl.h"

// The replacements of wc in the current locale, or 0: UTF-8 strings, each
// ending in a NUL, the list ending in one more.
static const char *replacements(unsigned wc) {
  int utf8 = __locale_utf8();
  const unsigned *keys = utf8 ? __translit_utf8_keys : __translit_c_keys;
  int lo = 0, hi = utf8 ? __translit_utf8_count : __translit_c_count;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (keys[mid] == wc)
      return utf8 ? __translit_utf8_pool + __translit_utf8_offsets[mid]
                  : __translit_c_pool + __translit_c_offsets[mid];
    if (keys[mid] < wc)
      lo = mid + 1;
    else
      hi = mid;
  }
  return 0;
}

// The tables' UTF-8 is well formed (gen_translit.py wrote it).
static size_t utf8_len(unsigned char c) {
  return c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
}

static unsigned utf8_value(const char *s) {
  size_t n = utf8_len((unsigned char)s[0]);
  unsigned v = n == 1 ? (unsigned char)s[0] : (unsigned char)s[0] & (0x3fu >> (n - 1));
  for (size_t i = 1; i < n; i++)
    v = v << 6 | ((unsigned char)s[i] & 0x3f);
  return v;
}

// Writes the replacement s whole, or nothing: IC_OK, IC_FULL, or
// IC_UNMAPPABLE when some character of it has no encoding either.
// glibc runs its output step again for a replacement, so a UTF-16 or
// UTF-32 output writes its byte-order mark again before it while that
// step's first run is still going on; so do we.  What was written before
// an IC_FULL stays when keep_partial (glibc keeps it for "?").
static int put_string(struct __iconv *cd, const char *s, int keep_partial) {
  size_t start = cd->opos;
  int r = cd->written_once ? IC_OK : __iconv_put_bom(cd);
  for (; r == IC_OK && *s; s += utf8_len((unsigned char)*s)) {
    r = __iconv_encode(cd, utf8_value(s));
    if (r == IC_OK)
      cd->opos += cd->outlen;
  }
  if (r == IC_OK || (r == IC_FULL && keep_partial))
    return r;
  cd->opos = start;
  return r == IC_FULL ? r : IC_UNMAPPABLE;
}

// The first replacement of the table that is not unmappable decides;
// the first one is tried even when it is empty (the character is then
// dropped).
static int put_replacement(struct __iconv *cd, unsigned wc) {
  const char *alt = replacements(wc);
  if (alt) {
    do {
      int r = put_string(cd, alt, 0);
      if (r != IC_UNMAPPABLE)
        return r;
      alt += strlen(alt) + 1;
    } while (*alt);
  }
  return put_string(cd, "?", 1);
}

int __iconv_translit(struct __iconv *cd, unsigned wc) {
  int r = put_replacement(cd, wc);
  if (r == IC_OK)
    cd->irreversible++;
  return r;
}
