// #include: quoted and angle forms, search order of -I directories,
// #include_next, #pragma once, include guards, includes relative to the
// including file, computed includes, __has_include, __FILE__ in headers.
// flags: -Iinclude/a -Iinclude/b
#include "test.h"
#include <next.h>
#include "once.h"
#include "once.h"
#include <once.h>
#include "guard.h"
#include "guard.h"
#include "sub/rel.h"
#include <shadow.h>
#define HEADER "guard.h"
#include HEADER
#define SYSHEADER <limits.h>
#include SYSHEADER
#define PATH(x) <x.h>
#include PATH(stddef)

#if __has_include("next.h") && __has_include(<stdio.h>)
#define HAS_BOTH 1
#else
#define HAS_BOTH 0
#endif
#if __has_include(<no/such/header_xyz.h>) || __has_include("no_such_header_xyz.h")
#define HAS_MISSING 1
#else
#define HAS_MISSING 0
#endif
#ifdef __has_include
#define HAS_HAS_INCLUDE 1
#else
#define HAS_HAS_INCLUDE 0
#endif

int main(void) {
  CHECK(1, FROM_A);
  CHECK(2, FROM_B);
  CHECK(42, once_value);
  CHECK(7, guard_value);
  CHECK(1, strstr(guard_file, "guard.h") != 0);
  CHECK(11, REL_VALUE);
  CHECK(1, SHADOW);                 // include/a comes first
  CHECK(1, HAS_BOTH);
  CHECK(0, HAS_MISSING);
  CHECK(1, HAS_HAS_INCLUDE);
  CHECK(1, INT_MAX == 2147483647);  // from the computed <limits.h>
  CHECK(8, sizeof(size_t));
  return 0;
}
