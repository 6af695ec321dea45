// core_flag.c — runs the program argv[1] and prints 1 if it ended with a
// core dump (the exit status's core flag), else 0.  For run-runtime's
// check of SAFECC_OPTIONS core=.
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  pid_t pid = fork();
  if (pid == 0) {
    execv(argv[1], argv + 1);
    _exit(127);
  }
  int st;
  if (pid < 0 || waitpid(pid, &st, 0) != pid)
    return 2;
  printf("%d\n", WIFSIGNALED(st) && WCOREDUMP(st) ? 1 : 0);
  return 0;
}
