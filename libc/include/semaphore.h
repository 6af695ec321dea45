/* semaphore.h - POSIX semaphores, unnamed (sem_init) and named
   (sem_open): a count and a count of possible sleepers in glibc's 32
   bytes, waited on through the kernel's futexes (libc/src/thread/sem.c).
   A semaphore made with pshared set, or by sem_open, works between the
   processes that map its memory (MAP_SHARED). */
#ifndef _SEMAPHORE_H
#define _SEMAPHORE_H

#include <time.h>

typedef struct {
  volatile int __value;    /* the count */
  volatile int __waiters;  /* threads that may be asleep on __value */
  int __shared;            /* process-shared */
  int __reserved[5];
} sem_t;

#define SEM_FAILED ((sem_t *)0)

int sem_init(sem_t *, int, unsigned);
int sem_destroy(sem_t *);
int sem_wait(sem_t *);
int sem_trywait(sem_t *);
int sem_timedwait(sem_t *restrict, const struct timespec *restrict);
int sem_clockwait(sem_t *restrict, clockid_t, const struct timespec *restrict);
int sem_post(sem_t *);
int sem_getvalue(sem_t *restrict, int *restrict);
sem_t *sem_open(const char *, int, ...);
int sem_close(sem_t *);
int sem_unlink(const char *);

#endif
