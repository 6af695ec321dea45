// spawn_basic.c — posix_spawn of /bin/sh -c and /bin/true, arguments and
// environments, and exec failures (a missing program, a file without
// execute permission, one the kernel cannot run) coming back as the
// result with no child left; run safe and with gcc: both must print the
// same.
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

// Spawns path with argv and envp; prints the result and how the child
// ended, or that no pid was given.
static void run(const char *what, const char *path, char *const argv[], char *const envp[]) {
  fflush(stdout);
  pid_t pid = -7;
  int r = posix_spawn(&pid, path, NULL, NULL, argv, envp);
  if (r) {
    printf("%s: error %s, pid %s\n", what, strerror(r), pid == -7 ? "untouched" : "written");
    return;
  }
  int status;
  pid_t w = waitpid(pid, &status, 0);
  fflush(stdout);
  printf("%s: waited %s, ", what, w == pid ? "ok" : "WRONG");
  if (WIFEXITED(status))
    printf("exit %d\n", WEXITSTATUS(status));
  else
    printf("signal %d\n", WIFSIGNALED(status) ? WTERMSIG(status) : -1);
}

static void make_file(const char *name, const char *text, mode_t mode) {
  int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (write(fd, text, strlen(text)) < 0)
    printf("write %s failed\n", name);
  close(fd);
  chmod(name, mode);
}

int main(void) {
  char *sh_exit[] = {"sh", "-c", "exit 3", 0};
  run("sh exit 3", "/bin/sh", sh_exit, environ);
  char *t[] = {"true", 0};
  run("/bin/true", "/bin/true", t, environ);
  char *args[] = {"sh", "-c", "echo \"[$0] [$1] [$2]\"", "zero", "one two", 0};
  run("arguments", "/bin/sh", args, environ);
  char *env[] = {"SPAWN_TEST=from envp", "OTHER=x", 0};
  char *show[] = {"sh", "-c", "echo \"SPAWN_TEST=$SPAWN_TEST OTHER=$OTHER\"", 0};
  run("environment", "/bin/sh", show, env);
  char *unset[] = {"sh", "-c", "echo \"SPAWN_TEST=${SPAWN_TEST-unset}\"", 0};
  run("null environment", "/bin/sh", unset, NULL);
  char *kill_self[] = {"sh", "-c", "kill -TERM $$", 0};
  run("killed by a signal", "/bin/sh", kill_self, environ);

  char *none[] = {"missing", 0};
  run("missing program", "/nonexistent/spawn_basic_program", none, environ);
  run("missing directory", "/bin/true/x", none, environ);
  make_file("spawn_basic_noexec", "#!/bin/sh\necho never\n", 0644);
  run("no execute permission", "./spawn_basic_noexec", none, environ);
  make_file("spawn_basic_garbage", "\x7f" "ELF not really an ELF file\n", 0755);
  run("not an executable format", "./spawn_basic_garbage", none, environ);
  make_file("spawn_basic_script", "#!/bin/sh\necho \"script got [$1]\"\n", 0755);
  char *script[] = {"script", "arg", 0};
  run("script with #!", "./spawn_basic_script", script, environ);
  unlink("spawn_basic_noexec");
  unlink("spawn_basic_garbage");
  unlink("spawn_basic_script");

  // A null pid pointer is allowed.
  fflush(stdout);
  int r = posix_spawn(NULL, "/bin/true", NULL, NULL, t, environ);
  int status;
  printf("null pid: %d, wait %s\n", r, wait(&status) > 0 && WIFEXITED(status) ? "ok" : "WRONG");
  // No child is left behind by the failures above.
  printf("children left: %s\n", wait(&status) < 0 && errno == ECHILD ? "none" : "SOME");
  return 0;
}
