// mman_files.c — memory mappings and the file calls SQLite needs
// (sys/mman.h, pread/pwrite, fchmod, utimes, flock, sysconf, ioctl,
// dlfcn), run safe and with gcc: both must print the same.
#define _GNU_SOURCE  // mremap, for glibc
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include <utime.h>

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
}

struct node {
  struct node *next;
  int value;
};

// Pointers stored in an anonymous mapping keep working across a
// collection's worth of garbage, and across mremap.
static void anonymous(long page) {
  struct node **slots = mmap(NULL, 3 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  check(slots != MAP_FAILED, "mmap anonymous");
  check(slots[0] == NULL && ((char *)slots)[3 * page - 1] == 0, "anonymous pages start zeroed");
  int n = (int)(3 * page / sizeof *slots);
  for (int i = 0; i < n; i++) {
    slots[i] = malloc(sizeof(struct node));
    slots[i]->value = i;
    slots[i]->next = i ? slots[i - 1] : NULL;
  }
  for (int i = 0; i < 20000; i++)
    free(malloc(1000));  // garbage, so that the collector runs
  long sum = 0;
  for (struct node *p = slots[n - 1]; p; p = p->next)
    sum += p->value;
  printf("list through the mapping: %ld\n", sum);
  struct node **grown = mremap(slots, 3 * page, 64 * page, MREMAP_MAYMOVE);
  check(grown != MAP_FAILED, "mremap grow");
  sum = 0;
  for (int i = 0; i < n; i++)
    sum += grown[i]->value;
  printf("after mremap: %ld, new tail %d\n", sum, ((char *)grown)[64 * page - 1]);
  grown[64 * page / sizeof *grown - 1] = grown[0];
  check(grown[64 * page / sizeof *grown - 1]->value == 0, "pointer stored in the grown part");
  struct node **shrunk = mremap(grown, 64 * page, page, 0);
  check(shrunk == grown && shrunk[1]->value == 1, "mremap shrink in place");
  check(munmap(shrunk, page) == 0, "munmap");
}

static void fixed_and_protect(long page) {
  char *p = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  memset(p, 'a', 4 * page);
  char *q = mmap(p + page, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
  check(q == p + page && q[0] == 0 && p[0] == 'a' && p[2 * page] == 'a', "MAP_FIXED inside a mapping");
  check(mprotect(p, 4 * page, PROT_READ) == 0, "mprotect read-only");
  check(p[3 * page] == 'a', "read a read-only mapping");
  check(mprotect(p, 4 * page, PROT_READ | PROT_WRITE) == 0, "mprotect read-write");
  p[3 * page] = 'b';
  check(p[3 * page] == 'b', "write after mprotect");
  check(munmap(p + 2 * page, 2 * page) == 0 && p[page + 1] == 0, "munmap the tail");
  check(madvise(p, page, MADV_DONTNEED) == 0 && p[5] == 0, "MADV_DONTNEED drops private pages");
  check(posix_madvise(p, page, POSIX_MADV_SEQUENTIAL) == 0, "posix_madvise");
  check(munmap(p, 2 * page) == 0, "munmap the rest");
  errno = 0;
  check(mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED && errno == EINVAL,
        "mmap of 0 bytes fails with EINVAL");
}

// A shared file mapping and the descriptor calls see the same bytes.
static void shared_file(long page) {
  char path[] = "/tmp/mman_files.XXXXXX";
  int fd = mkstemp(path);
  check(fd >= 0, "mkstemp");
  check(ftruncate(fd, 2 * page) == 0, "ftruncate");
  char *m = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  check(m != MAP_FAILED, "mmap MAP_SHARED");
  strcpy(m + page - 3, "hello, mapping");
  check(msync(m, 2 * page, MS_SYNC) == 0, "msync");
  char buf[32] = {0};
  check(pread(fd, buf, 14, page - 3) == 14 && strcmp(buf, "hello, mapping") == 0, "pread sees the mapping");
  check(pwrite(fd, "PWRITE", 6, 10) == 6 && memcmp(m + 10, "PWRITE", 6) == 0, "the mapping sees pwrite");
  check(lseek(fd, 0, SEEK_CUR) == 0, "pread and pwrite leave the offset alone");
  char *ro = mmap(NULL, page, PROT_READ, MAP_SHARED, fd, 0);
  check(ro != MAP_FAILED && memcmp(ro + 10, "PWRITE", 6) == 0, "read-only mapping of the file");
  check(munmap(ro, page) == 0 && munmap(m, 2 * page) == 0, "munmap both");
  check(fchmod(fd, 0600) == 0, "fchmod");
  check(fchown(fd, getuid(), getgid()) == 0, "fchown to ourselves");
  check(fdatasync(fd) == 0, "fdatasync");
  check(flock(fd, LOCK_EX) == 0 && flock(fd, LOCK_UN) == 0, "flock");
  struct timeval tv[2] = {{1000000000, 0}, {1234567890, 500000}};
  struct stat st;
  check(utimes(path, tv) == 0 && stat(path, &st) == 0 && st.st_mtime == 1234567890, "utimes");
  struct utimbuf ub = {2000000000, 1500000000};
  check(utime(path, &ub) == 0 && stat(path, &st) == 0 && st.st_mtime == 1500000000 &&
            st.st_atime == 2000000000, "utime");
  struct timespec ts[2] = {{5, 0}, {7, 0}};
  check(futimens(fd, ts) == 0 && fstat(fd, &st) == 0 && st.st_mtime == 7, "futimens");
  check(chmod(path, 0644) == 0 && stat(path, &st) == 0 && (st.st_mode & 0777) == 0644, "chmod");
  close(fd);
  unlink(path);
}

static void misc(void) {
  long page = sysconf(_SC_PAGESIZE);
  check(page >= 4096 && (page & (page - 1)) == 0 && getpagesize() == page, "page size");
  check(sysconf(_SC_OPEN_MAX) > 0 && sysconf(_SC_NPROCESSORS_ONLN) > 0 && sysconf(_SC_CLK_TCK) == 100,
        "sysconf");
  int fds[2];
  check(pipe(fds) == 0 && write(fds[1], "abc", 3) == 3, "pipe");
  int avail = -1;
  check(ioctl(fds[0], FIONREAD, &avail) == 0 && avail == 3, "ioctl FIONREAD");
  struct winsize ws;
  errno = 0;
  check(ioctl(fds[0], TIOCGWINSZ, &ws) == -1 && errno == ENOTTY, "TIOCGWINSZ on a pipe: ENOTTY");
  close(fds[0]);
  close(fds[1]);
  check(dlopen("libsafecc-no-such-library.so", RTLD_NOW) == NULL, "dlopen of a missing library fails");
  check(dlerror() != NULL && dlerror() == NULL, "dlerror reports once");
}

int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  misc();
  anonymous(page);
  fixed_and_protect(page);
  shared_file(page);
  return 0;
}
