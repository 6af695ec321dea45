/* signal.h - C11 7.14 with the Linux signal numbers.  signal, sigaction,
   raise, kill, sigprocmask, sigpending, sigsuspend, the sigwait family
   and sigqueue's __rt_sigqueueinfo are runtime entry points (a safe
   handler runs at the thread's next safepoint, or before the entry point
   it interrupted returns). */
#ifndef _SIGNAL_H
#define _SIGNAL_H

#include <bits/types.h>
#include <bits/timespec.h>

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
#define _NSIG 65
/* Real-time signals, queued: each sigqueue reaches the handler, in order.
   As in glibc, 32 and 33 are taken by the threads library, so SIGRTMIN
   is 34. */
#define SIGRTMIN (__libc_current_sigrtmin())
#define SIGRTMAX (__libc_current_sigrtmax())
int __libc_current_sigrtmin(void);
int __libc_current_sigrtmax(void);

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

union sigval {
  int sival_int;
  void *sival_ptr;
};
typedef union sigval sigval_t;

/* glibc's struct sigevent (64 bytes), for timer_create.  The kernel keeps
   sigev_value as plain data: a sival_ptr comes back in the siginfo with
   its address and no capability (a SIGEV_THREAD timer's function, which
   libc calls, gets it whole). */
#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define SIGEV_THREAD 2
#define SIGEV_THREAD_ID 4
typedef struct sigevent {
  union sigval sigev_value;
  int sigev_signo;
  int sigev_notify;
  union {
    int __pad[12];
    pid_t __tid;
    struct {
      void (*__fn)(union sigval);
      void *__attr;
    } __notify;
  } __sigev_un;
} sigevent_t;
#define sigev_notify_function __sigev_un.__notify.__fn
#define sigev_notify_attributes __sigev_un.__notify.__attr
#define sigev_notify_thread_id __sigev_un.__tid

/* glibc's siginfo_t (128 bytes).  A safe handler's siginfo_t is an object
   the runtime made for that delivery, holding the host's siginfo; its
   pointer fields (si_addr, si_value.sival_ptr, si_call_addr) hold the
   address only, with no capability: dereferencing one traps. */
typedef struct {
  int si_signo;
  int si_errno;
  int si_code;
  int __pad0;
  union {
    int __pad[28];
    struct { pid_t si_pid; uid_t si_uid; } __kill;
    struct { int si_tid; int si_overrun; union sigval si_sigval; } __timer;
    struct { pid_t si_pid; uid_t si_uid; union sigval si_sigval; } __rt;
    struct { pid_t si_pid; uid_t si_uid; int si_status; clock_t si_utime; clock_t si_stime; } __sigchld;
    struct { void *si_addr; short si_addr_lsb; } __sigfault;
    struct { long si_band; int si_fd; } __sigpoll;
    struct { void *si_call_addr; int si_syscall; unsigned si_arch; } __sigsys;
  } __si_fields;
} siginfo_t;

#define si_pid __si_fields.__kill.si_pid
#define si_uid __si_fields.__kill.si_uid
#define si_timerid __si_fields.__timer.si_tid
#define si_overrun __si_fields.__timer.si_overrun
#define si_value __si_fields.__rt.si_sigval
#define si_int si_value.sival_int
#define si_ptr si_value.sival_ptr
#define si_status __si_fields.__sigchld.si_status
#define si_utime __si_fields.__sigchld.si_utime
#define si_stime __si_fields.__sigchld.si_stime
#define si_addr __si_fields.__sigfault.si_addr
#define si_addr_lsb __si_fields.__sigfault.si_addr_lsb
#define si_band __si_fields.__sigpoll.si_band
#define si_fd __si_fields.__sigpoll.si_fd
#define si_call_addr __si_fields.__sigsys.si_call_addr
#define si_syscall __si_fields.__sigsys.si_syscall
#define si_arch __si_fields.__sigsys.si_arch

