// entry_ioctl.c — ioctl in the safe world.  An ioctl's third argument is
// whatever the request says it is, so the runtime knows the requests
// programs use (terminals, descriptors) and what each does with its
// argument: nothing, an integer value, or a buffer of a known size the
// kernel reads or writes.  The buffer is checked before the call; any
// other request fails with EINVAL instead of letting the kernel write
// through an unchecked pointer.  Sizes are the kernel's (struct termios
// for TCGETS is the kernel's 36 bytes; libc's tcgetattr converts).
#include "runtime.h"
#include <errno.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef enum { ARG_NONE, ARG_VALUE, ARG_IN, ARG_OUT } IoctlArg;

typedef struct {
  unsigned long request;
  IoctlArg arg;
  uint64_t size;  // for ARG_IN (the kernel reads) and ARG_OUT (it writes)
} IoctlRule;

#define KERNEL_TERMIOS 36
#define WINSIZE 8

static const IoctlRule rules[] = {
    {TCGETS, ARG_OUT, KERNEL_TERMIOS},
    {TCSETS, ARG_IN, KERNEL_TERMIOS},
    {TCSETSW, ARG_IN, KERNEL_TERMIOS},
    {TCSETSF, ARG_IN, KERNEL_TERMIOS},
    {TCSBRK, ARG_VALUE, 0},
    {TCXONC, ARG_VALUE, 0},
    {TCFLSH, ARG_VALUE, 0},
    {TIOCEXCL, ARG_NONE, 0},
    {TIOCNXCL, ARG_NONE, 0},
    {TIOCSCTTY, ARG_VALUE, 0},
    {TIOCGPGRP, ARG_OUT, sizeof(int)},
    {TIOCSPGRP, ARG_IN, sizeof(int)},
    {TIOCOUTQ, ARG_OUT, sizeof(int)},
    {TIOCGWINSZ, ARG_OUT, WINSIZE},
    {TIOCSWINSZ, ARG_IN, WINSIZE},
    {FIONREAD, ARG_OUT, sizeof(int)},
    {FIONBIO, ARG_IN, sizeof(int)},
    {TIOCNOTTY, ARG_NONE, 0},
    {TIOCGSID, ARG_OUT, sizeof(int)},
    {FIONCLEX, ARG_NONE, 0},
    {FIOCLEX, ARG_NONE, 0},
    {FIOASYNC, ARG_IN, sizeof(int)},
    {TIOCGPTN, ARG_OUT, sizeof(unsigned int)},  // a pty master's number
    {TIOCSPTLCK, ARG_IN, sizeof(int)},          // lock or unlock its slave
};

static const IoctlRule *find_rule(unsigned long request) {
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
    if (rules[i].request == request)
      return &rules[i];
  return NULL;
}

// ioctl(fd, request, ...).  A terminal read may wait (TCSETSW drains
// output), so the call is made as a blocking one.
SafeRet rt_ioctl(const uint64_t *words, uint64_t n) {
  unsigned long request = (unsigned int)ARG(1);
  const IoctlRule *rule = find_rule(request);
  long arg = 0;
  if (!rule)
    return rt_fail(EINVAL);
  if (rule->arg == ARG_VALUE)
    arg = (long)ARG(2);
  else if (rule->arg != ARG_NONE)
    arg = (long)(uintptr_t)check_access(ARG(2), CAP(2), rule->size, rule->arg == ARG_OUT,
                                        "ioctl");
  return rt_result(rt_blocking_syscall(SYS_ioctl, (long)(int)ARG(0), (long)request, arg, 0));
}
