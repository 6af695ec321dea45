/* unistd.h - POSIX (subset).  read, write, pread, pwrite, close, lseek,
   isatty, getpid, sysconf ... are runtime entry points that check every
   buffer against its capability. */
#ifndef _UNISTD_H
#define _UNISTD_H

#include <stddef.h>
#include <bits/types.h>
#include <stdint.h>

/* The POSIX.1-2008 interfaces this library has: a program may rely on
   the ones these macros announce (options not listed are absent). */
#define _POSIX_VERSION 200809L
#define _POSIX2_VERSION 200809L
#define _POSIX_JOB_CONTROL 1
#define _POSIX_SAVED_IDS 1
#define _POSIX_NO_TRUNC 1
#define _POSIX_CHOWN_RESTRICTED 1
#define _POSIX_VDISABLE '\0'
#define _POSIX_FSYNC 200809L
#define _POSIX_MAPPED_FILES 200809L
#define _POSIX_MEMORY_PROTECTION 200809L
#define _POSIX_THREADS 200809L
#define _POSIX_THREAD_SAFE_FUNCTIONS 200809L
#define _POSIX_READER_WRITER_LOCKS 200809L
#define _POSIX_MONOTONIC_CLOCK 200809L
#define _POSIX_SHELL 1

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

/* A disabled terminal control character (termios c_cc). */
#define _POSIX_VDISABLE '\0'

#define F_OK 0
#define X_OK 1
#define W_OK 2
#define R_OK 4

/* sysconf's names, numbered as Linux C libraries number them. */
#define _SC_ARG_MAX 0
#define _SC_CHILD_MAX 1
#define _SC_CLK_TCK 2
#define _SC_NGROUPS_MAX 3
#define _SC_OPEN_MAX 4
#define _SC_STREAM_MAX 5
#define _SC_TZNAME_MAX 6
#define _SC_JOB_CONTROL 7
#define _SC_SAVED_IDS 8
#define _SC_VERSION 29
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE 30
#define _SC_RTSIG_MAX 31
#define _SC_SEM_NSEMS_MAX 32
#define _SC_SIGQUEUE_MAX 34
#define _SC_TIMER_MAX 35
#define _SC_BC_BASE_MAX 36
#define _SC_BC_DIM_MAX 37
#define _SC_BC_SCALE_MAX 38
#define _SC_BC_STRING_MAX 39
#define _SC_COLL_WEIGHTS_MAX 40
#define _SC_EXPR_NEST_MAX 42
#define _SC_LINE_MAX 43
#define _SC_RE_DUP_MAX 44
#define _SC_2_VERSION 46
#define _SC_IOV_MAX 60
#define _SC_GETGR_R_SIZE_MAX 69
#define _SC_GETPW_R_SIZE_MAX 70
#define _SC_LOGIN_NAME_MAX 71
#define _SC_TTY_NAME_MAX 72
#define _SC_THREAD_KEYS_MAX 74
#define _SC_THREAD_STACK_MIN 75
#define _SC_THREAD_THREADS_MAX 76
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84
#define _SC_PHYS_PAGES 85
#define _SC_AVPHYS_PAGES 86
#define _SC_ATEXIT_MAX 87
#define _SC_PASS_MAX 88
#define _SC_XOPEN_VERSION 89
#define _SC_MONOTONIC_CLOCK 149
#define _SC_HOST_NAME_MAX 180
#define _SC_SYMLOOP_MAX 173
#define _SC_THREADS 67
#define _SC_THREAD_SAFE_FUNCTIONS 68
#define _SC_TIMERS 11
#define _SC_MAPPED_FILES 16
#define _SC_FSYNC 15
#define _SC_SEMAPHORES 21
#define _SC_REGEXP 155
#define _SC_SHELL 157
#define _SC_SPAWN 159
#define _SC_CLOCK_SELECTION 137
#define _SC_READER_WRITER_LOCKS 153
#define _SC_SPIN_LOCKS 154
#define _SC_BARRIERS 133
#define _SC_NZERO 109
#define _SC_MINSIGSTKSZ 249
#define _SC_SIGSTKSZ 250

