// posix_files.c — the *at family, links, FIFOs, realpath, uname,
// gethostname, times, resource limits, sessions and pathconf, run safe and
// with gcc: both must print the same.
#define _GNU_SOURCE  // for glibc's declarations
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
}

static void at_family(const char *dir) {
  int d = open(dir, O_RDONLY | O_DIRECTORY);
  check(d >= 0, "open the directory");
  int fd = openat(d, "file", O_WRONLY | O_CREAT | O_TRUNC, 0640);
  check(fd >= 0 && write(fd, "12345", 5) == 5 && close(fd) == 0, "openat creates a file");
  struct stat st;
  check(fstatat(d, "file", &st, 0) == 0 && st.st_size == 5 && (st.st_mode & 0777) == 0640,
        "fstatat");
  check(faccessat(d, "file", R_OK | W_OK, 0) == 0, "faccessat");
  check(fchmodat(d, "file", 0600, 0) == 0 && fstatat(d, "file", &st, 0) == 0 &&
            (st.st_mode & 0777) == 0600, "fchmodat");
  check(fchownat(d, "file", getuid(), getgid(), 0) == 0, "fchownat to ourselves");
  check(mkdirat(d, "sub", 0755) == 0 && fstatat(d, "sub", &st, 0) == 0 && S_ISDIR(st.st_mode),
        "mkdirat");
  check(linkat(d, "file", d, "sub/hard", 0) == 0 && fstatat(d, "file", &st, 0) == 0 &&
            st.st_nlink == 2, "linkat");
  check(symlinkat("../file", d, "sub/soft") == 0, "symlinkat");
  char buf[64];
  ssize_t n = readlinkat(d, "sub/soft", buf, sizeof buf);
  check(n == 7 && memcmp(buf, "../file", 7) == 0, "readlinkat");
  check(fstatat(d, "sub/soft", &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode),
        "fstatat AT_SYMLINK_NOFOLLOW");
  check(fstatat(d, "sub/soft", &st, 0) == 0 && S_ISREG(st.st_mode) && st.st_size == 5,
        "fstatat follows the link");
  check(renameat(d, "sub/hard", d, "moved") == 0 && faccessat(d, "moved", F_OK, 0) == 0,
        "renameat");
  check(mkfifoat(d, "fifo", 0600) == 0 && fstatat(d, "fifo", &st, 0) == 0 && S_ISFIFO(st.st_mode),
        "mkfifoat");
  errno = 0;
  check(unlinkat(d, "sub", 0) == -1 && errno == EISDIR, "unlinkat of a directory: EISDIR");
  check(unlinkat(d, "sub/soft", 0) == 0 && unlinkat(d, "sub", AT_REMOVEDIR) == 0, "unlinkat");
  check(unlinkat(d, "fifo", 0) == 0 && unlinkat(d, "moved", 0) == 0 && unlinkat(d, "file", 0) == 0,
        "unlinkat the rest");
  close(d);
}

static void links_and_paths(const char *dir) {
  char a[PATH_MAX], b[PATH_MAX];
  snprintf(a, sizeof a, "%s/target", dir);
  snprintf(b, sizeof b, "%s/alias", dir);
  int fd = open(a, O_WRONLY | O_CREAT, 0600);
  close(fd);
  check(link(a, b) == 0 && unlink(b) == 0, "link");
  check(symlink("target", b) == 0, "symlink");
  char *r = realpath(b, NULL);
  char *want = realpath(a, NULL);
  check(r && want && strcmp(r, want) == 0, "realpath resolves the link (allocated)");
  char into[PATH_MAX];
  check(realpath(b, into) == into && strcmp(into, want) == 0, "realpath into a buffer");
  free(r);
  free(want);
  errno = 0;
  check(realpath("/no/such/path/at/all", into) == NULL && errno == ENOENT, "realpath: ENOENT");
  snprintf(a, sizeof a, "%s/fifo", dir);
  check(mkfifo(a, 0600) == 0 && unlink(a) == 0, "mkfifo");
  check(mknod(a, S_IFREG | 0600, 0) == 0 && unlink(a) == 0, "mknod a regular file");
  int fds[2];
  check(pathconf(dir, _PC_NAME_MAX) == 255 && pipe(fds) == 0 &&
            fpathconf(fds[0], _PC_PIPE_BUF) == 4096, "pathconf and fpathconf");
  close(fds[0]);
  close(fds[1]);
  unlink(b);
  snprintf(a, sizeof a, "%s/target", dir);
  unlink(a);
}

