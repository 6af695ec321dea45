/* unistd.h - POSIX (subset).  read, write, close, lseek, isatty and getpid
   are runtime entry points that check every buffer against its capability. */
#ifndef _UNISTD_H
#define _UNISTD_H

#include <stddef.h>
#include <bits/types.h>

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

#define F_OK 0
#define X_OK 1
#define W_OK 2
#define R_OK 4

ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
off_t lseek(int, off_t, int);
int isatty(int);
pid_t getpid(void);
int unlink(const char *);
int fsync(int);
_Noreturn void _exit(int);

extern char **environ;

#endif
