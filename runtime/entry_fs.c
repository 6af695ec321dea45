// entry_fs.c — file-system and descriptor entry points of the safe world:
// the stat family, access, chdir, fchdir, mkdir, rmdir, readlink,
// ftruncate, the chmod and chown families, utimensat, flock, fcntl, dup,
// dup2, dup3, pipe, pipe2, getrandom, memfd_create, the statvfs and
// statfs families.  Buffers are checked for the exact Linux x86_64
// structure sizes the host writes; failures set the safe errno.
#define _GNU_SOURCE
#include "runtime.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>


SafeRet rt_fstat(const uint64_t *words, uint64_t n) {
  struct stat *st = check_access(ARG(1), CAP(1), sizeof(struct stat), true, "fstat");
  return rt_result(fstat((int)ARG(0), st));
}

SafeRet rt_stat(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "stat");
  struct stat *st = check_access(ARG(1), CAP(1), sizeof(struct stat), true, "stat");
  return rt_result(stat(path, st));
}

SafeRet rt_lstat(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "lstat");
  struct stat *st = check_access(ARG(1), CAP(1), sizeof(struct stat), true, "lstat");
  return rt_result(lstat(path, st));
}

SafeRet rt_access(const uint64_t *words, uint64_t n) {
  return rt_result(access(check_string(ARG(0), CAP(0), "access"), (int)ARG(1)));
}

SafeRet rt_chdir(const uint64_t *words, uint64_t n) {
  return rt_result(chdir(check_string(ARG(0), CAP(0), "chdir")));
}

SafeRet rt_fchdir(const uint64_t *words, uint64_t n) { return rt_result(fchdir((int)ARG(0))); }

SafeRet rt_mkdir(const uint64_t *words, uint64_t n) {
  return rt_result(mkdir(check_string(ARG(0), CAP(0), "mkdir"), (mode_t)ARG(1)));
}

SafeRet rt_rmdir(const uint64_t *words, uint64_t n) {
  return rt_result(rmdir(check_string(ARG(0), CAP(0), "rmdir")));
}

SafeRet rt_readlink(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "readlink");
  char *buf = check_access(ARG(1), CAP(1), ARG(2), true, "readlink");
  return rt_result(readlink(path, buf, ARG(2)));
}

SafeRet rt_ftruncate(const uint64_t *words, uint64_t n) {
  return rt_result(ftruncate((int)ARG(0), (off_t)ARG(1)));
}

SafeRet rt_chmod(const uint64_t *words, uint64_t n) {
  return rt_result(chmod(check_string(ARG(0), CAP(0), "chmod"), (mode_t)ARG(1)));
}

SafeRet rt_fchmod(const uint64_t *words, uint64_t n) {
  return rt_result(fchmod((int)ARG(0), (mode_t)ARG(1)));
}

SafeRet rt_chown(const uint64_t *words, uint64_t n) {
  return rt_result(chown(check_string(ARG(0), CAP(0), "chown"), (uid_t)ARG(1), (gid_t)ARG(2)));
}

SafeRet rt_lchown(const uint64_t *words, uint64_t n) {
  return rt_result(lchown(check_string(ARG(0), CAP(0), "lchown"), (uid_t)ARG(1), (gid_t)ARG(2)));
}

SafeRet rt_fchown(const uint64_t *words, uint64_t n) {
  return rt_result(fchown((int)ARG(0), (uid_t)ARG(1), (gid_t)ARG(2)));
}

// utimensat(dirfd, path, times[2], flags): path may be null (the file dirfd
// itself, as futimens uses it), times may be null (now).
SafeRet rt_utimensat(const uint64_t *words, uint64_t n) {
  const char *path = ARG(1) ? check_string(ARG(1), CAP(1), "utimensat") : NULL;
  const struct timespec *times =
      ARG(2) ? check_access(ARG(2), CAP(2), 2 * sizeof(struct timespec), false, "utimensat")
             : NULL;
  return rt_result(syscall(SYS_utimensat, (int)ARG(0), path, times, (int)ARG(3)));
}

// flock may wait for another process's lock.
SafeRet rt_flock(const uint64_t *words, uint64_t n) {
  return rt_result(rt_blocking_syscall(SYS_flock, (long)(int)ARG(0), (long)(int)ARG(1), 0, 0));
}

