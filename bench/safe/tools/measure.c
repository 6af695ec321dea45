/* measure.c -- host helper for bench/run-safe.sh (built with the host cc,
 * never with safecc): runs one command and records what it cost.
 *
 *   measure RESULT_FILE COMMAND [ARGS...]
 *
 * forks, execs COMMAND with the inherited stdin/stdout/stderr, waits for it
 * with wait4 and writes one line to RESULT_FILE:
 *
 *   <cpu seconds (user+sys)> <wall seconds> <peak RSS in KB> <exit status>
 *
 * The peak RSS is the child's own ru_maxrss, so it does not depend on
 * /usr/bin/time being installed.  The exit status is the child's, or
 * 128 + the signal number if it was killed; measure exits with it too. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) {
  return tv.tv_sec + tv.tv_usec / 1e6;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: measure RESULT_FILE COMMAND [ARGS...]\n");
    return 2;
  }
  double start = now();
  pid_t pid = fork();
  if (pid < 0) {
    perror("measure: fork");
    return 2;
  }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    perror("measure: exec");
    _exit(127);
  }
  int status;
  struct rusage ru;
  if (wait4(pid, &status, 0, &ru) < 0) {
    perror("measure: wait4");
    return 2;
  }
  double wall = now() - start;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  FILE *out = fopen(argv[1], "w");
  if (!out) {
    perror(argv[1]);
    return 2;
  }
  fprintf(out, "%.3f %.3f %ld %d\n", seconds(ru.ru_utime) + seconds(ru.ru_stime), wall,
          ru.ru_maxrss, code);
  fclose(out);
  return code;
}
