// spawn_impl.h — what posix_spawn's parent and child sides and the file
// actions share: the list of actions and one spawn request.
#ifndef SPAWN_IMPL_H
#define SPAWN_IMPL_H
#include <signal.h>
#include <spawn.h>

enum { SPAWN_OPEN, SPAWN_CLOSE, SPAWN_DUP2, SPAWN_CHDIR, SPAWN_FCHDIR };

// One file action.  `fd` is the descriptor it makes or closes (open,
// close, dup2's target; -1 for the others), `from` the one it reads
// (dup2's source, fchdir's directory), `path` the action's own copy.
struct __spawn_action {
  int kind;
  int fd;
  int from;
  int oflag;
  mode_t mode;
  char *path;
};

// Everything the child needs.  `report` is the close-on-exec pipe end
// through which a failure's errno goes back to the parent.
typedef struct {
  const char *path;
  const posix_spawn_file_actions_t *actions;
  const posix_spawnattr_t *attr;
  char *const *argv;
  char *const *envp;
  int search_path;
  int report;
  sigset_t parent_mask;
} SpawnRequest;

int __spawn(pid_t *, SpawnRequest *);
_Noreturn void __spawn_child(SpawnRequest *);

#endif
