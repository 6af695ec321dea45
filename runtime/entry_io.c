// entry_io.c — file entry points of the safe world (read, write, pread,
// pwrite, open, close, lseek, isatty, fsync, fdatasync, getcwd).  Buffers and path names are checked against their
// capabilities before the host call; failures set the safe errno
// (entry_proc.c) and return -1 as the C functions do.
#include "runtime.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>


// Calls that may block are made without the thread lock (thread.c).
SafeRet rt_read(const uint64_t *words, uint64_t n) {
  void *buf = check_access(ARG(1), CAP(1), ARG(2), true, "read");
  return rt_result(rt_blocking_syscall(SYS_read, (long)ARG(0), (long)buf, (long)ARG(2), 0));
}

SafeRet rt_write(const uint64_t *words, uint64_t n) {
  const void *buf = check_access(ARG(1), CAP(1), ARG(2), false, "write");
  return rt_result(rt_blocking_syscall(SYS_write, (long)ARG(0), (long)buf, (long)ARG(2), 0));
}

SafeRet rt_pread(const uint64_t *words, uint64_t n) {
  void *buf = check_access(ARG(1), CAP(1), ARG(2), true, "pread");
  return rt_result(rt_blocking_syscall(SYS_pread64, (long)ARG(0), (long)buf, (long)ARG(2),
                                    (long)ARG(3)));
}

SafeRet rt_pwrite(const uint64_t *words, uint64_t n) {
  const void *buf = check_access(ARG(1), CAP(1), ARG(2), false, "pwrite");
  return rt_result(rt_blocking_syscall(SYS_pwrite64, (long)ARG(0), (long)buf, (long)ARG(2),
                                    (long)ARG(3)));
}

// open(path, flags, ...): the mode word is read only if it was passed.
SafeRet rt_open(const uint64_t *words, uint64_t n) {
  const char *path = check_string(ARG(0), CAP(0), "open");
  return rt_result(rt_blocking_syscall(SYS_openat, AT_FDCWD, (long)path, (long)(int)ARG(1),
                                    (long)(unsigned)ARG(2)));
}

SafeRet rt_close(const uint64_t *words, uint64_t n) { return rt_result(close((int)ARG(0))); }

SafeRet rt_lseek(const uint64_t *words, uint64_t n) {
  return rt_result(lseek((int)ARG(0), (off_t)ARG(1), (int)ARG(2)));
}

// isatty returns 0 (not -1) on failure, with errno set.
SafeRet rt_isatty(const uint64_t *words, uint64_t n) {
  int r = isatty((int)ARG(0));
  if (!r)
    rt_set_errno(errno);
  SafeRet ret = {(uint64_t)r, 0};
  return ret;
}

SafeRet rt_unlink(const uint64_t *words, uint64_t n) {
  return rt_result(unlink(check_string(ARG(0), CAP(0), "unlink")));
}

SafeRet rt_rename(const uint64_t *words, uint64_t n) {
  const char *from = check_string(ARG(0), CAP(0), "rename");
  const char *to = check_string(ARG(1), CAP(1), "rename");
  return rt_result(rename(from, to));
}

SafeRet rt_fsync(const uint64_t *words, uint64_t n) {
  return rt_result(rt_blocking_syscall(SYS_fsync, (long)ARG(0), 0, 0, 0));
}

SafeRet rt_fdatasync(const uint64_t *words, uint64_t n) {
  return rt_result(rt_blocking_syscall(SYS_fdatasync, (long)ARG(0), 0, 0, 0));
}

// __getcwd(buf, size) returns buf (with its capability) or NULL; libc's
// getcwd handles a null buf with the program's malloc.
SafeRet rt___getcwd(const uint64_t *words, uint64_t n) {
  check_access(ARG(0), CAP(0), ARG(1), true, "getcwd");
  if (!ARG(0) || !getcwd((char *)(uintptr_t)ARG(0), ARG(1))) {
    rt_set_errno(ARG(0) ? errno : EINVAL);
    SafeRet none = {0, 0};
    return none;
  }
  SafeRet r = {ARG(0), CAP(0)};
  return r;
}
