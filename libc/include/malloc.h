/* malloc.h - glibc's allocator extensions.  The heap is the runtime's
   (malloc, aligned_alloc ...); these are built on it.  An object's bound
   is exactly the size asked for, so malloc_usable_size returns that size
   (glibc reports its chunk's slack too), and writing past it traps. */
#ifndef _MALLOC_H
#define _MALLOC_H
#include <stddef.h>

void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void free(void *);
void *aligned_alloc(size_t, size_t);

/* The bytes the object p starts may use (a runtime entry point); 0 for
   null.  p must be a live object from the allocator. */
size_t malloc_usable_size(void *);
void *memalign(size_t, size_t);
void *valloc(size_t);
void *pvalloc(size_t);
/* Returns 1 when memory went back to the system, else 0: always 0 here
   (the collector releases memory on its own schedule). */
int malloc_trim(size_t);

#endif
