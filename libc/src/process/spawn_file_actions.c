// spawn_file_actions.c — the list of file actions posix_spawn's child
// runs in order: a heap array of struct __spawn_action (spawn_impl.h)
// that grows by doubling.  Path names are copied, so the caller's string
// may change or go away after the call.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_init(posix_spawn_file_actions_t *fa) {
  memset(fa, 0, sizeof *fa);
  return 0;
}

int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *fa) {
  for (int i = 0; i < fa->__count; i++)
    free(fa->__actions[i].path);
  free(fa->__actions);
  return 0;
}

// A descriptor number the child could have (glibc's rule: below the
// descriptor limit).
static int bad_fd(int fd) { return fd < 0 || fd >= getdtablesize(); }

// Appends an action; ENOMEM if the list cannot grow (path is then freed).
static int add(posix_spawn_file_actions_t *fa, int kind, int fd, int from, char *path) {
  if (fa->__count == fa->__capacity) {
    int cap = fa->__capacity ? 2 * fa->__capacity : 4;
    struct __spawn_action *grown = realloc(fa->__actions, cap * sizeof *grown);
    if (!grown) {
      free(path);
      return ENOMEM;
    }
    fa->__actions = grown;
    fa->__capacity = cap;
  }
  struct __spawn_action *act = &fa->__actions[fa->__count++];
  act->kind = kind;
  act->fd = fd;
  act->from = from;
  act->oflag = 0;
  act->mode = 0;
  act->path = path;
  return 0;
}

int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *restrict fa, int fd,
                                     const char *restrict path, int oflag, mode_t mode) {
  if (bad_fd(fd))
    return EBADF;
  char *copy = strdup(path);
  if (!copy)
    return ENOMEM;
  int e = add(fa, SPAWN_OPEN, fd, -1, copy);
  if (!e) {
    fa->__actions[fa->__count - 1].oflag = oflag;
    fa->__actions[fa->__count - 1].mode = mode;
  }
  return e;
}

int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *fa, int fd) {
  return bad_fd(fd) ? EBADF : add(fa, SPAWN_CLOSE, fd, -1, 0);
}

int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *fa, int fd, int newfd) {
  return bad_fd(fd) || bad_fd(newfd) ? EBADF : add(fa, SPAWN_DUP2, newfd, fd, 0);
}

int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *restrict fa,
                                         const char *restrict path) {
  char *copy = strdup(path);
  return copy ? add(fa, SPAWN_CHDIR, -1, -1, copy) : ENOMEM;
}

// glibc does not look at fd here: a bad one fails in the child (EBADF).
int posix_spawn_file_actions_addfchdir_np(posix_spawn_file_actions_t *fa, int fd) {
  return add(fa, SPAWN_FCHDIR, -1, fd, 0);
}
