// spawnattr.c — posix_spawnattr_t: flags, process group, signal sets and
// scheduling, stored as they are given (the child applies them).
#include <errno.h>
#include <string.h>
#include "spawn_impl.h"

// Every flag glibc 2.36 knows; setflags refuses any other bit.
#define ALL_FLAGS                                                                      \
  (POSIX_SPAWN_RESETIDS | POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |              \
   POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSCHEDPARAM | POSIX_SPAWN_SETSCHEDULER |     \
   POSIX_SPAWN_USEVFORK | POSIX_SPAWN_SETSID)

int posix_spawnattr_init(posix_spawnattr_t *a) {
  memset(a, 0, sizeof *a);
  return 0;
}

int posix_spawnattr_destroy(posix_spawnattr_t *a) {
  (void)a;
  return 0;
}

int posix_spawnattr_getflags(const posix_spawnattr_t *restrict a, short *restrict flags) {
  *flags = a->__flags;
  return 0;
}

int posix_spawnattr_setflags(posix_spawnattr_t *a, short flags) {
  if (flags & ~ALL_FLAGS)
    return EINVAL;
  a->__flags = flags;
  return 0;
}

int posix_spawnattr_getpgroup(const posix_spawnattr_t *restrict a, pid_t *restrict pgroup) {
  *pgroup = a->__pgroup;
  return 0;
}

int posix_spawnattr_setpgroup(posix_spawnattr_t *a, pid_t pgroup) {
  a->__pgroup = pgroup;
  return 0;
}

int posix_spawnattr_getsigmask(const posix_spawnattr_t *restrict a, sigset_t *restrict set) {
  *set = a->__sigmask;
  return 0;
}

int posix_spawnattr_setsigmask(posix_spawnattr_t *restrict a, const sigset_t *restrict set) {
  a->__sigmask = *set;
  return 0;
}

int posix_spawnattr_getsigdefault(const posix_spawnattr_t *restrict a, sigset_t *restrict set) {
  *set = a->__sigdefault;
  return 0;
}

int posix_spawnattr_setsigdefault(posix_spawnattr_t *restrict a, const sigset_t *restrict set) {
  a->__sigdefault = *set;
  return 0;
}

int posix_spawnattr_getschedparam(const posix_spawnattr_t *restrict a,
                                  struct sched_param *restrict p) {
  *p = a->__schedparam;
  return 0;
}

int posix_spawnattr_setschedparam(posix_spawnattr_t *restrict a,
                                  const struct sched_param *restrict p) {
  a->__schedparam = *p;
  return 0;
}

int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *restrict a, int *restrict policy) {
  *policy = a->__policy;
  return 0;
}

// glibc takes only the POSIX policies here.
int posix_spawnattr_setschedpolicy(posix_spawnattr_t *a, int policy) {
  if (policy != SCHED_OTHER && policy != SCHED_FIFO && policy != SCHED_RR)
    return EINVAL;
  a->__policy = policy;
  return 0;
}