// fcntl(fd, cmd, ...): the record-lock commands take a struct flock
// pointer; every other command an integer.
SafeRet rt_fcntl(const uint64_t *words, uint64_t n) {
  int cmd = (int)ARG(1);
  if (cmd == F_GETLK || cmd == F_SETLK || cmd == F_SETLKW) {
    struct flock *fl = check_access(ARG(2), CAP(2), sizeof(struct flock), cmd == F_GETLK, "fcntl");
    return rt_result(fcntl((int)ARG(0), cmd, fl));
  }
  return rt_result(fcntl((int)ARG(0), cmd, (long)ARG(2)));
}

SafeRet rt_dup(const uint64_t *words, uint64_t n) { return rt_result(dup((int)ARG(0))); }
SafeRet rt_dup2(const uint64_t *words, uint64_t n) { return rt_result(dup2((int)ARG(0), (int)ARG(1))); }

SafeRet rt_pipe(const uint64_t *words, uint64_t n) {
  int *fds = check_access(ARG(0), CAP(0), 2 * sizeof(int), true, "pipe");
  return rt_result(pipe(fds));
}

SafeRet rt_pipe2(const uint64_t *words, uint64_t n) {
  int *fds = check_access(ARG(0), CAP(0), 2 * sizeof(int), true, "pipe2");
  return rt_result(pipe2(fds, (int)ARG(1)));
}

SafeRet rt_dup3(const uint64_t *words, uint64_t n) {
  return rt_result(dup3((int)ARG(0), (int)ARG(1), (int)ARG(2)));
}

// getrandom(buf, count, flags) may wait for the kernel's pool at boot.
SafeRet rt_getrandom(const uint64_t *words, uint64_t n) {
  void *buf = check_access(ARG(0), CAP(0), ARG(1), true, "getrandom");
  aux_clear_caps(CAP(0), ARG(0), ARG(1));
  return rt_result(rt_blocking_syscall(SYS_getrandom, (long)buf, (long)ARG(1), (long)(unsigned)ARG(2), 0));
}

// memfd_create(name, flags): the kernel reads the name up to its NUL.
SafeRet rt_memfd_create(const uint64_t *words, uint64_t n) {
  return rt_result(memfd_create(check_string(ARG(0), CAP(0), "memfd_create"), (unsigned)ARG(1)));
}

SafeRet rt_umask(const uint64_t *words, uint64_t n) {
  SafeRet r = {(uint64_t)umask((mode_t)ARG(0)), 0};
  return r;
}

// getdents64(fd, buf, size): raw directory entries for libc's readdir.
SafeRet rt_getdents64(const uint64_t *words, uint64_t n) {
  void *buf = check_access(ARG(1), CAP(1), ARG(2), true, "getdents64");
  return rt_result(rt_blocking_syscall(SYS_getdents64, (long)(int)ARG(0), (long)buf, (long)ARG(2), 0));
}

// The statvfs and statfs families write a whole structure (112 and 120
// bytes on x86_64) of plain numbers.
SafeRet rt_statvfs(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "statvfs");
  struct statvfs *buf = check_access(ARG(1), CAP(1), sizeof *buf, true, "statvfs");
  aux_clear_caps(CAP(1), ARG(1), sizeof *buf);
  return rt_result(statvfs(path, buf));
}

SafeRet rt_fstatvfs(const uint64_t *words, uint64_t n) {
  struct statvfs *buf = check_access(ARG(1), CAP(1), sizeof *buf, true, "fstatvfs");
  aux_clear_caps(CAP(1), ARG(1), sizeof *buf);
  return rt_result(fstatvfs((int)ARG(0), buf));
}

SafeRet rt_statfs(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "statfs");
  struct statfs *buf = check_access(ARG(1), CAP(1), sizeof *buf, true, "statfs");
  aux_clear_caps(CAP(1), ARG(1), sizeof *buf);
  return rt_result(statfs(path, buf));
}

SafeRet rt_fstatfs(const uint64_t *words, uint64_t n) {
  struct statfs *buf = check_access(ARG(1), CAP(1), sizeof *buf, true, "fstatfs");
  aux_clear_caps(CAP(1), ARG(1), sizeof *buf);
  return rt_result(fstatfs((int)ARG(0), buf));
}
