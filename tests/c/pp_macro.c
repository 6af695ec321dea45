// Macro expansion: object-like and function-like macros, # and ##,
// rescanning and the no-recursion rule, the C11 standard's examples,
// variadic macros (__VA_ARGS__, __VA_OPT__, GNU named and ", ##"),
// predefined macros, __COUNTER__, __LINE__, #line, _Pragma.
#include "test.h"

#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define EMPTY
#define LPAREN (
#define ID(x) x
#define TWO_ARGS(a, b) [a|b]
#define ADD(a, b) ((a) + (b))

// C11 6.10.3.5 EXAMPLE 3
#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x, y) x ## y
#define str(x) # x

// C11 6.10.3.5 EXAMPLE 4
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"

// C11 6.10.3.5 EXAMPLE 7
#define showlist(...) #__VA_ARGS__
#define report(test, ...) ((test) ? #test : #__VA_ARGS__)

#define OPT(a, ...) opt_count(a __VA_OPT__(,) __VA_ARGS__)
#define GNU_NAMED(fmt, args...) fmt_count(fmt, ## args)
#define GNU_COMMA(fmt, ...) fmt_count(fmt, ## __VA_ARGS__)
#define COUNT_ARGS(...) count_helper(0, ##__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define count_helper(_0, _1, _2, _3, _4, _5, n, ...) n

#define AA BB
#define BB AA
static int SELF = 2;             // declared before the macro exists
#define SELF SELF + 1
#define LINE_NOW __LINE__

static int opt_count(int a, ...) { return a; }
static int fmt_count(const char *fmt, ...) { return (int)strlen(fmt); }

int main(void) {
  CHECKS("abc", STR(abc));
  CHECKS("a + b", STR(  a   +   b  ));
  CHECKS("a+b", STR(a+b));
  CHECKS("\"a\\n\"", STR("a\n"));
  CHECKS("'\\''", STR('\''));
  CHECKS("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0",
         STR(strncmp("abc\0d", "abc", '\4') == 0));
  CHECKS("", STR());
  CHECKS("((1) + (2))", XSTR(ADD(1, 2)));
  CHECKS("ADD(1, 2)", STR(ADD(1, 2)));
  CHECK(12, CAT(1, 2));
  CHECK(255, CAT(0x, ff));
  CHECKF(1e5, CAT(1e, 5));
  CHECK(7, XCAT(ID(3), 4) - 27);    // 34 - 27
  {
    int xy = 9, v = 1;
    CHECK(9, CAT(x, y));
    v CAT(+, =) 4;
    CHECK(5, v);
    CHECK(1, CAT(, v) == 5);
    CHECK(1, CAT(v, ) == 5);
  }
  CHECKS("[1|2]", XSTR(TWO_ARGS(1, 2)));
  CHECKS("[(1,2)|3]", XSTR(TWO_ARGS((1,2), 3)));
  CHECKS("[|]", XSTR(TWO_ARGS(,)));
  CHECK(3, ID(ID(ID(3))));
  CHECK(6, ADD(ADD(1, 2), ADD(1, 2)));
  CHECK(3, ADD
        (1,
         2));                          // invocation across lines
  {
    int ID = 4;                        // function-like macro name without (
    CHECK(4, ID);
    CHECK(4, ID(ID));
  }

  // Example 3: the expansion is
  //   int i[] = { 1, 23, 4, 5, };
  //   char c[2][6] = { "hello", "" };
  {
    p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
    char c[2][6] = { str(hello), str() };
    CHECK(4, sizeof(i) / sizeof(i[0]));
    CHECK(23, i[1]);
    CHECK(4, i[2]);
    CHECK(5, i[3]);
    CHECKS("hello", c[0]);
    CHECKS("", c[1]);
    CHECKS("f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);",
           XSTR(f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);));
  }
  // Example 4
  CHECKS("hello", glue(HIGH, LOW));
  CHECKS("hello, world", xglue(HIGH, LOW));
  // Example 7
  CHECKS("The first, second, and third items.", showlist(The first, second, and third items.));
  CHECKS("5 > 3", report(5 > 3, "x is %d but y is %d", x, y));
  CHECKS("\"x is %d but y is %d\", x, y", report(0, "x is %d but y is %d", x, y));

  CHECK(1, OPT(1));
  CHECK(2, OPT(2, 3, 4));
  CHECK(2, GNU_NAMED("ab"));
  CHECK(3, GNU_NAMED("abc", 1, 2));
  CHECK(2, GNU_COMMA("xy"));
  CHECK(2, GNU_COMMA("xy", 5));
  CHECK(0, COUNT_ARGS());
  CHECK(1, COUNT_ARGS(a));
  CHECK(3, COUNT_ARGS(a, b, c));

  {
    int AA = 5;                        // AA -> BB -> AA stops
    CHECK(5, AA);
    CHECK(3, SELF);                    // SELF + 1, not recursive
  }
  CHECK(__LINE__, LINE_NOW);
  {
    int c0 = __COUNTER__;
    int c1 = __COUNTER__;
    int c2 = __COUNTER__;
    CHECK(1, c1 - c0);
    CHECK(2, c2 - c0);
  }
  CHECK(11, strlen(__DATE__));
  CHECK(8, strlen(__TIME__));
  CHECK(1, strstr(__FILE__, "pp_macro.c") != 0);
  CHECK(1, strstr(__BASE_FILE__, "pp_macro.c") != 0);
  CHECKS("main", __func__);
  CHECKS("main", __FUNCTION__);
  CHECK(1, __STDC__);
  CHECK(1, __STDC_HOSTED__);
  CHECK(1, __x86_64__);
  CHECK(1, __LP64__);
  _Pragma("GCC diagnostic push")
  _Pragma("GCC diagnostic pop")
#pragma GCC diagnostic ignored "-Wunused"
#pragma unknown_pragma_is_ignored with tokens
#define DO_PRAGMA(x) _Pragma(#x)
  DO_PRAGMA(GCC diagnostic push)
  {
    int here = __LINE__;
#line 1000
    int l1000 = __LINE__;
    int l1001 = __LINE__;
#line 2000 "renamed.c"
    int l2000 = __LINE__;
    const char *renamed = __FILE__;
    CHECK(1000, l1000);
    CHECK(1001, l1001);
    CHECK(2000, l2000);
    CHECKS("renamed.c", renamed);
    CHECK(1, here > 100 && here < 1000);
  }
  return 0;
}
