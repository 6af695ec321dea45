// driver_run.c — running other programs (as, ld) and forked compiler
// children, and the temporary files that pass between them.

#include "driver.h"

static char *temp_dir;         // one private directory per driver run
static StringArray temp_paths;  // files and subdirectories in it, in creation order
static pid_t temp_owner;        // only the process that made them removes them

// Removes every temporary file and the directory.  Registered with atexit,
// so it also runs when the driver exits through error().  A forked
// compiler child inherits the handler, but must not delete files its
// parent still needs, hence the owner check.
void remove_temp_files(void) {
  if (!temp_dir || getpid() != temp_owner)
    return;
  for (int i = temp_paths.len - 1; i >= 0; i--)
    remove(temp_paths.data[i]);
  rmdir(temp_dir);
  temp_paths.len = 0;
  temp_dir = NULL;
}

// Returns the path of a new file called `name` in a fresh subdirectory of
// our private temporary directory (under $TMPDIR or /tmp).  Keeping the
// input's own base name matters: GNU as records the .s file's name in the
// object's symbol table, so a random name would make builds irreproducible.
char *create_temp_file(char *name) {
  if (!temp_dir) {
    char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
      dir = "/tmp";
    temp_dir = mkdtemp(format("%s/safecc-XXXXXX", dir));
    if (!temp_dir)
      error("cannot create a temporary directory in %s: %s", dir, strerror(errno));
    temp_owner = getpid();
    atexit(remove_temp_files);
  }

  static int count;
  char *subdir = format("%s/%d", temp_dir, count++);
  if (mkdir(subdir, 0700) != 0)
    error("cannot create %s: %s", subdir, strerror(errno));
  strarray_push(&temp_paths, subdir);
  char *path = format("%s/%s", subdir, name);
  strarray_push(&temp_paths, path);
  return path;
}

// Prints a command the way `gcc -v` does: one line, leading space.
void print_command(StringArray *argv) {
  for (int i = 0; i < argv->len; i++)
    fprintf(stderr, " %s", argv->data[i]);
  fprintf(stderr, "\n");
}

bool child_crashed;

// Waits for `pid` and turns its end into an exit status.  A child killed
// by a signal is a crash: say so, because it prints nothing itself, and
// exit with 4, as gcc does for an internal compiler error, so that a
// crash is never mistaken for an ordinary diagnostic (status 1).
static int wait_for(pid_t pid, char *what) {
  int status;
  while (waitpid(pid, &status, 0) == -1) {
    if (errno != EINTR)
      error("waitpid: %s", strerror(errno));
  }
  if (WIFEXITED(status))
    return WEXITSTATUS(status);
  // SIGPIPE (13 on Linux) is a reader that went away, as in
  // `safecc -E x.c | head`: not a crash, and gcc is silent about it too.
  if (WIFSIGNALED(status) && WTERMSIG(status) != 13) {
    fprintf(stderr, "safecc: internal compiler error: %s terminated by signal %d\n", what,
            WTERMSIG(status));
    child_crashed = true;
    return 4;
  }
  return 1;
}

// Runs argv[0] (searched in $PATH) and returns its exit status.
int run_command(StringArray *argv) {
  if (opts.verbose)
    print_command(argv);

  StringArray args = *argv;
  strarray_push(&args, NULL);

  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == -1)
    error("fork: %s", strerror(errno));
  if (pid == 0) {
    execvp(args.data[0], args.data);
    fprintf(stderr, "safecc: error: cannot run %s: %s\n", args.data[0],
            strerror(errno));
    _exit(1);
  }
  return wait_for(pid, argv->data[0]);
}

// Calls fn(arg) in a forked child and returns the child's exit status.
// The compiler keeps global state and never frees memory, so every
// translation unit gets a fresh copy of the process.
int run_in_child(void (*fn)(void *), void *arg, char *what) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == -1)
    error("fork: %s", strerror(errno));
  if (pid == 0) {
    fn(arg);
    fflush(stdout);
    exit(0);
  }
  return wait_for(pid, what);
}
