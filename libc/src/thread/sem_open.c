// sem_open.c — named semaphores as glibc 2.36 makes them: the file
// /dev/shm/sem.<name> holds one sem_t and is mapped shared, so every
// process that opens the name waits on the same futex word.  A new one is
// written whole under a temporary name and then linked to its own, so no
// process ever maps one half made.  Opening a name again in the same
// process gives the same address (POSIX), so the mappings are counted.
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "shm_impl.h"

struct mapping {
  dev_t dev;
  ino_t ino;
  sem_t *sem;
  int opens;
  struct mapping *next;
};

static struct mapping *mappings;
static pthread_mutex_t mappings_lock = PTHREAD_MUTEX_INITIALIZER;

// A file for a new semaphore of value and mode, linked as path: its
// descriptor, or -1 (EEXIST when path appeared meanwhile).
static int create(const char *path, mode_t mode, unsigned value) {
  char tmp[SHM_PATH_MAX + 32];
  sem_t init;
  sem_init(&init, 1, value);
  for (;;) {
    snprintf(tmp, sizeof tmp, "%ssem.tmp-%d-%08x", SHM_DIR, (int)getpid(), arc4random());
    int fd = open(tmp, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd < 0 && errno == EEXIST)
      continue;
    if (fd < 0)
      return -1;
    int r = write(fd, &init, sizeof init) == (ssize_t)sizeof init ? link(tmp, path) : -1;
    int e = errno;
    unlink(tmp);
    if (r == 0)
      return fd;
    close(fd);
    errno = e;
    return -1;
  }
}

// The semaphore in file fd, mapped once per process.
static sem_t *map(int fd) {
  struct stat st;
  if (fstat(fd, &st) < 0)
    return SEM_FAILED;
  pthread_mutex_lock(&mappings_lock);
  struct mapping *m = mappings;
  while (m && (m->dev != st.st_dev || m->ino != st.st_ino))
    m = m->next;
  if (m) {
    m->opens++;
  } else if ((m = malloc(sizeof *m))) {
    void *p = mmap(0, sizeof(sem_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED) {
      free(m);
      m = 0;
    } else {
      *m = (struct mapping){st.st_dev, st.st_ino, p, 1, mappings};
      mappings = m;
    }
  }
  pthread_mutex_unlock(&mappings_lock);
  return m ? m->sem : SEM_FAILED;
}

sem_t *sem_open(const char *name, int oflag, ...) {
  char path[SHM_PATH_MAX];
  mode_t mode = 0;
  unsigned value = 0;
  if (__shm_path(path, "sem.", name)) {
    errno = EINVAL;
    return SEM_FAILED;
  }
  if (oflag & O_CREAT) {
    va_list ap;
    va_start(ap, oflag);
    mode = va_arg(ap, mode_t);
    value = va_arg(ap, unsigned);
    va_end(ap);
    if (value > SEM_VALUE_MAX) {
      errno = EINVAL;
      return SEM_FAILED;
    }
  }
  int fd;
  for (;;) {
    if (!(oflag & O_EXCL) || !(oflag & O_CREAT)) {
      fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
      if (fd >= 0 || errno != ENOENT || !(oflag & O_CREAT))
        break;
    }
    fd = create(path, mode, value);
    if (fd >= 0 || errno != EEXIST || (oflag & O_EXCL))
      break;
  }
  if (fd < 0)
    return SEM_FAILED;
  sem_t *s = map(fd);
  close(fd);
  return s;
}

int sem_close(sem_t *s) {
  pthread_mutex_lock(&mappings_lock);
  struct mapping **link = &mappings;
  while (*link && (*link)->sem != s)
    link = &(*link)->next;
  struct mapping *m = *link;
  if (m && --m->opens == 0) {
    *link = m->next;
    munmap(m->sem, sizeof(sem_t));
    free(m);
  }
  pthread_mutex_unlock(&mappings_lock);
  if (!m) {
    errno = EINVAL;
    return -1;
  }
  return 0;
}

int sem_unlink(const char *name) {
  char path[SHM_PATH_MAX];
  if (__shm_path(path, "sem.", name)) {
    errno = ENOENT;
    return -1;
  }
  int r = unlink(path);
  if (r < 0 && errno == EPERM)
    errno = EACCES;
  return r;
}
