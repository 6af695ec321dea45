/* signal.h - C11 7.14 with the Linux signal numbers.  signal, raise, kill,
   sigprocmask, sigpending and sigsuspend are runtime entry points (a safe
   handler runs at the thread's next safepoint). */
#ifndef _SIGNAL_H
#define _SIGNAL_H

#include <bits/types.h>

typedef int sig_atomic_t;
typedef void (*sighandler_t)(int);
#include <bits/sigset.h>

#define SIG_DFL ((void (*)(int))0)
#define SIG_IGN ((void (*)(int))1)
#define SIG_ERR ((void (*)(int))-1)

#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT SIGABRT
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGSTKFLT 16
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGURG 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGIO 29
#define SIGPOLL SIGIO
#define SIGPWR 30
#define SIGSYS 31
#define NSIG 65

#define SA_NOCLDSTOP 1
#define SA_NOCLDWAIT 2
#define SA_SIGINFO 4
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

/* sigaction is libc's, on top of the runtime's signal(): only sa_handler
   is honoured (no SA_SIGINFO handlers, no masks; flags are ignored). */
struct sigaction {
  void (*sa_handler)(int);
  sigset_t sa_mask;
  int sa_flags;
};

/* Runtime entry points. */
void (*signal(int, void (*)(int)))(int);
int raise(int);
int kill(pid_t, int);
int killpg(pid_t, int);
/* The calling thread's mask (a blocked signal's safe handler waits until
   the mask lets it through), and waiting for a signal. */
int sigprocmask(int, const sigset_t *restrict, sigset_t *restrict);
int sigpending(sigset_t *);
int sigsuspend(const sigset_t *);

/* libc. */
int sigaction(int, const struct sigaction *restrict, struct sigaction *restrict);
int sigemptyset(sigset_t *);
int sigfillset(sigset_t *);
int sigaddset(sigset_t *, int);
int sigdelset(sigset_t *, int);
int sigismember(const sigset_t *, int);
int pthread_sigmask(int, const sigset_t *restrict, sigset_t *restrict);
void psignal(int, const char *);
/* Accepted, but interrupted calls always restart (every handler is
   installed with SA_RESTART). */
int siginterrupt(int, int);

#endif
