// start.c — the host `main` of every safe program: initialise the
// runtime, copy argv and envp into heap objects with capabilities, call
// the safe libc's `sc.__libc_start_init(argc, argv, envp)` (environ,
// stdio), then `sc.main` through the safe calling convention, then the safe
// libc's `sc.exit` (or the host exit() while no libc is linked).  The libc
// symbols are weak references: the driver must name them with -u so that
// ld takes them out of libc.a.
#include "runtime.h"
#include <stdlib.h>
#include <string.h>

extern char rt_sc_main[] __asm__("sc.main");

// A NULL-terminated array of string objects, as C's argv and envp are.
static uint64_t *copy_string_array(char **strs, int count) {
  uint64_t *arr = rt_alloc((uint64_t)(count + 1) * 8, 16, KIND_HEAP);
  gc_pin((uint64_t)(uintptr_t)arr);
  for (int i = 0; i < count; i++) {
    size_t len = strlen(strs[i]);
    char *s = rt_alloc(len + 1, 1, KIND_HEAP);
    memcpy(s, strs[i], len);
    arr[i] = (uint64_t)(uintptr_t)s;
    rt_store_cap(arr, &arr[i], s);
  }
  return arr;
}

int main(int argc, char **argv, char **envp) {
  rt_init();
  int envc = 0;
  while (envp && envp[envc])
    envc++;
  uint64_t *sargv = copy_string_array(argv, argc);
  uint64_t *senvp = copy_string_array(envp, envc);
  uint64_t values[3] = {(uint64_t)argc, (uint64_t)(uintptr_t)sargv, (uint64_t)(uintptr_t)senvp};
  uint64_t caps[3] = {0, (uint64_t)(uintptr_t)sargv, (uint64_t)(uintptr_t)senvp};
  void *start_init = rt_libc_start_init();
  if (start_init)
    sc_call(start_init, values, caps, 3);
  run_constructors();
  SafeRet r = sc_call(rt_sc_main, values, caps, 3);
  uint64_t status = (uint64_t)(int32_t)r.value;
  void *libc_exit = rt_libc_exit();
  if (libc_exit) {
    uint64_t zero = 0;
    sc_call(libc_exit, &status, &zero, 1);
  }
  rt_print_gc_stats();
  exit((int)status);
}
