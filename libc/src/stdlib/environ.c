// environ.c — the environment, and the start-up hook the runtime calls
// before main (docs: libc/README.md, "Start-up").
#include <stdlib.h>
#include <string.h>

char **environ;

// argv[0] and its last component (glibc's program_invocation_name and
// program_invocation_short_name; assert's message starts with the latter).
char *program_invocation_name = "";
char *program_invocation_short_name = "";

void __libc_start_init(int argc, char **argv, char **envp) {
  environ = envp;
  if (argc > 0 && argv[0]) {
    program_invocation_name = argv[0];
    char *slash = strrchr(argv[0], '/');
    program_invocation_short_name = slash ? slash + 1 : argv[0];
  }
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
