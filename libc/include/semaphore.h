/* semaphore.h - unnamed POSIX semaphores, libc's (a mutex, a condition
   and a count); named semaphores are not supported. */
#ifndef _SEMAPHORE_H
#define _SEMAPHORE_H

#include <pthread.h>

typedef struct {
  pthread_mutex_t __m;
  pthread_cond_t __c;
  unsigned __value;
} sem_t;

#define SEM_FAILED ((sem_t *)0)

int sem_init(sem_t *, int, unsigned);
int sem_destroy(sem_t *);
int sem_wait(sem_t *);
int sem_trywait(sem_t *);
int sem_timedwait(sem_t *restrict, const struct timespec *restrict);
int sem_post(sem_t *);
int sem_getvalue(sem_t *restrict, int *restrict);

#endif
