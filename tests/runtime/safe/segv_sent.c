// tests/runtime/safe/segv_sent.c — the runtime keeps its own SIGSEGV
// handler, which turns the fault of an access check through a null
// capability into a safety error (runtime/trap.c).  A SIGSEGV that is no
// such fault must still behave as it did: one sent by raise or kill ends
// the program by SIGSEGV, unless the program ignores it.
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;

// Runs child() in a child process; returns its wait status.
static int status_of(void (*child)(void)) {
  pid_t pid = fork();
  if (pid == 0) {
    child();
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

static void expect_killed_by_segv(const char *what, int status) {
  if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGSEGV) {
    printf("%s: expected death by SIGSEGV, got status 0x%x\n", what, status);
    failures++;
  }
}

static void raise_segv(void) { raise(SIGSEGV); }
static void kill_self_segv(void) { kill(getpid(), SIGSEGV); }
static void ignore_then_raise(void) {
  signal(SIGSEGV, SIG_IGN);
  raise(SIGSEGV);
  _exit(7);
}
static void on_segv(int sig) { (void)sig; }
static void handler_then_raise(void) {
  signal(SIGSEGV, on_segv); // handlers of synchronous signals are not run
  raise(SIGSEGV);
}

int main(void) {
  expect_killed_by_segv("raise(SIGSEGV)", status_of(raise_segv));
  expect_killed_by_segv("kill(getpid(), SIGSEGV)", status_of(kill_self_segv));
  expect_killed_by_segv("raise(SIGSEGV) with a handler", status_of(handler_then_raise));
  int st = status_of(ignore_then_raise);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 7) {
    printf("ignored SIGSEGV: expected exit 7, got status 0x%x\n", st);
    failures++;
  }
  if (failures)
    return 1;
  puts("segv_sent: ok");
  return 0;
}
