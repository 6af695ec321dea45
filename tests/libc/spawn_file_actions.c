// spawn_file_actions.c — posix_spawn's file actions: output redirected
// into a file and read back, descriptors onto those the report pipe may
// hold, dup2 onto itself, closing, chdir and fchdir, a failing action,
// and the argument checks; run safe and with gcc: both must print the
// same.
#define _GNU_SOURCE  // addchdir_np, addfchdir_np
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

// Runs /bin/sh -c cmd with the actions; prints the result and the exit.
static void sh(const char *what, const posix_spawn_file_actions_t *fa, const char *cmd) {
  fflush(stdout);
  char *argv[] = {"sh", "-c", (char *)cmd, 0};
  pid_t pid;
  int r = posix_spawn(&pid, "/bin/sh", fa, NULL, argv, environ);
  if (r) {
    printf("%s: error %s\n", what, strerror(r));
    return;
  }
  int status = 0;
  waitpid(pid, &status, 0);
  printf("%s: exit %d\n", what, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

static void show_file(const char *name) {
  char buf[256];
  int fd = open(name, O_RDONLY);
  ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof buf - 1);
  if (fd >= 0)
    close(fd);
  buf[n > 0 ? n : 0] = 0;
  printf("  %s holds %zd bytes: \"%s\"\n", name, n, buf);
}

static void redirect(void) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  char name[64];
  strcpy(name, "spawn_fa_out.txt");
  posix_spawn_file_actions_addopen(&fa, 1, name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  strcpy(name, "changed after the call");  // the action keeps its own copy
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  sh("stdout and stderr into a file", &fa, "echo out; echo err >&2");
  posix_spawn_file_actions_destroy(&fa);
  show_file("spawn_fa_out.txt");
}

// Descriptors 3 and 4 are free here, so the report pipe of posix_spawn
// gets them: actions that open onto them must still work, and a failed
// exec after them must still be reported.
static void onto_pipe_numbers(void) {
  int fd = open("spawn_fa_in.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (write(fd, "through 3 and 4\n", 16) != 16)
    printf("write failed\n");
  close(fd);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 3, "spawn_fa_in.txt", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 4, "spawn_fa_out2.txt", O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_adddup2(&fa, 4, 5);
  posix_spawn_file_actions_addclose(&fa, 4);
  sh("open onto 3 and 4", &fa, "cat <&3 >&5");
  show_file("spawn_fa_out2.txt");
  fflush(stdout);
  char *argv[] = {"x", 0};
  pid_t pid = -1;
  int r = posix_spawn(&pid, "/nonexistent/prog", &fa, NULL, argv, environ);
  printf("exec failing after them: %s\n", strerror(r));
  posix_spawn_file_actions_destroy(&fa);
  unlink("spawn_fa_in.txt");
  unlink("spawn_fa_out2.txt");
}

// dup2 of a descriptor onto itself clears close-on-exec (POSIX.1-2017).
static void dup2_self(void) {
  int fd = open("spawn_fa_self.txt", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  int high = fcntl(fd, F_DUPFD_CLOEXEC, 20);
  close(fd);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, high, high);
  char cmd[64];
  snprintf(cmd, sizeof cmd, "echo kept >&%d", high);
  sh("dup2 onto itself", &fa, cmd);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawn_file_actions_init(&fa);
  sh("without it (close-on-exec)", &fa, "echo lost >&20 2>/dev/null");
  posix_spawn_file_actions_destroy(&fa);
  close(high);
  show_file("spawn_fa_self.txt");
  unlink("spawn_fa_self.txt");
}

static void closing(void) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addclose(&fa, 0);
  posix_spawn_file_actions_addclose(&fa, 40);  // not open: no error
  sh("stdin closed", &fa, "[ -e /proc/self/fd/0 ] && echo open || echo closed");
  posix_spawn_file_actions_destroy(&fa);
}

static void directories(void) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addchdir_np(&fa, "/");
  sh("chdir /", &fa, "pwd");
  posix_spawn_file_actions_destroy(&fa);
  int dir = open("/usr", O_RDONLY | O_DIRECTORY);
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addfchdir_np(&fa, dir);
  sh("fchdir /usr", &fa, "pwd");
  posix_spawn_file_actions_destroy(&fa);
  close(dir);
  char here[4096];
  printf("the parent stayed: %s\n", getcwd(here, sizeof here) && strcmp(here, "/") ? "yes" : "NO");
}

static void failures(void) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/nonexistent/dir/file", O_RDONLY, 0);
  sh("open of a missing file", &fa, "echo never");
  posix_spawn_file_actions_destroy(&fa);
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, 47, 1);
  sh("dup2 of a descriptor not open", &fa, "echo never");
  posix_spawn_file_actions_destroy(&fa);
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addchdir_np(&fa, "/nonexistent/dir");
  sh("chdir to a missing directory", &fa, "echo never");
  posix_spawn_file_actions_destroy(&fa);
  posix_spawn_file_actions_init(&fa);
  printf("addfchdir_np(-1): %d\n", posix_spawn_file_actions_addfchdir_np(&fa, -1));
  sh("fchdir(-1) in the child", &fa, "echo never");
  printf("addclose(-1): %s\n", strerror(posix_spawn_file_actions_addclose(&fa, -1)));
  printf("adddup2(1, 1 << 20): %s\n",
         strerror(posix_spawn_file_actions_adddup2(&fa, 1, 1 << 20)));
  printf("addopen(-3): %s\n",
         strerror(posix_spawn_file_actions_addopen(&fa, -3, "x", O_RDONLY, 0)));
  posix_spawn_file_actions_destroy(&fa);
}

// Many actions (the list grows) run in order.
static void many(void) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, "spawn_fa_many.txt", O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  for (int i = 0; i < 30; i++)
    posix_spawn_file_actions_adddup2(&fa, i % 2 ? 6 : 1, i % 2 ? 1 : 6);
  sh("thirty dup2s", &fa, "echo many");
  posix_spawn_file_actions_destroy(&fa);
  show_file("spawn_fa_many.txt");
  unlink("spawn_fa_many.txt");
}

int main(void) {
  redirect();
  onto_pipe_numbers();
  dup2_self();
  closing();
  directories();
  failures();
  many();
  unlink("spawn_fa_out.txt");
  return 0;
}
