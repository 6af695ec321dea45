// threads_exit.c (safe C) — pthread_exit from deep inside a thread hands
// its value (with capability) to pthread_join; a detached thread; a
// blocking read in one thread does not stop another from running.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int pipe(int fds[2]);

static int fds[2];
static volatile int detached_ran;

static void leave_from_depth(int depth, char *value) {
  if (depth == 0)
    pthread_exit(value);
  leave_from_depth(depth - 1, value);
}

static void *exiter(void *arg) {
  char *s = malloc(6);
  strcpy(s, "deep!");
  leave_from_depth(30, s);
  return NULL;
}

static void *detached(void *arg) {
  detached_ran = 1;
  return NULL;
}

static void *reader(void *arg) {
  char *buf = malloc(4);
  read(fds[0], buf, 4);              // blocks until main writes
  return buf;
}

int main(void) {
  int bad = 0;
  pthread_t t, r, d;
  pthread_create(&t, NULL, exiter, NULL);
  char *got = NULL;
  pthread_join(t, (void **)&got);
  if (!got || strcmp(got, "deep!") != 0)
    bad++;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_create(&d, &attr, detached, NULL);
  pipe(fds);
  pthread_create(&r, NULL, reader, NULL);
  for (int i = 0; i < 10000 && !detached_ran; i++) {   // up to 10 s on a loaded machine
    struct timespec ms = {0, 1000000};
    nanosleep(&ms, NULL);
  }
  write(fds[1], "ping", 4);
  char *buf;
  pthread_join(r, (void **)&buf);
  if (memcmp(buf, "ping", 4) != 0 || !detached_ran)
    bad++;
  write(1, bad ? "threads_exit: BAD\n" : "threads_exit: ok\n", bad ? 18 : 17);
  return bad;
}
