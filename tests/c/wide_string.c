// Wide and Unicode literals: L, u8, u, U strings and character constants,
// concatenation of prefixed with unprefixed literals, \u and \U escapes.
#include "test.h"
#include <wchar.h>
#include <uchar.h>

int main(void) {
  CHECK(4, sizeof(L'a'));
  CHECK(4, sizeof(U'a'));
  CHECK(2, sizeof(u'a'));
  CHECK(97, L'a');
  CHECK(0x3042, L'\u3042');
  CHECK(0x3042, u'\u3042');
  CHECK(0x1f600, U'\U0001F600');
  CHECK(0x1f600, L'😀');
  CHECK(0x3042, u'あ');
  CHECK(-1, L'\xffffffff');
  CHECK(1, u'\xffff' > 0);         // char16_t is unsigned
  CHECK(1, U'\xffffffff' > 0);     // char32_t is unsigned
  CHECK(20, sizeof(L"abcd"));
  CHECK(10, sizeof(u"abcd"));
  CHECK(20, sizeof(U"abcd"));
  CHECK(5, sizeof(u8"abcd"));
  CHECK(3, sizeof(u8"é"));
  CHECK(0xc3, (unsigned char)u8"é"[0]);
  CHECK(0xa9, (unsigned char)u8"é"[1]);
  CHECK(8, sizeof(L"é"));
  CHECK(0xe9, L"é"[0]);
  CHECK(6, sizeof(u"😀"));         // surrogate pair + NUL
  CHECK(0xd83d, u"😀"[0]);
  CHECK(0xde00, u"😀"[1]);
  CHECK(8, sizeof(U"😀"));
  CHECK(0x1f600, U"😀"[0]);
  CHECK(5, sizeof("\u00e9\u3042") - 1);   // 2 + 3 UTF-8 bytes
  CHECK(0xe3, (unsigned char)"\u3042"[0]);
  {
    // concatenation: a prefixed piece makes the whole literal wide
    CHECK(16, sizeof(L"ab" "c"));
    CHECK(16, sizeof("a" L"bc"));
    CHECK(8, sizeof(u"a" "b" "c"));
    CHECK('c', U"ab" "cd"[2]);
    CHECK(4, sizeof(u8"a" "b" "c"));
  }
  {
    wchar_t ws[] = L"wide";
    CHECK(4, wcslen(ws));
    CHECK('d', ws[2]);
    CHECK(20, sizeof(ws));
    char16_t s16[] = u"x\u0101";
    CHECK(0x101, s16[1]);
    char32_t s32[] = U"\U00010000z";
    CHECK(0x10000, s32[0]);
    CHECK('z', s32[1]);
    const wchar_t *wp = L"\x12345678";
    CHECK(0x12345678, wp[0]);
  }
  return 0;
}
