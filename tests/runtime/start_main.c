// start_main.c — the runtime's start-up: argv and envp arrive as heap
// objects whose elements carry capabilities to exact-size string objects,
// and sc.main's return value becomes the exit status.
#include "rt_test.h"

static int check_strings(uint64_t arr, uint64_t cap, char **host, int count) {
  if (arr != cap || ((uint64_t *)cap)[-2] != (uint64_t)(count + 1) * 8)
    return 0;
  for (int i = 0; i <= count; i++) {
    Ptr s = load_ptr(P(arr + 8 * i, cap));
    if (i == count)
      return s.a == 0 && s.c == 0;
    if (s.a != s.c || strcmp((char *)s.a, host[i]) != 0 ||
        ((uint64_t *)s.c)[-2] != strlen(host[i]) + 1)
      return 0;
  }
  return 1;
}

extern char **environ;

uint64_t check_main(const uint64_t *w, uint64_t n) {
  if (n != 3)
    return 10;
  int argc = (int)w[0];
  if (argc != 3 || w[3] != 0)
    return 11;
  char *host_argv[] = {"start_main", "one", "two words"};
  host_argv[0] = (char *)w[1] ? *(char **)w[1] : "";
  if (!check_strings(w[1], w[4], host_argv, 3))
    return 12;
  int envc = 0;
  while (environ[envc])
    envc++;
  if (!check_strings(w[2], w[5], environ, envc))
    return 13;
  gc_collect();  // argv must survive a collection
  if (!check_strings(w[1], w[4], host_argv, 3))
    return 14;
  return 42;
}
