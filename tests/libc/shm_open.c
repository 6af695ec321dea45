// shm_open.c — POSIX shared memory: an object made with shm_open, sized
// with ftruncate and mapped MAP_SHARED twice shows each mapping's writes
// in the other and in a second descriptor; the descriptor is
// close-on-exec; shm_unlink removes the name.  Then glibc's name rules
// and errors: leading '/'s, '/' inside, empty names, long names, O_EXCL,
// missing objects.  Run safe and with gcc: both must print the same.
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void result(const char *what, int r) {
  printf("%s: %s", what, r < 0 ? "-1" : "ok");
  if (r < 0)
    printf(" (%s)", strerror(errno));
  printf("\n");
}

static void shared(const char *name) {
  int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
  result("create", fd);
  int flags = fcntl(fd, F_GETFD);
  printf("close-on-exec: %d\n", flags >= 0 && (flags & FD_CLOEXEC) != 0);
  struct stat st;
  printf("new size: %lld\n", fstat(fd, &st) == 0 ? (long long)st.st_size : -1LL);
  result("ftruncate", ftruncate(fd, 10000));
  printf("size: %lld, mode 0600: %d\n", fstat(fd, &st) == 0 ? (long long)st.st_size : -1LL,
         (st.st_mode & 0777) == 0600);
  char *a = mmap(NULL, 10000, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  char *b = mmap(NULL, 10000, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  printf("two mappings: %d, distinct %d\n", a != MAP_FAILED && b != MAP_FAILED, a != b);
  printf("zero-filled: %d %d\n", a[0] == 0 && a[9999] == 0, b[5000] == 0);
  strcpy(a, "written through a");
  strcpy(b + 9000, "written through b");
  printf("b sees: %s\n", b);
  printf("a sees: %s\n", a + 9000);
  a[9999] = 'z';
  printf("last byte through b: %c\n", b[9999]);

  // A second open of the same name is the same object.
  int fd2 = shm_open(name, O_RDONLY, 0);
  result("open again", fd2);
  char buf[32] = {0};
  printf("pread: %zd \"%s\"\n", pread(fd2, buf, 17, 0), buf);
  result("O_EXCL on an existing object", shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600));
  close(fd2);

  result("munmap a", munmap(a, 10000));
  printf("b still sees: %s\n", b);
  result("munmap b", munmap(b, 10000));
  close(fd);
  result("unlink", shm_unlink(name));
  result("open after unlink", shm_open(name, O_RDWR, 0));
  result("unlink again", shm_unlink(name));
}

static void names(const char *base) {
  char name[400];
  // Any number of leading slashes, or none, name the same object.
  snprintf(name, sizeof name, "%s-x", base);
  int fd = shm_open(name, O_RDWR | O_CREAT | O_TRUNC, 0600);
  result("create /name", fd);
  close(fd);
  char slashes[420];
  snprintf(slashes, sizeof slashes, "//%s", name);
  fd = shm_open(slashes, O_RDONLY, 0);
  result("open //name", fd);
  close(fd);
  fd = shm_open(name + 1, O_RDONLY, 0);
  result("open name without /", fd);
  close(fd);
  result("unlink //name", shm_unlink(slashes));

  static const char *const bad[] = {"", "/", "///", "/a/b", "a/", "/dir/", ".", "/..", "/."};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    char what[64];
    snprintf(what, sizeof what, "shm_open \"%s\"", bad[i]);
    result(what, shm_open(bad[i], O_RDWR | O_CREAT, 0600));
    snprintf(what, sizeof what, "shm_unlink \"%s\"", bad[i]);
    result(what, shm_unlink(bad[i]));
  }
  // Long names: up to 255 bytes is a file name; glibc's buffer stops
  // longer ones a few bytes later than the kernel does.
  static const int lengths[] = {200, 255, 256, 259, 260, 261, 262, 300};
  for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
    int n = lengths[i];
    name[0] = '/';
    memset(name + 1, 'q', n);
    name[n + 1] = 0;
    char what[64];
    snprintf(what, sizeof what, "%d-byte name", n);
    result(what, shm_open(name, O_RDONLY, 0));
    snprintf(what, sizeof what, "%d-byte name with a /", n);
    name[n / 2] = '/';
    result(what, shm_open(name, O_RDONLY, 0));
  }
  result("missing, no O_CREAT", shm_open("/safecc-shm-no-such-object", O_RDWR, 0));
  result("unlink missing", shm_unlink("/safecc-shm-no-such-object"));
}

int main(void) {
  char name[64];
  snprintf(name, sizeof name, "/safecc-shm-test-%ld", (long)getpid());
  shared(name);
  names(name);
  return 0;
}
