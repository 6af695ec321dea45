// spawn_path.c — posix_spawnp: a name found through PATH, a directory of
// our own put first in PATH, a name with a slash taken as it is, a name
// found nowhere; and execvpe.  Run safe and with gcc: both must print
// the same.
#define _GNU_SOURCE  // execvpe
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static void spawnp(const char *what, const char *file, char *const argv[], char *const envp[]) {
  fflush(stdout);
  pid_t pid;
  int r = posix_spawnp(&pid, file, NULL, NULL, argv, envp);
  if (r) {
    printf("%s: error %s\n", what, strerror(r));
    return;
  }
  int status = 0;
  waitpid(pid, &status, 0);
  printf("%s: exit %d\n", what, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

int main(void) {
  char *t[] = {"true", 0};
  spawnp("true through PATH", "true", t, environ);
  char *f[] = {"false", 0};
  spawnp("false through PATH", "false", f, environ);
  char *sh[] = {"sh", "-c", "echo sh found, argument \"$0\"", 0};
  spawnp("sh through PATH", "sh", sh, environ);
  spawnp("a missing name", "spawn_path_no_such_program", t, environ);
  spawnp("an empty name", "", t, environ);
  spawnp("a slash: taken as it is", "/bin/true", t, environ);
  spawnp("a slash, missing", "./true", t, environ);

  // Our own directory first in PATH; the environment given to the child
  // is another one (PATH is the caller's, as in glibc).
  mkdir("spawn_path_bin", 0755);
  int fd = open("spawn_path_bin/myprog", O_WRONLY | O_CREAT | O_TRUNC, 0755);
  const char *text = "#!/bin/sh\necho \"myprog: [$1] FROM=$FROM\"\n";
  if (write(fd, text, strlen(text)) < 0)
    printf("write failed\n");
  close(fd);
  char cwd[PATH_MAX], path[PATH_MAX + 64];
  if (!getcwd(cwd, sizeof cwd))
    return 1;
  const char *old = getenv("PATH");
  char *saved = old ? strdup(old) : NULL;
  snprintf(path, sizeof path, "/nonexistent:%s/spawn_path_bin:/bin:/usr/bin", cwd);
  setenv("PATH", path, 1);
  char *mine[] = {"myprog", "arg", 0};
  char *env[] = {"FROM=envp", 0};
  spawnp("our own program", "myprog", mine, env);
  // A file without execute permission earlier in PATH: EACCES is kept
  // only if nothing else is found.
  mkdir("spawn_path_noexec", 0755);
  fd = open("spawn_path_noexec/true", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  close(fd);
  fd = open("spawn_path_noexec/onlyhere", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  close(fd);
  snprintf(path, sizeof path, "%s/spawn_path_noexec:/bin:/usr/bin", cwd);
  setenv("PATH", path, 1);
  spawnp("not executable, later found", "true", t, environ);
  spawnp("not executable, nowhere else", "onlyhere", t, environ);
  setenv("PATH", "", 1);
  spawnp("empty PATH", "true", t, environ);

  // execvpe in a child of our own.
  setenv("PATH", "/bin:/usr/bin", 1);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    char *argv[] = {"sh", "-c", "echo execvpe: X=$X", 0};
    char *envp[] = {"X=1", 0};
    execvpe("sh", argv, envp);
    _exit(127);
  }
  int status;
  waitpid(pid, &status, 0);
  errno = 0;
  int r = execvpe("spawn_path_no_such", t, environ);
  printf("execvpe of a missing name: %d %s\n", r, strerror(errno));

  if (saved)
    setenv("PATH", saved, 1);
  unlink("spawn_path_bin/myprog");
  rmdir("spawn_path_bin");
  unlink("spawn_path_noexec/true");
  unlink("spawn_path_noexec/onlyhere");
  rmdir("spawn_path_noexec");
  return 0;
}
