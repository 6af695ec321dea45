// shim.c — the runtime's entry points for the host harness: each sc_<name>
// (the libc sources' <name> after objcopy --prefix-symbols=sc_) calls the
// host's function and copies a failure's errno into the safe libc's errno.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// The safe world's errno (the runtime's per-thread int; one is enough here).
int sc_errno;
int *sc___errno_location(void) { return &sc_errno; }

static long note(long r) {
  if (r < 0)
    sc_errno = errno;
  return r;
}

void *sc_malloc(size_t n) { return calloc(1, n ? n : 1); }
void *sc_calloc(size_t n, size_t m) { return calloc(n ? n : 1, m ? m : 1); }
void *sc_realloc(void *p, size_t n) { return realloc(p, n); }
void sc_free(void *p) { free(p); }
void *sc_memcpy(void *d, const void *s, size_t n) { return memcpy(d, s, n); }
void *sc___libc_memcpy(void *d, const void *s, size_t n) { return memcpy(d, s, n); }
void *sc_memmove(void *d, const void *s, size_t n) { return memmove(d, s, n); }
void *sc_memset(void *d, int c, size_t n) { return memset(d, c, n); }
void sc__Exit(int s) { _exit(s); }
void sc__exit(int s) { _exit(s); }
void sc_abort(void) { abort(); }
long sc_write(int fd, const void *p, size_t n) { return note(write(fd, p, n)); }
long sc___libc_write(int fd, const void *p, size_t n) { return note(write(fd, p, n)); }
long sc_read(int fd, void *p, size_t n) { return note(read(fd, p, n)); }
int sc_close(int fd) { return (int)note(close(fd)); }
long sc_lseek(int fd, long off, int w) { return note(lseek(fd, off, w)); }
int sc_isatty(int fd) { return isatty(fd); }
int sc_getpid(void) { return getpid(); }
void sc___run_destructors(void) {}
void *sc_aligned_alloc(size_t a, size_t n) { return aligned_alloc(a, n); }
int sc_unlink(const char *p) { return (int)note(unlink(p)); }
int sc_open(const char *path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int mode = va_arg(ap, int);
  va_end(ap);
  return (int)note(open(path, flags, mode));
}
int sc_clock_gettime(clockid_t c, struct timespec *ts) { return (int)note(clock_gettime(c, ts)); }
int sc_nanosleep(const struct timespec *a, struct timespec *b) { return (int)note(nanosleep(a, b)); }
int sc_waitpid(int pid, int *st, int opt) { return (int)note(waitpid(pid, st, opt)); }
int sc_execve(const char *p, char *const a[], char *const e[]) { return (int)note(execve(p, a, e)); }
long sc_time(long *t) { return (long)time((time_t *)t); }
int sc_access(const char *p, int m) { return (int)note(access(p, m)); }
int sc_fork(void) { return (int)note(fork()); }
long sc_getrandom(void *b, size_t n, unsigned f) { return note(syscall(SYS_getrandom, b, n, f)); }
int sc_lstat(const char *p, struct stat *st) { return (int)note(lstat(p, st)); }
char *sc___getcwd(char *b, size_t n) { char *r = getcwd(b, n); if (!r) sc_errno = errno; return r; }
char *sc___realpath(const char *p, char *r) { char *x = realpath(p, r); if (!x) sc_errno = errno; return x; }
int sc_kill(int pid, int sig) { return (int)note(kill(pid, sig)); }
int sc_wait4(int pid, int *st, int o, struct rusage *u) { return (int)note(wait4(pid, st, o, u)); }
int sc_setsid(void) { return (int)note(setsid()); }
int sc_chdir(const char *p) { return (int)note(chdir(p)); }
int sc_rename(const char *a, const char *b) { return (int)note(rename(a, b)); }
int sc_pipe(int *fds) { return (int)note(pipe(fds)); }
int sc_dup2(int a, int b) { return (int)note(dup2(a, b)); }
typedef void (*handler_t)(int);
handler_t sc_signal(int sig, handler_t h) { return signal(sig, h); }
#include <dirent.h>
#include <sys/stat.h>
long sc_getdents64(int fd, void *buf, size_t n) { return note(getdents64(fd, buf, n)); }
long sc_sysconf(int name) { return sysconf(name); }
int sc_linkat(int a, const char *p, int b, const char *q, int f) { return (int)note(linkat(a, p, b, q, f)); }
int sc_symlinkat(const char *t, int d, const char *p) { return (int)note(symlinkat(t, d, p)); }
int sc_mknodat(int d, const char *p, unsigned m, unsigned long dev) { return (int)note(mknodat(d, p, m, dev)); }
int sc_getpgid(int pid) { return (int)note(getpgid(pid)); }
int sc_ttyname_r(int fd, char *buf, size_t n) { return ttyname_r(fd, buf, n); }
int sc_sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *ts) {
  return (int)note(sigtimedwait(set, info, ts));
}
int sc_sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
  return (int)note(sigaction(sig, act, old));
}
int sc_sigprocmask(int how, const sigset_t *set, sigset_t *old) {
  return (int)note(sigprocmask(how, set, old));
}
int sc_uname(struct utsname *u) { return (int)note(uname(u)); }
int sc_faccessat(int d, const char *p, int m, int f) { return (int)note(faccessat(d, p, m, f)); }
int sc_getrlimit(int r, struct rlimit *l) { return (int)note(getrlimit(r, l)); }
int sc_setrlimit(int r, const struct rlimit *l) { return (int)note(setrlimit(r, l)); }
int sc_madvise(void *p, size_t n, int advice) { return (int)note(madvise(p, n, advice)); }
int sc_utimensat(int fd, const char *path, const struct timespec *ts, int flags) {
  return (int)note(syscall(SYS_utimensat, fd, path, ts, flags));
}
int sc_stat(const char *p, struct stat *st) { return (int)note(stat(p, st)); }
int sc_mkdir(const char *p, unsigned m) { return (int)note(mkdir(p, m)); }
int sc_rmdir(const char *p) { return (int)note(rmdir(p)); }
#include <sched.h>
int sc_sched_yield(void) { return sched_yield(); }
int sc_sched_setparam(int pid, const struct sched_param *p) { return (int)note(sched_setparam(pid, p)); }
int sc_sched_setscheduler(int pid, int pol, const struct sched_param *p) {
  return (int)note(sched_setscheduler(pid, pol, p));
}
// What posix_spawn's child calls (libc/src/process/spawn_child.c).
int sc_pipe2(int *fds, int flags) { return (int)note(pipe2(fds, flags)); }
int sc_fcntl(int fd, int cmd, long arg) { return (int)note(fcntl(fd, cmd, arg)); }
int sc_fchdir(int fd) { return (int)note(fchdir(fd)); }
int sc_setpgid(int pid, int pg) { return (int)note(setpgid(pid, pg)); }
int sc_seteuid(unsigned u) { return (int)note(seteuid(u)); }
int sc_setegid(unsigned g) { return (int)note(setegid(g)); }
unsigned sc_getuid(void) { return getuid(); }
unsigned sc_getgid(void) { return getgid(); }
// The runtime's pthread entry points (our pthread_mutex_t and
// pthread_cond_t have glibc's sizes, and all-zero is initialised in both).
#include <pthread.h>
int sc_pthread_mutex_lock(pthread_mutex_t *m) { return pthread_mutex_lock(m); }
int sc_pthread_mutex_unlock(pthread_mutex_t *m) { return pthread_mutex_unlock(m); }
int sc_pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) { return pthread_cond_wait(c, m); }
int sc_pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *t) {
  return pthread_cond_timedwait(c, m, t);
}
int sc_pthread_cond_signal(pthread_cond_t *c) { return pthread_cond_signal(c); }
int sc_pthread_cond_broadcast(pthread_cond_t *c) { return pthread_cond_broadcast(c); }
// What C11's <threads.h> (libc/src/thread/) is built on.  pthread_t and
// pthread_key_t are glibc's types too; the start routine and destructors
// are libc's own (renamed) functions, plain host code here.
// (sc_pthread_create is below, with the timers'.)
int sc_pthread_join(pthread_t t, void **r) { return pthread_join(t, r); }
int sc_pthread_detach(pthread_t t) { return pthread_detach(t); }
void sc_pthread_exit(void *r) { pthread_exit(r); }
pthread_t sc_pthread_self(void) { return pthread_self(); }
int sc_pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a) {
  return pthread_mutex_init(m, a);
}
int sc_pthread_mutex_destroy(pthread_mutex_t *m) { return pthread_mutex_destroy(m); }
int sc_pthread_mutex_trylock(pthread_mutex_t *m) { return pthread_mutex_trylock(m); }
int sc_pthread_mutex_timedlock(pthread_mutex_t *m, const struct timespec *t) {
  return pthread_mutex_timedlock(m, t);
}
int sc_pthread_mutexattr_init(pthread_mutexattr_t *a) { return pthread_mutexattr_init(a); }
int sc_pthread_mutexattr_destroy(pthread_mutexattr_t *a) { return pthread_mutexattr_destroy(a); }
int sc_pthread_mutexattr_settype(pthread_mutexattr_t *a, int k) {
  return pthread_mutexattr_settype(a, k);
}
int sc_pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *a) {
  return pthread_cond_init(c, a);
}
int sc_pthread_cond_destroy(pthread_cond_t *c) { return pthread_cond_destroy(c); }
int sc_pthread_once(pthread_once_t *o, void (*f)(void)) { return pthread_once(o, f); }
int sc_pthread_key_create(pthread_key_t *k, void (*d)(void *)) { return pthread_key_create(k, d); }
int sc_pthread_key_delete(pthread_key_t k) { return pthread_key_delete(k); }
void *sc_pthread_getspecific(pthread_key_t k) { return pthread_getspecific(k); }
int sc_pthread_setspecific(pthread_key_t k, const void *v) { return pthread_setspecific(k, v); }
// Sockets (runtime/entry_socket.c): our layouts are glibc's.
#include <poll.h>
#include <sys/select.h>
#include <sys/socket.h>
int sc_socket(int d, int t, int p) { return (int)note(socket(d, t, p)); }
int sc_socketpair(int d, int t, int p, int fds[2]) { return (int)note(socketpair(d, t, p, fds)); }
int sc_bind(int fd, const struct sockaddr *a, socklen_t n) { return (int)note(bind(fd, a, n)); }
int sc_connect(int fd, const struct sockaddr *a, socklen_t n) { return (int)note(connect(fd, a, n)); }
int sc_listen(int fd, int n) { return (int)note(listen(fd, n)); }
int sc_accept(int fd, struct sockaddr *a, socklen_t *n) { return (int)note(accept(fd, a, n)); }
int sc_accept4(int fd, struct sockaddr *a, socklen_t *n, int f) { return (int)note(accept4(fd, a, n, f)); }
int sc_shutdown(int fd, int how) { return (int)note(shutdown(fd, how)); }
long sc_send(int fd, const void *b, size_t n, int f) { return note(send(fd, b, n, f)); }
long sc_sendto(int fd, const void *b, size_t n, int f, const struct sockaddr *a, socklen_t l) {
  return note(sendto(fd, b, n, f, a, l));
}
long sc_recv(int fd, void *b, size_t n, int f) { return note(recv(fd, b, n, f)); }
long sc_recvfrom(int fd, void *b, size_t n, int f, struct sockaddr *a, socklen_t *l) {
  return note(recvfrom(fd, b, n, f, a, l));
}
long sc_sendmsg(int fd, const struct msghdr *m, int f) { return note(sendmsg(fd, m, f)); }
long sc_recvmsg(int fd, struct msghdr *m, int f) { return note(recvmsg(fd, m, f)); }
int sc_getsockname(int fd, struct sockaddr *a, socklen_t *l) { return (int)note(getsockname(fd, a, l)); }
int sc_getpeername(int fd, struct sockaddr *a, socklen_t *l) { return (int)note(getpeername(fd, a, l)); }
int sc_getsockopt(int fd, int lv, int o, void *v, socklen_t *l) {
  return (int)note(getsockopt(fd, lv, o, v, l));
}
int sc_setsockopt(int fd, int lv, int o, const void *v, socklen_t l) {
  return (int)note(setsockopt(fd, lv, o, v, l));
}
int sc_poll(struct pollfd *p, nfds_t n, int t) { return (int)note(poll(p, n, t)); }
int sc_select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *t) {
  return (int)note(select(n, r, w, e, t));
}
#include <sys/ioctl.h>
// The third argument is whatever the request says; an integer travels in
// the same register as a pointer.
int sc_ioctl(int fd, unsigned long request, ...) {
  va_list ap;
  va_start(ap, request);
  void *arg = va_arg(ap, void *);
  va_end(ap);
  return (int)note(ioctl(fd, request, arg));
}