/* pathconf's names, numbered as glibc numbers them. */
#define _PC_LINK_MAX 0
#define _PC_MAX_CANON 1
#define _PC_MAX_INPUT 2
#define _PC_NAME_MAX 3
#define _PC_PATH_MAX 4
#define _PC_PIPE_BUF 5
#define _PC_CHOWN_RESTRICTED 6
#define _PC_NO_TRUNC 7
#define _PC_VDISABLE 8
#define _PC_SYNC_IO 9
#define _PC_ASYNC_IO 10
#define _PC_PRIO_IO 11
#define _PC_SOCK_MAXBUF 12
#define _PC_FILESIZEBITS 13
#define _PC_REC_INCR_XFER_SIZE 14
#define _PC_REC_MAX_XFER_SIZE 15
#define _PC_REC_MIN_XFER_SIZE 16
#define _PC_REC_XFER_ALIGN 17
#define _PC_ALLOC_SIZE_MIN 18
#define _PC_SYMLINK_MAX 19
#define _PC_2_SYMLINKS 20

/* confstr's names, numbered as glibc numbers them (libc/src/unistd/
   confstr.c; glibc's own version names _CS_GNU_LIBC_VERSION and
   _CS_GNU_LIBPTHREAD_VERSION are left out: this is not glibc). */
#define _CS_PATH 0
#define _CS_POSIX_V6_WIDTH_RESTRICTED_ENVS 1
#define _CS_V6_WIDTH_RESTRICTED_ENVS 1
#define _CS_POSIX_V5_WIDTH_RESTRICTED_ENVS 4
#define _CS_V5_WIDTH_RESTRICTED_ENVS 4
#define _CS_POSIX_V7_WIDTH_RESTRICTED_ENVS 5
#define _CS_V7_WIDTH_RESTRICTED_ENVS 5
#define _CS_LFS_CFLAGS 1000
#define _CS_LFS_LDFLAGS 1001
#define _CS_LFS_LIBS 1002
#define _CS_LFS_LINTFLAGS 1003
#define _CS_LFS64_CFLAGS 1004
#define _CS_LFS64_LDFLAGS 1005
#define _CS_LFS64_LIBS 1006
#define _CS_LFS64_LINTFLAGS 1007
#define _CS_XBS5_ILP32_OFF32_CFLAGS 1100
#define _CS_XBS5_ILP32_OFF32_LDFLAGS 1101
#define _CS_XBS5_ILP32_OFF32_LIBS 1102
#define _CS_XBS5_ILP32_OFF32_LINTFLAGS 1103
#define _CS_XBS5_ILP32_OFFBIG_CFLAGS 1104
#define _CS_XBS5_ILP32_OFFBIG_LDFLAGS 1105
#define _CS_XBS5_ILP32_OFFBIG_LIBS 1106
#define _CS_XBS5_ILP32_OFFBIG_LINTFLAGS 1107
#define _CS_XBS5_LP64_OFF64_CFLAGS 1108
#define _CS_XBS5_LP64_OFF64_LDFLAGS 1109
#define _CS_XBS5_LP64_OFF64_LIBS 1110
#define _CS_XBS5_LP64_OFF64_LINTFLAGS 1111
#define _CS_XBS5_LPBIG_OFFBIG_CFLAGS 1112
#define _CS_XBS5_LPBIG_OFFBIG_LDFLAGS 1113
#define _CS_XBS5_LPBIG_OFFBIG_LIBS 1114
#define _CS_XBS5_LPBIG_OFFBIG_LINTFLAGS 1115
#define _CS_POSIX_V6_ILP32_OFF32_CFLAGS 1116
#define _CS_POSIX_V6_ILP32_OFF32_LDFLAGS 1117
#define _CS_POSIX_V6_ILP32_OFF32_LIBS 1118
#define _CS_POSIX_V6_ILP32_OFF32_LINTFLAGS 1119
#define _CS_POSIX_V6_ILP32_OFFBIG_CFLAGS 1120
#define _CS_POSIX_V6_ILP32_OFFBIG_LDFLAGS 1121
#define _CS_POSIX_V6_ILP32_OFFBIG_LIBS 1122
#define _CS_POSIX_V6_ILP32_OFFBIG_LINTFLAGS 1123
#define _CS_POSIX_V6_LP64_OFF64_CFLAGS 1124
#define _CS_POSIX_V6_LP64_OFF64_LDFLAGS 1125
#define _CS_POSIX_V6_LP64_OFF64_LIBS 1126
#define _CS_POSIX_V6_LP64_OFF64_LINTFLAGS 1127
#define _CS_POSIX_V6_LPBIG_OFFBIG_CFLAGS 1128
#define _CS_POSIX_V6_LPBIG_OFFBIG_LDFLAGS 1129
#define _CS_POSIX_V6_LPBIG_OFFBIG_LIBS 1130
#define _CS_POSIX_V6_LPBIG_OFFBIG_LINTFLAGS 1131
#define _CS_POSIX_V7_ILP32_OFF32_CFLAGS 1132
#define _CS_POSIX_V7_ILP32_OFF32_LDFLAGS 1133
#define _CS_POSIX_V7_ILP32_OFF32_LIBS 1134
#define _CS_POSIX_V7_ILP32_OFF32_LINTFLAGS 1135
#define _CS_POSIX_V7_ILP32_OFFBIG_CFLAGS 1136
#define _CS_POSIX_V7_ILP32_OFFBIG_LDFLAGS 1137
#define _CS_POSIX_V7_ILP32_OFFBIG_LIBS 1138
#define _CS_POSIX_V7_ILP32_OFFBIG_LINTFLAGS 1139
#define _CS_POSIX_V7_LP64_OFF64_CFLAGS 1140
#define _CS_POSIX_V7_LP64_OFF64_LDFLAGS 1141
#define _CS_POSIX_V7_LP64_OFF64_LIBS 1142
#define _CS_POSIX_V7_LP64_OFF64_LINTFLAGS 1143
#define _CS_POSIX_V7_LPBIG_OFFBIG_CFLAGS 1144
#define _CS_POSIX_V7_LPBIG_OFFBIG_LDFLAGS 1145
#define _CS_POSIX_V7_LPBIG_OFFBIG_LIBS 1146
#define _CS_POSIX_V7_LPBIG_OFFBIG_LINTFLAGS 1147
#define _CS_V6_ENV 1148
#define _CS_V7_ENV 1149