static void system_info(void) {
  struct utsname u;
  check(uname(&u) == 0 && strcmp(u.sysname, "Linux") == 0, "uname");
  char host[256];
  check(gethostname(host, sizeof host) == 0 && strcmp(host, u.nodename) == 0, "gethostname");
  errno = 0;
  check(gethostname(host, 1) == -1 && errno == ENAMETOOLONG, "gethostname: ENAMETOOLONG");
  struct tms t;
  check(times(&t) != (clock_t)-1 && t.tms_utime >= 0, "times");
  struct rlimit rl;
  check(getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur > 0 && rl.rlim_cur <= rl.rlim_max,
        "getrlimit");
  check(setrlimit(RLIMIT_NOFILE, &rl) == 0, "setrlimit to the same");
  struct rusage ru;
  check(getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_maxrss > 0, "getrusage");
  errno = 0;
  int prio = getpriority(PRIO_PROCESS, 0);
  check(errno == 0 && prio >= -20 && prio <= 19, "getpriority");
  check(getpgrp() == getpgid(0) && getsid(0) > 0, "process group and session");
  char tty[64];
  check(ttyname_r(-1, tty, sizeof tty) == EBADF, "ttyname_r of a bad descriptor: EBADF");
}

// Device numbers and limits are compared with glibc's through the output.
static void numbers(void) {
  unsigned long devs[] = {makedev(8, 1), makedev(0x12345, 0x6789ab), makedev(4095, 255),
                          makedev(4096, 256), makedev(0xfffff, 0xfffff)};
  for (int i = 0; i < 5; i++)
    printf("dev %lx: major %x minor %x\n", devs[i], major(devs[i]), minor(devs[i]));
  printf("limits: %d %d %d %d %d %d %d %d\n", _POSIX_ARG_MAX, _POSIX_NAME_MAX, _POSIX_PATH_MAX,
         HOST_NAME_MAX, LOGIN_NAME_MAX, TTY_NAME_MAX, RE_DUP_MAX, _POSIX2_LINE_MAX);
}

// daemon: the parent of the detached child exits 0 at once; the child,
// in a new session with its streams on /dev/null, leaves a file behind.
static void detach(const char *dir) {
  char flag[PATH_MAX];
  snprintf(flag, sizeof flag, "%s/daemon-ran", dir);
  fflush(stdout);
  pid_t p = fork();
  if (p == 0) {
    if (daemon(1, 0) != 0)
      _exit(3);
    int ok = getsid(0) == getpid() && write(1, "x", 1) == 1;
    int fd = open(flag, O_WRONLY | O_CREAT, 0600);
    if (fd >= 0 && ok)
      write(fd, "ok", 2);
    _exit(0);
  }
  int status;
  check(waitpid(p, &status, 0) == p && WIFEXITED(status) && WEXITSTATUS(status) == 0,
        "daemon's parent exits 0");
  char buf[4] = "";
  for (int i = 0; i < 500 && buf[0] != 'o'; i++) {
    int fd = open(flag, O_RDONLY);
    if (fd >= 0) {
      read(fd, buf, 2);
      close(fd);
    }
    if (buf[0] != 'o')
      usleep(10000);
  }
  check(buf[0] == 'o' && buf[1] == 'k', "the daemon ran in its own session");
  unlink(flag);
}

int main(void) {
  numbers();
  char dir[] = "/tmp/posix_files.XXXXXX";
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  at_family(dir);
  links_and_paths(dir);
  system_info();
  detach(dir);
  check(rmdir(dir) == 0, "everything removed");
  return 0;
}
