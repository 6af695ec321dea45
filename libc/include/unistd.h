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

/* Runtime entry points. */
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
off_t lseek(int, off_t, int);
int isatty(int);
pid_t getpid(void);
pid_t getppid(void);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
int unlink(const char *);
int rmdir(const char *);
int chdir(const char *);
char *getcwd(char *, size_t);
int access(const char *, int);
ssize_t readlink(const char *restrict, char *restrict, size_t);
int ftruncate(int, off_t);
int fsync(int);
int dup(int);
int dup2(int, int);
int pipe(int[2]);
pid_t fork(void);
int execve(const char *, char *const[], char *const[]);
_Noreturn void _exit(int);

/* libc, on top of them. */
int execv(const char *, char *const[]);
int execvp(const char *, char *const[]);
unsigned sleep(unsigned);
int usleep(unsigned);

extern char **environ;

#endif
