// timer_thread.c — SIGEV_THREAD timers, which the kernel does not have.
// Each is a timerfd on the timer's clock (so settime, gettime, absolute
// times and intervals are the kernel's) watched by a helper thread of its
// own.  At each expiration the helper starts a detached thread that runs
// sigev_notify_function(sigev_value), with sigev_notify_attributes if
// given, as glibc does; expirations the helper had not read yet are that
// notification's overrun (timer_getoverrun).  The helper and the
// notification threads run with every signal blocked, as glibc's do, so
// neither takes a signal meant for the program's own threads.  The value
// never passes through the kernel: a sival_ptr keeps its capability.
//
// A timer is a slot of `timers`; its timer_t is ~slot, negative as
// glibc's SIGEV_THREAD timer_t values are, so it never names a kernel
// timer.  timer_delete frees the slot and wakes the helper through an
// eventfd; the helper closes both descriptors and ends.  A timer belongs
// to the process that made it: a child of fork gets EINVAL for it, as
// for any timer (the timerfd it inherits is still the parent's).
//
// timerfd has no CPU-time clocks, so neither have these timers.
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <unistd.h>
#include "timer_impl.h"

struct thread_timer {
  int tfd, stop;
  pid_t owner;
  void (*fn)(union sigval);
  union sigval value;
  pthread_attr_t attr;  // detached
  int overrun;
};

struct notification {
  void (*fn)(union sigval);
  union sigval value;
};

static struct thread_timer **timers;
static int ntimers;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

// Every signal blocked in the calling thread (the threads it starts
// inherit the mask); *old gets the mask before.
static void block_all(sigset_t *old) {
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, old);
}

static void *notify(void *p) {
  struct notification n = *(struct notification *)p;
  free(p);
  n.fn(n.value);
  return 0;
}

// One expiration, and `count - 1` more the helper had not read yet.
static void expired(struct thread_timer *t, uint64_t count) {
  pthread_mutex_lock(&lock);
  t->overrun = count - 1 > INT32_MAX ? INT32_MAX : (int)(count - 1);
  pthread_mutex_unlock(&lock);
  struct notification *n = malloc(sizeof *n);
  if (!n)
    return;
  n->fn = t->fn;
  n->value = t->value;
  pthread_t th;
  if (pthread_create(&th, &t->attr, notify, n) != 0)
    free(n);
}

// The helper: waits for an expiration or for timer_delete.
static void *watch(void *p) {
  struct thread_timer *t = p;
  for (;;) {
    struct pollfd fds[2] = {{t->tfd, POLLIN, 0}, {t->stop, POLLIN, 0}};
    if (poll(fds, 2, -1) < 0)
      continue;
    if (fds[1].revents)
      break;
    uint64_t count;
    if (read(t->tfd, &count, sizeof count) == sizeof count)
      expired(t, count);
  }
  close(t->tfd);
  close(t->stop);
  free(t);
  return 0;
}

// A free slot of `timers` (grown as needed), or -1; under the lock.
static int free_slot(void) {
  for (int i = 0; i < ntimers; i++)
    if (!timers[i])
      return i;
  int more = ntimers ? 2 * ntimers : 8;
  struct thread_timer **grown = realloc(timers, more * sizeof *grown);
  if (!grown)
    return -1;
  for (int i = ntimers; i < more; i++)
    grown[i] = 0;
  timers = grown;
  int slot = ntimers;
  ntimers = more;
  return slot;
}

// The descriptors and attributes of a new timer; 0 or an error number.
static int prepare(struct thread_timer *t, clockid_t clock, const struct sigevent *ev) {
  t->tfd = timerfd_create(clock, TFD_CLOEXEC);
  if (t->tfd < 0)
    return errno;
  t->stop = eventfd(0, EFD_CLOEXEC);
  if (t->stop < 0) {
    int e = errno;
    close(t->tfd);
    return e;
  }
  if (ev->sigev_notify_attributes)
    memcpy(&t->attr, ev->sigev_notify_attributes, sizeof t->attr);
  else
    pthread_attr_init(&t->attr);
  pthread_attr_setdetachstate(&t->attr, PTHREAD_CREATE_DETACHED);
  t->owner = getpid();
  t->fn = ev->sigev_notify_function;
  t->value = ev->sigev_value;
  return 0;
}

// Starts the helper of t in slot `slot`; 0 or an error number.
static int start(struct thread_timer *t, int slot) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  sigset_t old;
  block_all(&old);
  pthread_t th;
  int e = pthread_create(&th, &attr, watch, t);
  pthread_sigmask(SIG_SETMASK, &old, 0);
  if (e == 0)
    timers[slot] = t;
  return e;
}

int __thread_timer_create(clockid_t clock, const struct sigevent *ev, timer_t *id) {
  struct thread_timer *t = calloc(1, sizeof *t);
  if (!t) {
    errno = EAGAIN;
    return -1;
  }
  int e = prepare(t, clock, ev);
  if (e == 0) {
    pthread_mutex_lock(&lock);
    int slot = free_slot();
    e = slot < 0 ? EAGAIN : start(t, slot);
    if (e == 0)
      *id = (timer_t)(intptr_t)~(intptr_t)slot;
    pthread_mutex_unlock(&lock);
    if (e != 0) {
      close(t->tfd);
      close(t->stop);
    }
  }
  if (e != 0) {
    free(t);
    errno = e;
    return -1;
  }
  return 0;
}

// The timer of id, or 0 (errno EINVAL); under the lock.
static struct thread_timer *find(timer_t id) {
  intptr_t slot = ~(intptr_t)id;
  struct thread_timer *t = slot >= 0 && slot < ntimers ? timers[slot] : 0;
  if (t && t->owner != getpid())
    t = 0;
  if (!t)
    errno = EINVAL;
  return t;
}

int __thread_timer_fd(timer_t id) {
  pthread_mutex_lock(&lock);
  struct thread_timer *t = find(id);
  int fd = t ? t->tfd : -1;
  pthread_mutex_unlock(&lock);
  return fd;
}

int __thread_timer_overrun(timer_t id) {
  pthread_mutex_lock(&lock);
  struct thread_timer *t = find(id);
  int overrun = t ? t->overrun : -1;
  pthread_mutex_unlock(&lock);
  return overrun;
}

int __thread_timer_delete(timer_t id) {
  pthread_mutex_lock(&lock);
  struct thread_timer *t = find(id);
  if (t) {
    timers[~(intptr_t)id] = 0;
    struct itimerspec off;
    memset(&off, 0, sizeof off);
    timerfd_settime(t->tfd, 0, &off, 0);
    eventfd_write(t->stop, 1);
  }
  pthread_mutex_unlock(&lock);
  return t ? 0 : -1;
}
