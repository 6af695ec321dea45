// Lexical details: digraphs, line splices inside tokens, comments in odd
// places, every form of integer and floating constant, and preprocessing
// edge cases around stringizing and pasting.
#include "test.h"

%:define DIGRAPH_MACRO(x) %:x
%:define PASTE(a, b) a %:%: b

#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT3(a, b, c) a##b##c
#define EMPTY

int main(void) <%
  int arr<:3:> = <%1, 2, 3%>;
  CHECK(3, arr<:2:>);
  CHECKS("abc", DIGRAPH_MACRO(abc));
  CHECK(12, PASTE(1, 2));

  // line splices, even in the middle of tokens
  in\
t spliced = 4\
2;
  CHECK(42, spliced);
  CHECKS("abcdef", "abc\
def");
  CHECK(1, 1 /\
* a comment started across a splice */ == 1);
  // a line comment continued by a splice \
  CHECK(1, 0);
  CHECK(3, 1 +/**/2);
  CHECK(-1, 1 -/* comment */-/**/-2);

  // constants
  CHECK(8, sizeof(10uLL));
  CHECK(8, sizeof(10LLu));
  CHECK(8, sizeof(10Ul));
  CHECK(31, 0X1F);
  CHECK(3, 0B11);
  CHECK(0, 00);
  CHECK(511, 0777);
  CHECK(65, '\x41');
  CHECKF(1500.0f, 1.5e+3f);
  CHECKF(0.25, 0x1p-2);
  CHECKF(0.25, 0x.4p0);
  CHECKF(10.0, 0xAp0);
  CHECKF(5.0L, .5e1L);
  CHECKF(100.0, 1E2);
  CHECK(1, 1e-310 > 0 && 1e-310 < 2.3e-308);       // subnormal
  CHECK(1, 4.9e-324 > 0);
  CHECK(16, sizeof(1.0l));
  CHECK(4, sizeof(1.F));
  CHECK(1, 0x1.fffffffffffffp1023 > 1.79e308);
  CHECKF(0.1f, 0.100000001490116119384765625);
  CHECK(1, 9223372036854775807 == 0x7fffffffffffffff);
  CHECK(8, sizeof(9223372036854775807));
  CHECK(1, 0xffffffffffffffff == 18446744073709551615u);

  // stringizing and pasting
  CHECKS("a b", STR(a/**/b));
  CHECKS("a b", STR(a
                    b));
  CHECKS("\"a\" \"b\"", STR( "a"   "b" ));
  CHECKS("'\"'", STR('"'));
  CHECKS("\"\\\\\"", STR("\\"));
  CHECKS("@", STR(@));
  CHECK(13, CAT3(1, , 3));
  CHECK(5, CAT3(, , 5));
  CHECKS("", XSTR(CAT3(, , )));
  CHECKS("", XSTR(EMPTY));
  CHECK(123, CAT3(1, 2, 3));
  return 0;
%>
