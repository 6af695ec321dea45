// sigrtmin.c — the range of real-time signals behind SIGRTMIN and
// SIGRTMAX: glibc's, whose threads (and the runtime's) keep 32 and 33.
#include <signal.h>

int __libc_current_sigrtmin(void) { return 34; }

int __libc_current_sigrtmax(void) { return 64; }
