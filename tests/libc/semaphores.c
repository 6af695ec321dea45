// semaphores.c — sem_init's process-shared semaphores and sem_open's
// named ones between a parent and forked children, the deadlines and
// errors of the waits, and the names sem_open takes.  Prints what glibc
// answers; the safe build must print the same.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void show(const char *what, int r) {
  printf("%s: %d", what, r);
  if (r < 0)
    printf(" (%s)", strerror(errno));
  printf("\n");
}

static int value_of(sem_t *s) {
  int v = -1;
  sem_getvalue(s, &v);
  return v;
}

// A semaphore in anonymous shared memory: children wait on it until the
// parent posts, then post back on a second one.
static void shared_unnamed(void) {
  sem_t *sems = mmap(0, 2 * sizeof(sem_t), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
                     -1, 0);
  sem_t *go = &sems[0], *done = &sems[1];
  show("sem_init shared", sem_init(go, 1, 0));
  show("sem_init shared", sem_init(done, 1, 0));
  for (int i = 0; i < 3; i++) {
    if (fork() == 0) {
      if (sem_wait(go) == 0 && sem_post(done) == 0)
        _exit(0);
      _exit(1);
    }
  }
  usleep(20000);  // let the children sleep on the word
  for (int i = 0; i < 3; i++)
    sem_post(go);
  for (int i = 0; i < 3; i++)
    show("parent waits for a child", sem_wait(done));
  int status, ok = 0;
  while (wait(&status) > 0)
    ok += WIFEXITED(status) && WEXITSTATUS(status) == 0;
  printf("children that waited and posted: %d\n", ok);
  printf("values: %d %d\n", value_of(go), value_of(done));
}

// A named semaphore: a child opens it by name and posts 5 times.  (The
// name has the process id in it, so that two runs at once do not meet.)
static void named(void) {
  char name[64];
  snprintf(name, sizeof name, "/safecc-test-sem-%d", (int)getpid());
  sem_t *s = sem_open(name, O_CREAT | O_EXCL, 0600, 2);
  printf("created: %s, value %d\n", s == SEM_FAILED ? "failed" : "ok", value_of(s));
  sem_t *again = sem_open(name, 0);
  printf("opened again at the same address: %d\n", again == s);
  errno = 0;
  sem_t *excl = sem_open(name, O_CREAT | O_EXCL, 0600, 1);
  printf("O_EXCL on an existing name: %s (%s)\n", excl == SEM_FAILED ? "failed" : "ok",
         strerror(errno));
  pid_t child = fork();
  if (child == 0) {
    sem_t *c = sem_open(name, 0);
    for (int i = 0; i < 5 && c != SEM_FAILED; i++)
      sem_post(c);
    _exit(c == SEM_FAILED);
  }
  int status;
  waitpid(child, &status, 0);
  printf("child status %d, value %d\n", WEXITSTATUS(status), value_of(s));
  for (int i = 0; i < 7; i++)
    sem_wait(s);
  show("trywait on zero", sem_trywait(s));
  show("close", sem_close(s));
  show("close", sem_close(again));
  show("unlink", sem_unlink(name));
  show("unlink again", sem_unlink(name));
  errno = 0;
  sem_t *missing = sem_open(name, 0);
  printf("open missing: %s (%s)\n", missing == SEM_FAILED ? "failed" : "ok", strerror(errno));
}

static void names(void) {
  static const char *const list[] = {"", "/", "//x", "x", "/a/b", "a/b", "/sem.x"};
  for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
    errno = 0;
    sem_t *s = sem_open(list[i], O_CREAT, 0600, 1);
    int e = errno;
    printf("name \"%s\": %s", list[i], s == SEM_FAILED ? "failed" : "ok");
    if (s == SEM_FAILED) {
      printf(" (%s)", strerror(e));
      e = sem_unlink(list[i]) < 0 ? errno : 0;
      printf(", unlink: %s\n", strerror(e));
    } else {
      sem_close(s);
      printf(", unlink %d\n", sem_unlink(list[i]));
    }
  }
  char name[300];
  for (int n = 250; n < 258; n++) {
    name[0] = '/';
    memset(name + 1, 'q', (size_t)n);
    name[n + 1] = 0;
    errno = 0;
    sem_t *s = sem_open(name, O_CREAT, 0600, 1);
    printf("name of %d bytes: %s", n, s == SEM_FAILED ? "failed" : "ok");
    if (s == SEM_FAILED)
      printf(" (%s)", strerror(errno));
    else
      sem_close(s), sem_unlink(name);
    printf("\n");
  }
}

static void deadlines_and_errors(void) {
  sem_t s;
  sem_init(&s, 0, 1);
  struct timespec bad = {0, 1000000000}, past = {1, 0}, soon;
  show("timedwait, bad tv_nsec, count 1", sem_timedwait(&s, &bad));
  printf("value %d\n", value_of(&s));
  show("timedwait, past deadline, count 1", sem_timedwait(&s, &past));
  show("timedwait, past deadline, count 0", sem_timedwait(&s, &past));
  clock_gettime(CLOCK_REALTIME, &soon);
  soon.tv_nsec += 30000000;
  if (soon.tv_nsec >= 1000000000)
    soon.tv_sec++, soon.tv_nsec -= 1000000000;
  show("timedwait, 30 ms ahead", sem_timedwait(&s, &soon));
  clock_gettime(CLOCK_MONOTONIC, &soon);
  soon.tv_sec += 0;
  soon.tv_nsec = soon.tv_nsec / 2;
  show("clockwait, monotonic, past", sem_clockwait(&s, CLOCK_MONOTONIC, &soon));
  show("clockwait, bad clock", sem_clockwait(&s, 12345, &soon));
  sem_t full;
  sem_init(&full, 0, 0x7fffffff);
  show("post at SEM_VALUE_MAX", sem_post(&full));
  show("init above SEM_VALUE_MAX", sem_init(&full, 0, 0x80000000u));
  printf("sizeof(sem_t) %zu\n", sizeof(sem_t));
}

static volatile sig_atomic_t alarms;
static void on_alarm(int sig) {
  (void)sig;
  alarms++;
}

// A handler that runs during a wait ends it with EINTR, with or without
// SA_RESTART (as glibc's waits).
static void interrupted(void) {
  sem_t s;
  sem_init(&s, 0, 0);
  for (int restart = 0; restart < 2; restart++) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = restart ? SA_RESTART : 0;
    sigaction(SIGALRM, &sa, 0);
    struct itimerval in_30ms = {{0, 0}, {0, 30000}};
    setitimer(ITIMER_REAL, &in_30ms, 0);
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 5;
    int r = restart ? sem_timedwait(&s, &until) : sem_wait(&s);
    printf("%s, %s: %d (%s), handler ran %d\n", restart ? "timedwait" : "wait",
           restart ? "SA_RESTART" : "no SA_RESTART", r, r ? strerror(errno) : "-", (int)alarms);
  }
}

int main(void) {
  setvbuf(stdout, 0, _IONBF, 0);
  shared_unnamed();
  named();
  names();
  deadlines_and_errors();
  interrupted();
  return 0;
}
