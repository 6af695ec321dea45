// __attribute__: packed, aligned, constructor/destructor, weak, alias,
// section, noreturn, visibility, and attributes that only need to parse
// (unused, used, format, deprecated, always_inline, noinline, cold ...) in
// every position where GNU C allows them.
//
// main returns 3; the destructor turns that into 0 with _exit, so a
// destructor that never runs makes the test fail.
#include "test.h"
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

struct __attribute__((packed)) pk1 { char c; int i; short s; };
struct pk2 { char c; int i; } __attribute__((packed));
struct pk3 { char c; int i __attribute__((packed)); short s; };
struct __attribute__((aligned(16))) al16 { char c; };
struct al_member { char c; int i __attribute__((aligned(8))); };
typedef int aligned_int __attribute__((aligned(16)));
struct pk_nested { char a; struct pk1 in; char b; } __attribute__((packed));
#pragma pack(push, 2)
struct pragma2 { char c; int i; long l; };
#pragma pack(pop)
struct after_pop { char c; int i; };

__attribute__((aligned(32))) int g_al32;
int g_al64 __attribute__((aligned(64))) = 1;

static int ctor_ran;
static int main_done;
__attribute__((constructor)) static void ctor(void) { ctor_ran += 1; }
__attribute__((constructor(200))) static void ctor_prio(void) { ctor_ran += 10; }
__attribute__((destructor)) static void dtor(void) {
  if (main_done)
    _exit(0);   // a failed CHECK exits with 1 before main_done is set

}

__attribute__((weak)) int weak_fn(void) { return 7; }
extern int undefined_weak __attribute__((weak));
extern void undefined_weak_fn(void) __attribute__((weak));
__attribute__((weak)) int weak_var = 11;

int real_fn(int x) { return x * 3; }
int alias_fn(int x) __attribute__((alias("real_fn")));
int real_var = 9;
extern int alias_var __attribute__((alias("real_var")));

__attribute__((section("safecc_test_sec"))) int in_sec1 = 100;
__attribute__((section("safecc_test_sec"))) int in_sec2 = 200;
extern int __start_safecc_test_sec[], __stop_safecc_test_sec[];

__attribute__((visibility("hidden"))) int hidden_var = 5;
__attribute__((visibility("default"))) int hidden_fn(void) { return 6; }
__attribute__((visibility("protected"))) int prot_var = 8;

__attribute__((noreturn)) static void bail(void) { exit(2); }
static void __attribute__((noinline, unused)) spare(void) {}
static inline __attribute__((always_inline)) int twice(int x) { return 2 * x; }
__attribute__((format(printf, 1, 2))) static int myprintf(const char *f, ...) { return 0; }
__attribute__((deprecated)) static int old(void) { return 1; }
__attribute__((used)) static int keep_me = 4;
static int __attribute__((cold)) rare(void) { return 3; }
int __attribute__((pure)) pure_fn(int x);
int pure_fn(int x) { return x; }
__attribute__((const, nothrow, leaf)) int const_fn(int x) { return x + 1; }
void *__attribute__((malloc, warn_unused_result)) my_alloc(size_t n) { return malloc(n); }
int nonnull_fn(int *p) __attribute__((nonnull(1)));
int nonnull_fn(int *p) { return *p; }

int main(void) {
  CHECK(7, sizeof(struct pk1));
  CHECK(1, offsetof(struct pk1, i));
  CHECK(5, offsetof(struct pk1, s));
  CHECK(1, _Alignof(struct pk1));
  CHECK(5, sizeof(struct pk2));
  CHECK(8, sizeof(struct pk3));
  CHECK(1, offsetof(struct pk3, i));
  CHECK(6, offsetof(struct pk3, s));
  CHECK(16, sizeof(struct al16));
  CHECK(16, _Alignof(struct al16));
  CHECK(8, offsetof(struct al_member, i));
  CHECK(16, sizeof(struct al_member));
  CHECK(16, _Alignof(aligned_int));
  CHECK(9, sizeof(struct pk_nested));
  CHECK(8, offsetof(struct pk_nested, b));
  CHECK(14, sizeof(struct pragma2));
  CHECK(2, offsetof(struct pragma2, i));
  CHECK(6, offsetof(struct pragma2, l));
  CHECK(8, sizeof(struct after_pop));
  CHECK(0, (uintptr_t)&g_al32 % 32);
  CHECK(0, (uintptr_t)&g_al64 % 64);
  {
    struct pk1 p = {1, 0x12345678, 3};
    p.i++;
    CHECK(0x12345679, p.i);
    struct pk1 *pp = &p;
    CHECK(3, pp->s);
    char __attribute__((aligned(64))) local64 = 0;
    CHECK(0, (uintptr_t)&local64 % 64);
    struct al16 arr[2];
    CHECK(16, (char *)&arr[1] - (char *)&arr[0]);
  }

  CHECK(11, ctor_ran);
  CHECK(7, weak_fn());
  CHECK(1, &undefined_weak == 0);
  CHECK(1, undefined_weak_fn == 0);
  CHECK(11, weak_var);
  CHECK(12, alias_fn(4));
  CHECK(1, (void *)alias_fn == (void *)real_fn);
  CHECK(9, alias_var);
  alias_var = 10;
  CHECK(10, real_var);
#ifndef __SAFECC_SAFE__
  // Not in safe mode: every global there is an object with its own header,
  // so a section is no array, and the linker's __start_/__stop_ symbols
  // are no objects a pointer could have a capability for.
  CHECK(2, __stop_safecc_test_sec - __start_safecc_test_sec);
  CHECK(300, __start_safecc_test_sec[0] + __start_safecc_test_sec[1]);
#endif
  CHECK(5, hidden_var);
  CHECK(6, hidden_fn());
  CHECK(8, prot_var);
  CHECK(8, twice(4));
  CHECK(0, myprintf("%d", 1));
  CHECK(1, old());
  CHECK(3, rare());
  CHECK(5, pure_fn(5));
  CHECK(6, const_fn(5));
  free(my_alloc(4));
  int v = 3;
  CHECK(3, nonnull_fn(&v));
  int __attribute__((unused)) unused_local;
  if (v == 4)
    bail();
  main_done = 1;
  return 3;
}
