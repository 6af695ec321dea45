// entry_at.c — the *at family of the safe world: path operations relative
// to a directory descriptor (openat, fstatat, faccessat, fchmodat,
// fchownat, mkdirat, mknodat, linkat, symlinkat, unlinkat, renameat,
// readlinkat).  libc builds link, symlink, mknod and mkfifo on them.
// Path names are checked to end inside their objects, buffers against
// the sizes the host writes; failures set the safe errno.
#define _GNU_SOURCE
#include "runtime.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>


static const char *path_arg(const uint64_t *words, uint64_t n, uint64_t i, const char *fn) {
  return check_string(ARG(i), CAP(i), fn);
}

// openat(dirfd, path, flags, ...): the mode word is read only if passed.
// Opening a FIFO may wait for the other end.
SafeRet rt_openat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "openat");
  return rt_result(rt_blocking_syscall(SYS_openat, (long)(int)ARG(0), (long)path,
                                    (long)(int)ARG(2), (long)(unsigned)ARG(3)));
}

SafeRet rt_fstatat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "fstatat");
  struct stat *st = check_access(ARG(2), CAP(2), sizeof(struct stat), true, "fstatat");
  return rt_result(fstatat((int)ARG(0), path, st, (int)ARG(3)));
}

SafeRet rt_faccessat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "faccessat");
  return rt_result(faccessat((int)ARG(0), path, (int)ARG(2), (int)ARG(3)));
}

SafeRet rt_fchmodat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "fchmodat");
  return rt_result(fchmodat((int)ARG(0), path, (mode_t)ARG(2), (int)ARG(3)));
}

SafeRet rt_fchownat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "fchownat");
  return rt_result(fchownat((int)ARG(0), path, (uid_t)ARG(2), (gid_t)ARG(3), (int)ARG(4)));
}

SafeRet rt_mkdirat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "mkdirat");
  return rt_result(mkdirat((int)ARG(0), path, (mode_t)ARG(2)));
}

SafeRet rt_mknodat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "mknodat");
  return rt_result(mknodat((int)ARG(0), path, (mode_t)ARG(2), (dev_t)ARG(3)));
}

SafeRet rt_linkat(const uint64_t *words, uint64_t n) {
  const char *from = path_arg(words, n, 1, "linkat");
  const char *to = path_arg(words, n, 3, "linkat");
  return rt_result(linkat((int)ARG(0), from, (int)ARG(2), to, (int)ARG(4)));
}

SafeRet rt_symlinkat(const uint64_t *words, uint64_t n) {
  const char *target = path_arg(words, n, 0, "symlinkat");
  const char *path = path_arg(words, n, 2, "symlinkat");
  return rt_result(symlinkat(target, (int)ARG(1), path));
}

SafeRet rt_unlinkat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "unlinkat");
  return rt_result(unlinkat((int)ARG(0), path, (int)ARG(2)));
}

SafeRet rt_renameat(const uint64_t *words, uint64_t n) {
  const char *from = path_arg(words, n, 1, "renameat");
  const char *to = path_arg(words, n, 3, "renameat");
  return rt_result(renameat((int)ARG(0), from, (int)ARG(2), to));
}

SafeRet rt_readlinkat(const uint64_t *words, uint64_t n) {
  const char *path = path_arg(words, n, 1, "readlinkat");
  char *buf = check_access(ARG(2), CAP(2), ARG(3), true, "readlinkat");
  return rt_result(readlinkat((int)ARG(0), path, buf, ARG(3)));
}
