// String literals and character constants: escapes, concatenation, sizeof,
// embedded NULs, octal/hex escapes, multi-line literals.
#include "test.h"

int main(void) {
  CHECK(6, sizeof("hello"));
  CHECK(1, sizeof(""));
  CHECK('e', "hello"[1]);
  CHECK(0, "hello"[5]);
  CHECK(7, '\a');
  CHECK(8, '\b');
  CHECK(12, '\f');
  CHECK(10, '\n');
  CHECK(13, '\r');
  CHECK(9, '\t');
  CHECK(11, '\v');
  CHECK(27, '\e');                 // GNU
  CHECK(92, '\\');
  CHECK(39, '\'');
  CHECK(34, '\"');
  CHECK(63, '\?');
  CHECK(0, '\0');
  CHECK(8, '\10');
  CHECK(83, '\123');
  CHECK(-1, '\377');               // char is signed on x86_64
  CHECK(-1, '\xff');
  CHECK(16, '\x10');
  CHECK(10, '\x0a');
  CHECK(4, sizeof('a'));           // int in C
  CHECK('a' * 256 + 'b', 'ab');    // multi-character constant (GNU value)
  CHECK(5, sizeof("ab\0c"));
  CHECK('c', "ab\0c"[3]);
  CHECK(2, strlen("ab\0c"));
  CHECK(9, sizeof("foo" "bar" "!!"));
  CHECKS("foobar!!", "foo" "bar" "!!");
  CHECKS("a\nb", "a\
\nb");
  CHECK(5, sizeof("\x41\102C\n"));
  CHECKS("ABC\n", "\x41\102C\n");
  CHECK(3, sizeof("\1234"));       // \123 then '4'
  CHECK('4', "\1234"[1]);
  CHECK(3, sizeof("\x4g"));
  CHECK(4, sizeof("\0\0\0"));
  {
    const char *s = "quote \"inside\" and 'single'";
    CHECK('"', s[6]);
    CHECK('\'', s[19]);
    char buf[] = "mutable";
    buf[0] = 'M';
    CHECKS("Mutable", buf);
    char *t = "abc";
    CHECK('c', t[2]);
    CHECK('b', *(t + 1));
  }
  {
    // the same literal text may or may not share storage; contents agree
    const char *a = "same", *b = "same";
    CHECK(0, strcmp(a, b));
    CHECK(1, sizeof("x") == 2);
  }
  {
    // characters above 127 in a plain char string
    const char *u = "\xc3\xa9";
    CHECK(-61, u[0]);
    CHECK(0xa9, (unsigned char)u[1]);
    CHECK(3, sizeof("é"));           // UTF-8 source bytes
  }
  {
    // trigraph-free ?? sequences stay as written in gnu mode
    CHECK(4, sizeof("?\?!"));
  }
  return 0;
}