#define SI_ASYNCNL (-60)
#define SI_TKILL (-6)
#define SI_SIGIO (-5)
#define SI_ASYNCIO (-4)
#define SI_MESGQ (-3)
#define SI_TIMER (-2)
#define SI_QUEUE (-1)
#define SI_USER 0
#define SI_KERNEL 0x80
#define ILL_ILLOPC 1
#define ILL_ILLOPN 2
#define ILL_ILLADR 3
#define ILL_ILLTRP 4
#define ILL_PRVOPC 5
#define ILL_PRVREG 6
#define ILL_COPROC 7
#define ILL_BADSTK 8
#define FPE_INTDIV 1
#define FPE_INTOVF 2
#define FPE_FLTDIV 3
#define FPE_FLTOVF 4
#define FPE_FLTUND 5
#define FPE_FLTRES 6
#define FPE_FLTINV 7
#define FPE_FLTSUB 8
#define SEGV_MAPERR 1
#define SEGV_ACCERR 2
#define BUS_ADRALN 1
#define BUS_ADRERR 2
#define BUS_OBJERR 3
#define TRAP_BRKPT 1
#define TRAP_TRACE 2
#define CLD_EXITED 1
#define CLD_KILLED 2
#define CLD_DUMPED 3
#define CLD_TRAPPED 4
#define CLD_STOPPED 5
#define CLD_CONTINUED 6
#define POLL_IN 1
#define POLL_OUT 2
#define POLL_MSG 3
#define POLL_ERR 4
#define POLL_PRI 5
#define POLL_HUP 6

/* glibc's layout (152 bytes).  The runtime keeps sa_mask and sa_flags and
   reports them back exactly; sa_restorer is not used (reported as 0).  An
   SA_SIGINFO handler's third argument is a null pointer where glibc
   passes a ucontext_t: safe code is not given the machine context. */
struct sigaction {
  union {
    void (*sa_handler)(int);
    void (*sa_sigaction)(int, siginfo_t *, void *);
  } __sa_handler;
  sigset_t sa_mask;
  int sa_flags;
  void (*sa_restorer)(void);
};
#define sa_handler __sa_handler.sa_handler
#define sa_sigaction __sa_handler.sa_sigaction

/* Alternate signal stacks (glibc's layout and constants).  Safe handlers
   run at the interrupted thread's next safepoint, on its own stack, and
   a stack overflow is a safety error the runtime reports, so sigaltstack
   records the stack (per thread) and reports it back, and no handler
   ever runs on it (SS_ONSTACK is never set). */
typedef struct {
  void *ss_sp;
  int ss_flags;
  size_t ss_size;
} stack_t;
#define SS_ONSTACK 1
#define SS_DISABLE 2
#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192
int sigaltstack(const stack_t *restrict, stack_t *restrict);

/* Runtime entry points. */
void (*signal(int, void (*)(int)))(int);
int sigaction(int, const struct sigaction *restrict, struct sigaction *restrict);
int raise(int);
int kill(pid_t, int);
int killpg(pid_t, int);
/* The calling thread's mask (a blocked signal's safe handler waits until
   the mask lets it through), and waiting for a signal. */
int sigprocmask(int, const sigset_t *restrict, sigset_t *restrict);
int sigpending(sigset_t *);
int sigsuspend(const sigset_t *);

int sigtimedwait(const sigset_t *restrict, siginfo_t *restrict, const struct timespec *restrict);
/* libc's sigqueue fills the siginfo for the runtime's __rt_sigqueueinfo
   (the kernel's rt_sigqueueinfo: 128 bytes read). */
int __rt_sigqueueinfo(pid_t, int, const siginfo_t *);

/* libc. */
int sigwait(const sigset_t *restrict, int *restrict);
int sigwaitinfo(const sigset_t *restrict, siginfo_t *restrict);
int sigqueue(pid_t, int, const union sigval);
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
