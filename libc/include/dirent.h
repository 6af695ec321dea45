/* dirent.h - directory streams, built by libc on the runtime's getdents64
   entry point (Linux x86_64 struct dirent layout). */
#ifndef _DIRENT_H
#define _DIRENT_H

#include <bits/types.h>

struct dirent {
  ino_t d_ino;
  off_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[256];
};
/* The old BSD name, as glibc has it. */
#define d_fileno d_ino

#define DT_UNKNOWN 0
#define DT_FIFO 1
#define DT_CHR 2
#define DT_DIR 4
#define DT_BLK 6
#define DT_REG 8
#define DT_LNK 10
#define DT_SOCK 12

typedef struct __dirstream DIR;

DIR *opendir(const char *);
DIR *fdopendir(int);
struct dirent *readdir(DIR *);
int closedir(DIR *);
void rewinddir(DIR *);
int dirfd(DIR *);

/* Runtime entry point: fills buf with struct linux_dirent64 records. */
ssize_t getdents64(int, void *, size_t);

#endif
