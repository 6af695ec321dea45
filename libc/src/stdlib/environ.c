// environ.c — the environment, and the start-up hook the runtime calls
// before main (docs: libc/README.md, "Start-up").
#include <stdlib.h>
#include <string.h>

char **environ;

void __libc_start_init(int argc, char **argv, char **envp) {
  (void)argc;
  (void)argv;
  environ = envp;
}

char *getenv(const char *name) {
  size_t n = strlen(name);
  if (!environ || n == 0 || strchr(name, '='))
    return 0;
  for (char **e = environ; *e; e++)
    if (strncmp(*e, name, n) == 0 && (*e)[n] == '=')
      return *e + n + 1;
  return 0;
}
