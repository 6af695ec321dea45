// fdcalls_files.c — statvfs, fstatvfs, statfs and fstatfs of "/" and
// /proc (only stable facts: sizes that must be positive, fields that must
// agree between the calls, /proc's magic number), and memfd_create: write,
// read back, size, truncate, map.  Run safe and with gcc: both must print
// the same.
#define _GNU_SOURCE  // memfd_create
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include <unistd.h>

static void filesystems(void) {
  printf("sizes: statvfs %zu, statfs %zu\n", sizeof(struct statvfs), sizeof(struct statfs));
  struct statvfs v, fv;
  int r = statvfs("/", &v);
  printf("statvfs /: %d, f_bsize > 0 %d, f_frsize > 0 %d, f_namemax > 0 %d\n", r, v.f_bsize > 0,
         v.f_frsize > 0, v.f_namemax > 0);
  printf("  f_blocks >= f_bfree >= f_bavail: %d, f_files >= f_ffree: %d\n",
         v.f_blocks >= v.f_bfree && v.f_bfree >= v.f_bavail, v.f_files >= v.f_ffree);
  int fd = open("/", O_RDONLY | O_DIRECTORY);
  r = fstatvfs(fd, &fv);
  printf("fstatvfs of /: %d, same f_bsize, f_blocks, f_fsid, f_namemax, f_flag: %d\n", r,
         fv.f_bsize == v.f_bsize && fv.f_blocks == v.f_blocks && fv.f_fsid == v.f_fsid &&
             fv.f_namemax == v.f_namemax && fv.f_flag == v.f_flag);
  struct statfs s, fs;
  r = statfs("/", &s);
  printf("statfs /: %d, same f_bsize %d, f_blocks %d, f_namelen %d\n", r,
         (unsigned long)s.f_bsize == v.f_bsize, s.f_blocks == v.f_blocks,
         (unsigned long)s.f_namelen == v.f_namemax);
  r = fstatfs(fd, &fs);
  printf("fstatfs of /: %d, same f_type %d, f_fsid %d\n", r, fs.f_type == s.f_type,
         memcmp(&fs.f_fsid, &s.f_fsid, sizeof s.f_fsid) == 0);
  close(fd);
  r = statfs("/proc", &s);
  printf("statfs /proc: %d, f_type %#lx\n", r, (unsigned long)s.f_type);
  r = statvfs("/proc", &v);
  printf("statvfs /proc: %d, read-only %d, no suid %d\n", r, (v.f_flag & ST_RDONLY) != 0,
         (v.f_flag & ST_NOSUID) != 0);
  r = statvfs("/nonexistent/dir", &v);
  printf("statvfs of a missing path: %d %s\n", r, strerror(errno));
  r = fstatfs(-1, &s);
  printf("fstatfs(-1): %d %s\n", r, strerror(errno));
}

static void memfd(void) {
  int fd = memfd_create("fdcalls test", MFD_CLOEXEC);
  printf("memfd_create: %s, close-on-exec %d\n", fd >= 0 ? "ok" : strerror(errno),
         (fcntl(fd, F_GETFD) & FD_CLOEXEC) != 0);
  const char *text = "written into memory, read back\n";
  ssize_t w = write(fd, text, strlen(text));
  char buf[64] = {0};
  lseek(fd, 0, SEEK_SET);
  ssize_t n = read(fd, buf, sizeof buf - 1);
  printf("write %zd, read %zd: %s", w, n, buf);
  struct stat st;
  fstat(fd, &st);
  printf("size %lld, regular %d\n", (long long)st.st_size, S_ISREG(st.st_mode));
  printf("ftruncate to 8192: %d\n", ftruncate(fd, 8192));
  char *map = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (map == MAP_FAILED) {
    printf("mmap failed: %s\n", strerror(errno));
  } else {
    printf("mapped: %.7s\n", map);
    memcpy(map + 8, "INTO", 4);
    munmap(map, 8192);
  }
  memset(buf, 0, sizeof buf);
  n = pread(fd, buf, 20, 0);
  printf("after the mapping changed it: %zd %s\n", n, buf);
  close(fd);
  fd = memfd_create("sealable", MFD_ALLOW_SEALING);
  printf("MFD_ALLOW_SEALING: %s\n", fd >= 0 ? "ok" : strerror(errno));
  close(fd);
  int r = memfd_create("bad flags", 0x1000);
  printf("unknown flag: %d %s\n", r, strerror(errno));
  char longname[300];
  memset(longname, 'x', sizeof longname - 1);
  longname[sizeof longname - 1] = 0;
  r = memfd_create(longname, 0);
  printf("name too long: %d %s\n", r, strerror(errno));
}

int main(void) {
  filesystems();
  memfd();
  return 0;
}
