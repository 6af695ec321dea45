/* spawn.h - posix_spawn and posix_spawnp (libc, on fork and execve), with
   glibc's layouts: posix_spawnattr_t is 336 bytes, and
   posix_spawn_file_actions_t 80 bytes holding a pointer to the list of
   actions.  A failed exec in the child is posix_spawn's result (the child
   is reaped and not reported). */
#ifndef _SPAWN_H
#define _SPAWN_H
#include <bits/types.h>
#include <bits/sigset.h>
#include <sched.h>

#define POSIX_SPAWN_RESETIDS 0x01
#define POSIX_SPAWN_SETPGROUP 0x02
#define POSIX_SPAWN_SETSIGDEF 0x04
#define POSIX_SPAWN_SETSIGMASK 0x08
#define POSIX_SPAWN_SETSCHEDPARAM 0x10
#define POSIX_SPAWN_SETSCHEDULER 0x20
/* GNU: accepted and meaningless (the child is always a fork), and a new
   session in the child. */
#define POSIX_SPAWN_USEVFORK 0x40
#define POSIX_SPAWN_SETSID 0x80

typedef struct {
  short __flags;
  pid_t __pgroup;
  sigset_t __sigdefault;
  sigset_t __sigmask;
  struct sched_param __schedparam;
  int __policy;
  int __reserved[16];
} posix_spawnattr_t;

typedef struct {
  int __capacity;
  int __count;
  struct __spawn_action *__actions;
  int __reserved[16];
} posix_spawn_file_actions_t;

int posix_spawn(pid_t *restrict, const char *restrict, const posix_spawn_file_actions_t *,
                const posix_spawnattr_t *restrict, char *const[restrict],
                char *const[restrict]);
int posix_spawnp(pid_t *restrict, const char *restrict, const posix_spawn_file_actions_t *,
                 const posix_spawnattr_t *restrict, char *const[restrict],
                 char *const[restrict]);

int posix_spawn_file_actions_init(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *restrict, int,
                                     const char *restrict, int, mode_t);
int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *, int);
int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *, int, int);
int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *restrict,
                                         const char *restrict);
int posix_spawn_file_actions_addfchdir_np(posix_spawn_file_actions_t *, int);

int posix_spawnattr_init(posix_spawnattr_t *);
int posix_spawnattr_destroy(posix_spawnattr_t *);
int posix_spawnattr_getflags(const posix_spawnattr_t *restrict, short *restrict);
int posix_spawnattr_setflags(posix_spawnattr_t *, short);
int posix_spawnattr_getpgroup(const posix_spawnattr_t *restrict, pid_t *restrict);
int posix_spawnattr_setpgroup(posix_spawnattr_t *, pid_t);
int posix_spawnattr_getsigmask(const posix_spawnattr_t *restrict, sigset_t *restrict);
int posix_spawnattr_setsigmask(posix_spawnattr_t *restrict, const sigset_t *restrict);
int posix_spawnattr_getsigdefault(const posix_spawnattr_t *restrict, sigset_t *restrict);
int posix_spawnattr_setsigdefault(posix_spawnattr_t *restrict, const sigset_t *restrict);
int posix_spawnattr_getschedparam(const posix_spawnattr_t *restrict,
                                  struct sched_param *restrict);
int posix_spawnattr_setschedparam(posix_spawnattr_t *restrict,
                                  const struct sched_param *restrict);
int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *restrict, int *restrict);
int posix_spawnattr_setschedpolicy(posix_spawnattr_t *, int);
#endif
