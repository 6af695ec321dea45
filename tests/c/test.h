// tests/c/test.h — the self-checking harness for tests/c/*.c.
//
// CHECK(expected, expr)   integers and pointers, compared as long long
// CHECKU(expected, expr)  the same, printed unsigned
// CHECKF(expected, expr)  floating values, compared exactly as long double
// CHECKS(expected, expr)  strings, compared with strcmp
//
// A failing check prints "file:line: expected X, got Y  [expr]" and exits 1.
// A passing test prints nothing and returns 0 from main.
#ifndef TEST_H
#define TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check_int_(long long expected, long long got, const char *file,
                       int line, const char *code) {
  if (expected == got)
    return;
  printf("%s:%d: expected %lld, got %lld  [%s]\n", file, line, expected, got, code);
  exit(1);
}

static void check_uint_(unsigned long long expected, unsigned long long got,
                        const char *file, int line, const char *code) {
  if (expected == got)
    return;
  printf("%s:%d: expected %llu, got %llu  [%s]\n", file, line, expected, got, code);
  exit(1);
}

static void check_flt_(long double expected, long double got, const char *file,
                       int line, const char *code) {
  if (expected == got)
    return;
  printf("%s:%d: expected %.21Lg, got %.21Lg  [%s]\n", file, line, expected, got, code);
  exit(1);
}

static void check_str_(const char *expected, const char *got, const char *file,
                       int line, const char *code) {
  if (got && strcmp(expected, got) == 0)
    return;
  printf("%s:%d: expected \"%s\", got \"%s\"  [%s]\n", file, line, expected,
         got ? got : "(null)", code);
  exit(1);
}

#define CHECK(expected, expr) \
  check_int_((long long)(expected), (long long)(expr), __FILE__, __LINE__, #expr)
#define CHECKU(expected, expr) \
  check_uint_((unsigned long long)(expected), (unsigned long long)(expr), __FILE__, __LINE__, #expr)
#define CHECKF(expected, expr) \
  check_flt_((long double)(expected), (long double)(expr), __FILE__, __LINE__, #expr)
#define CHECKS(expected, expr) check_str_((expected), (expr), __FILE__, __LINE__, #expr)

#endif
