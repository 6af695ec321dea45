// shm_impl.h — what shm_open.c shares with sem_open.c: the file in
// /dev/shm that names a shared memory object or a named semaphore.
#ifndef SHM_IMPL_H
#define SHM_IMPL_H

#define SHM_DIR "/dev/shm/"
#define SHM_NAME_MAX 259  // the longest name glibc 2.36 takes, prefix included
#define SHM_PATH_MAX (sizeof SHM_DIR + SHM_NAME_MAX)

int __shm_path(char *path, const char *prefix, const char *name);

#endif
