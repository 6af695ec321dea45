// dir.c — opendir, fdopendir, readdir, rewinddir, closedir, dirfd over the
// runtime's getdents64: each DIR buffers one batch of kernel records and
// copies the current one into its struct dirent.
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct __dirstream {
  int fd;
  size_t pos, len;        // the unread records are buf[pos..len)
  struct dirent ent;
  unsigned char buf[4096];
};

DIR *fdopendir(int fd) {
  DIR *d = calloc(1, sizeof *d);
  if (d)
    d->fd = fd;
  return d;
}

DIR *opendir(const char *path) {
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  DIR *d = fdopendir(fd);
  if (!d)
    close(fd);
  return d;
}

static uint64_t load64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--)
    v = v << 8 | p[i];
  return v;
}

// A linux_dirent64 record: u64 ino, s64 off, u16 reclen, u8 type, name.
struct dirent *readdir(DIR *d) {
  if (d->pos >= d->len) {
    ssize_t n = getdents64(d->fd, d->buf, sizeof d->buf);
    if (n <= 0)
      return 0;  // end (errno untouched) or error (errno set)
    d->pos = 0;
    d->len = (size_t)n;
  }
  const unsigned char *r = d->buf + d->pos;
  unsigned reclen = (unsigned)(r[16] | r[17] << 8);
  d->ent.d_ino = (ino_t)load64(r);
  d->ent.d_off = (off_t)load64(r + 8);
  d->ent.d_reclen = (unsigned short)reclen;
  d->ent.d_type = r[18];
  size_t namelen = strnlen((const char *)r + 19, reclen - 19);
  if (namelen > 255)
    namelen = 255;
  memcpy(d->ent.d_name, r + 19, namelen);
  d->ent.d_name[namelen] = 0;
  d->pos += reclen;
  return &d->ent;
}

void rewinddir(DIR *d) {
  lseek(d->fd, 0, SEEK_SET);
  d->pos = d->len = 0;
}

int dirfd(DIR *d) {
  return d->fd;
}

int closedir(DIR *d) {
  int r = close(d->fd);
  free(d);
  return r;
}
