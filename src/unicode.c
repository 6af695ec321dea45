// unicode.c — UTF-8 encoding and decoding, and the C11 rules (Annex D)
// for which code points may appear in identifiers.

#include "safecc.h"

// Writes `c` as UTF-8 into buf and returns the number of bytes written.
int encode_utf8(char *buf, uint32_t c) {
  if (c <= 0x7F) {
    buf[0] = c;
    return 1;
  }
  if (c <= 0x7FF) {
    buf[0] = 0xC0 | (c >> 6);
    buf[1] = 0x80 | (c & 0x3F);
    return 2;
  }
  if (c <= 0xFFFF) {
    buf[0] = 0xE0 | (c >> 12);
    buf[1] = 0x80 | ((c >> 6) & 0x3F);
    buf[2] = 0x80 | (c & 0x3F);
    return 3;
  }
  buf[0] = 0xF0 | (c >> 18);
  buf[1] = 0x80 | ((c >> 12) & 0x3F);
  buf[2] = 0x80 | ((c >> 6) & 0x3F);
  buf[3] = 0x80 | (c & 0x3F);
  return 4;
}

// Decodes one UTF-8 character at p and stores the position after it in
// *new_pos.  Returns (uint32_t)-1 for malformed input (bad lead byte,
// missing continuation bytes, overlong forms, surrogates, > U+10FFFF); then
// *new_pos is p + 1.
uint32_t decode_utf8(char **new_pos, char *p) {
  unsigned char *s = (unsigned char *)p;
  *new_pos = p + 1;
  if (s[0] < 0x80)
    return s[0];

  int len;
  uint32_t c, min;
  if (s[0] >= 0xF0 && s[0] <= 0xF4) {
    len = 4;
    c = s[0] & 0x07;
    min = 0x10000;
  } else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
    len = 3;
    c = s[0] & 0x0F;
    min = 0x800;
  } else if (s[0] >= 0xC2 && s[0] <= 0xDF) {
    len = 2;
    c = s[0] & 0x1F;
    min = 0x80;
  } else {
    return (uint32_t)-1;
  }

  for (int i = 1; i < len; i++) {
    if ((s[i] & 0xC0) != 0x80)
      return (uint32_t)-1;
    c = (c << 6) | (s[i] & 0x3F);
  }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
    return (uint32_t)-1;
  *new_pos = p + len;
  return c;
}

static bool in_ranges(uint32_t *ranges, uint32_t c) {
  for (int i = 0; ranges[i] != (uint32_t)-1; i += 2)
    if (ranges[i] <= c && c <= ranges[i + 1])
      return true;
  return false;
}

// Whether c may start an identifier: ASCII letters, '_', '$' (a GNU
// extension that real code uses) and the ranges of C11 Annex D.1 that
// are not excluded at the start by D.2.
bool is_ident1(uint32_t c) {
  static uint32_t ranges[] = {
      '_', '_', 'a', 'z', 'A', 'Z', '$', '$',
      0x00A8, 0x00A8, 0x00AA, 0x00AA, 0x00AD, 0x00AD, 0x00AF, 0x00AF,
      0x00B2, 0x00B5, 0x00B7, 0x00BA, 0x00BC, 0x00BE, 0x00C0, 0x00D6,
      0x00D8, 0x00F6, 0x00F8, 0x00FF, 0x0100, 0x02FF, 0x0370, 0x167F,
      0x1681, 0x180D, 0x180F, 0x1DBF, 0x1E00, 0x1FFF, 0x200B, 0x200D,
      0x202A, 0x202E, 0x203F, 0x2040, 0x2054, 0x2054, 0x2060, 0x206F,
      0x2070, 0x20CF, 0x2100, 0x218F, 0x2460, 0x24FF, 0x2776, 0x2793,
      0x2C00, 0x2DFF, 0x2E80, 0x2FFF, 0x3004, 0x3007, 0x3021, 0x302F,
      0x3031, 0x303F, 0x3040, 0xD7FF, 0xF900, 0xFD3D, 0xFD40, 0xFDCF,
      0xFDF0, 0xFE1F, 0xFE30, 0xFE44, 0xFE47, 0xFFFD,
      0x10000, 0x1FFFD, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD, 0x40000, 0x4FFFD,
      0x50000, 0x5FFFD, 0x60000, 0x6FFFD, 0x70000, 0x7FFFD, 0x80000, 0x8FFFD,
      0x90000, 0x9FFFD, 0xA0000, 0xAFFFD, 0xB0000, 0xBFFFD, 0xC0000, 0xCFFFD,
      0xD0000, 0xDFFFD, 0xE0000, 0xEFFFD, (uint32_t)-1,
  };
  return in_ranges(ranges, c);
}

// Whether c may continue an identifier: everything that may start one,
// digits, and the combining marks of Annex D.2.
bool is_ident2(uint32_t c) {
  static uint32_t ranges[] = {
      '0', '9', 0x0300, 0x036F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF,
      0xFE20, 0xFE2F, (uint32_t)-1,
  };
  return is_ident1(c) || in_ranges(ranges, c);
}

// Terminal columns taken by code point c: 2 for East Asian wide and
// emoji ranges, 1 otherwise.
static int char_width(uint32_t c) {
  static uint32_t wide[] = {
      0x1100, 0x115F, 0x2E80, 0x303E, 0x3041, 0x33FF, 0x3400, 0x4DBF,
      0x4E00, 0x9FFF, 0xA000, 0xA4CF, 0xAC00, 0xD7A3, 0xF900, 0xFAFF,
      0xFE30, 0xFE4F, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6, 0x1F300, 0x1F64F,
      0x1F900, 0x1F9FF, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD, (uint32_t)-1,
  };
  return in_ranges(wide, c) ? 2 : 1;
}

// Columns taken on a terminal by the UTF-8 text p[0..len).  Malformed
// bytes count one column each.
int display_width(char *p, int len) {
  char *end = p + len;
  int w = 0;
  while (p < end) {
    uint32_t c = decode_utf8(&p, p);
    w += (c == (uint32_t)-1) ? 1 : char_width(c);
  }
  return w;
}
