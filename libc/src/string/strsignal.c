// strsignal.c — strsignal: glibc's descriptions of the Linux signals.
//
// Signals 32 and 33 are taken by glibc's threads, so for programs its
// real-time signals start at 34 and it prints them as "Real-time signal
// N" counted from there (34 is "Real-time signal 0", 64 the last); every
// other number is "Unknown signal N".  We print the same.
#include <signal.h>
#include <stdio.h>
#include <string.h>

static const char *const names[] = {
  [SIGHUP] = "Hangup",
  [SIGINT] = "Interrupt",
  [SIGQUIT] = "Quit",
  [SIGILL] = "Illegal instruction",
  [SIGTRAP] = "Trace/breakpoint trap",
  [SIGABRT] = "Aborted",
  [SIGBUS] = "Bus error",
  [SIGFPE] = "Floating point exception",
  [SIGKILL] = "Killed",
  [SIGUSR1] = "User defined signal 1",
  [SIGSEGV] = "Segmentation fault",
  [SIGUSR2] = "User defined signal 2",
  [SIGPIPE] = "Broken pipe",
  [SIGALRM] = "Alarm clock",
  [SIGTERM] = "Terminated",
  [SIGSTKFLT] = "Stack fault",
  [SIGCHLD] = "Child exited",
  [SIGCONT] = "Continued",
  [SIGSTOP] = "Stopped (signal)",
  [SIGTSTP] = "Stopped",
  [SIGTTIN] = "Stopped (tty input)",
  [SIGTTOU] = "Stopped (tty output)",
  [SIGURG] = "Urgent I/O condition",
  [SIGXCPU] = "CPU time limit exceeded",
  [SIGXFSZ] = "File size limit exceeded",
  [SIGVTALRM] = "Virtual timer expired",
  [SIGPROF] = "Profiling timer expired",
  [SIGWINCH] = "Window changed",
  [SIGIO] = "I/O possible",
  [SIGPWR] = "Power failure",
  [SIGSYS] = "Bad system call",
};

#define FIRST_RT 34
#define LAST_RT 64

char *strsignal(int sig) {
  static char other[40];
  if (sig > 0 && sig < (int)(sizeof names / sizeof names[0]) && names[sig])
    return (char *)names[sig];
  if (sig >= FIRST_RT && sig <= LAST_RT)
    snprintf(other, sizeof other, "Real-time signal %d", sig - FIRST_RT);
  else
    snprintf(other, sizeof other, "Unknown signal %d", sig);
  return other;
}