// <fenv.h>: the host's, as the runtime's entry_fenv.c calls it.
#include <fenv.h>
int sc_feclearexcept(int e) { return feclearexcept(e); }
int sc_feraiseexcept(int e) { return feraiseexcept(e); }
int sc_fetestexcept(int e) { return fetestexcept(e); }
int sc_fegetexceptflag(fexcept_t *f, int e) { return fegetexceptflag(f, e); }
int sc_fesetexceptflag(const fexcept_t *f, int e) { return fesetexceptflag(f, e); }
int sc_fegetround(void) { return fegetround(); }
int sc_fesetround(int r) { return fesetround(r); }
int sc_fegetenv(fenv_t *e) { return fegetenv(e); }
int sc_feholdexcept(fenv_t *e) { return feholdexcept(e); }
int sc_fesetenv(const fenv_t *e) { return fesetenv(e); }
int sc_feupdateenv(const fenv_t *e) { return feupdateenv(e); }

// What libc's sigqueue calls (libc/src/signal/sigqueue.c).
int sc___rt_sigqueueinfo(int pid, int sig, const siginfo_t *si) {
  return (int)note(syscall(SYS_rt_sigqueueinfo, pid, sig, si));
}

// What libc's timer calls use (libc/src/time/timer.c, timer_thread.c).
// The host harness never starts a timer's thread: libc's pthread_attr_t
// is not glibc's, so pthread_create gets the host's default attributes.
#include <sys/eventfd.h>
#include <sys/timerfd.h>
int sc___timer_create(clockid_t c, struct sigevent *ev, timer_t *t) { return (int)note(timer_create(c, ev, t)); }
int sc___timer_settime(timer_t t, int f, const struct itimerspec *v, struct itimerspec *o) {
  return (int)note(timer_settime(t, f, v, o));
}
int sc___timer_gettime(timer_t t, struct itimerspec *v) { return (int)note(timer_gettime(t, v)); }
int sc___timer_getoverrun(timer_t t) { return (int)note(timer_getoverrun(t)); }
int sc___timer_delete(timer_t t) { return (int)note(timer_delete(t)); }
int sc_timerfd_create(int c, int f) { return (int)note(timerfd_create(c, f)); }
int sc_timerfd_settime(int fd, int f, const struct itimerspec *v, struct itimerspec *o) {
  return (int)note(timerfd_settime(fd, f, v, o));
}
int sc_timerfd_gettime(int fd, struct itimerspec *v) { return (int)note(timerfd_gettime(fd, v)); }
int sc_eventfd(unsigned v, int f) { return (int)note(eventfd(v, f)); }
int sc_pthread_create(pthread_t *t, const void *attr, void *(*fn)(void *), void *arg) {
  (void)attr;
  return pthread_create(t, NULL, fn, arg);
}

