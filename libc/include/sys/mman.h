/* sys/mman.h - memory mappings (Linux values).  mmap returns a pointer
   whose capability is exactly the mapping (its length rounded up to whole
   pages); munmap frees it, so a later access is a use after free; mremap
   moves the capabilities stored in it; a mapping without PROT_WRITE is
   read-only to the checks.  The runtime only maps over, unmaps or
   re-protects mappings made by mmap (docs/safe-mode.md "Mappings"). */
#ifndef _SYS_MMAN_H
#define _SYS_MMAN_H
#include <bits/types.h>

#define MAP_FAILED ((void *)-1)

#define PROT_NONE 0
#define PROT_READ 1
#define PROT_WRITE 2
#define PROT_EXEC 4

#define MAP_SHARED 0x01
#define MAP_PRIVATE 0x02
#define MAP_SHARED_VALIDATE 0x03
#define MAP_TYPE 0x0f
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20
#define MAP_ANON MAP_ANONYMOUS
#define MAP_GROWSDOWN 0x100
#define MAP_DENYWRITE 0x800
#define MAP_EXECUTABLE 0x1000
#define MAP_LOCKED 0x2000
#define MAP_NORESERVE 0x4000
#define MAP_POPULATE 0x8000
#define MAP_NONBLOCK 0x10000
#define MAP_STACK 0x20000
#define MAP_HUGETLB 0x40000
#define MAP_FIXED_NOREPLACE 0x100000

#define MS_ASYNC 1
#define MS_INVALIDATE 2
#define MS_SYNC 4

#define MADV_NORMAL 0
#define MADV_RANDOM 1
#define MADV_SEQUENTIAL 2
#define MADV_WILLNEED 3
#define MADV_DONTNEED 4
#define MADV_FREE 8
#define MADV_REMOVE 9
#define MADV_DONTFORK 10
#define MADV_DOFORK 11
#define MADV_HUGEPAGE 14
#define MADV_NOHUGEPAGE 15
#define MADV_DONTDUMP 16
#define MADV_DODUMP 17

#define POSIX_MADV_NORMAL 0
#define POSIX_MADV_RANDOM 1
#define POSIX_MADV_SEQUENTIAL 2
#define POSIX_MADV_WILLNEED 3
#define POSIX_MADV_DONTNEED 4

/* memfd_create's flags. */
#define MFD_CLOEXEC 1
#define MFD_ALLOW_SEALING 2
#define MFD_HUGETLB 4

#define MREMAP_MAYMOVE 1
#define MREMAP_FIXED 2

void *mmap(void *, size_t, int, int, int, off_t);
int munmap(void *, size_t);
void *mremap(void *, size_t, size_t, int, ...);
int mprotect(void *, size_t, int);
int msync(void *, size_t, int);
int madvise(void *, size_t, int);
int posix_madvise(void *, size_t, int);
/* A file in memory (a runtime entry point). */
int memfd_create(const char *, unsigned);
/* POSIX shared memory: files in /dev/shm, named "/name" (glibc's rules). */
int shm_open(const char *, int, mode_t);
int shm_unlink(const char *);

#endif