/* Runtime entry points. */
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
ssize_t pread(int, void *, size_t, off_t);
ssize_t pwrite(int, const void *, size_t, off_t);
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
int unlinkat(int, const char *, int);
int link(const char *, const char *);
int linkat(int, const char *, int, const char *, int);
int symlink(const char *, const char *);
int symlinkat(const char *, int, const char *);
ssize_t readlinkat(int, const char *restrict, char *restrict, size_t);
int faccessat(int, const char *, int, int);
int fchownat(int, const char *, uid_t, gid_t, int);
int rmdir(const char *);
int chdir(const char *);
int fchdir(int);
char *getcwd(char *, size_t);
int access(const char *, int);
/* access with the effective IDs (GNU): faccessat with AT_EACCESS. */
int eaccess(const char *, int);
int euidaccess(const char *, int);
ssize_t readlink(const char *restrict, char *restrict, size_t);
int ftruncate(int, off_t);
int fsync(int);
int fdatasync(int);
int chown(const char *, uid_t, gid_t);
int lchown(const char *, uid_t, gid_t);
int fchown(int, uid_t, gid_t);
long sysconf(int);
long pathconf(const char *, int);
long fpathconf(int, int);
pid_t setsid(void);
int setuid(uid_t);
int setgid(gid_t);
int seteuid(uid_t);
int setegid(gid_t);
int setreuid(uid_t, uid_t);
int setregid(gid_t, gid_t);
int setresuid(uid_t, uid_t, uid_t);
int setresgid(gid_t, gid_t, gid_t);
int getresuid(uid_t *, uid_t *, uid_t *);
int getresgid(gid_t *, gid_t *, gid_t *);
int getgroups(int, gid_t[]);
/* The program break: one object of the safe world (docs/safe-mode.md
   "Mappings"), for allocators written on sbrk. */
void *sbrk(intptr_t);
int brk(void *);
int daemon(int, int);
unsigned alarm(unsigned);
int pause(void);
pid_t getsid(pid_t);
pid_t getpgid(pid_t);
int setpgid(pid_t, pid_t);
int chroot(const char *);
void sync(void);
int sethostname(const char *, size_t);
int ttyname_r(int, char *, size_t);
int dup(int);
int dup2(int, int);
int pipe(int[2]);
int pipe2(int[2], int);
int dup3(int, int, int);
pid_t fork(void);
int execve(const char *, char *const[], char *const[]);
_Noreturn void _exit(int);

/* libc, on top of them. */
int execv(const char *, char *const[]);
int execvp(const char *, char *const[]);
int execvpe(const char *, char *const[], char *const[]);
int execl(const char *, const char *, ...);
int execle(const char *, const char *, ...);
int execlp(const char *, const char *, ...);
size_t confstr(int, char *, size_t);
char *getlogin(void);
int getlogin_r(char *, size_t);
unsigned sleep(unsigned);
int usleep(unsigned);
int getpagesize(void);
int getdtablesize(void);
char *getwd(char *);
pid_t getpgrp(void);
char *ttyname(int);
int gethostname(char *, size_t);
int getopt(int, char *const[], const char *);
pid_t tcgetpgrp(int);
int tcsetpgrp(int, pid_t);

extern char *optarg;
extern int optind, opterr, optopt;

extern char **environ;

#endif
