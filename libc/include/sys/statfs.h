/* sys/statfs.h - statfs and fstatfs (runtime entry points: the whole
   120-byte structure is written; it is the kernel's on x86_64). */
#ifndef _SYS_STATFS_H
#define _SYS_STATFS_H
#include <bits/types.h>

#ifndef __fsid_t_defined
#define __fsid_t_defined
typedef struct {
  int __val[2];
} fsid_t;
#endif

struct statfs {
  long f_type;
  long f_bsize;
  fsblkcnt_t f_blocks;
  fsblkcnt_t f_bfree;
  fsblkcnt_t f_bavail;
  fsfilcnt_t f_files;
  fsfilcnt_t f_ffree;
  fsid_t f_fsid;
  long f_namelen;
  long f_frsize;
  long f_flags;
  long f_spare[4];
};

int statfs(const char *, struct statfs *);
int fstatfs(int, struct statfs *);
#endif