// Named and process-shared semaphores (libc/src/thread/sem.c, sem_open.c).
int sc_fstat(int fd, struct stat *st) { return (int)note(fstat(fd, st)); }
void *sc_mmap(void *addr, size_t n, int prot, int flags, int fd, off_t off) {
  void *p = mmap(addr, n, prot, flags, fd, off);
  if (p == MAP_FAILED)
    sc_errno = errno;
  return p;
}
int sc_munmap(void *addr, size_t n) { return (int)note(munmap(addr, n)); }
// dlfcn.c's entry points: the host harness loads no safe library.
void *sc___dlopen(const char *file, int mode) { (void)file; (void)mode; return NULL; }
void *sc___dlsym(void *handle, const char *name) { (void)handle; (void)name; return NULL; }
int sc___dlclose(void *handle) { (void)handle; return 0; }
int sc___dlerror(char *buf, size_t size) { (void)buf; (void)size; return 0; }
int sc___futex_wait(volatile int *word, int expected, int shared, clockid_t clock,
                    const struct timespec *until) {
  int op = FUTEX_WAIT_BITSET | (shared ? 0 : FUTEX_PRIVATE_FLAG);
  if (until && clock == CLOCK_REALTIME)
    op |= FUTEX_CLOCK_REALTIME;
  return (int)note(syscall(SYS_futex, word, op, expected, until, 0, FUTEX_BITSET_MATCH_ANY));
}
int sc___futex_wake(volatile int *word, int count, int shared) {
  return (int)note(syscall(SYS_futex, word, FUTEX_WAKE | (shared ? 0 : FUTEX_PRIVATE_FLAG), count));
}
