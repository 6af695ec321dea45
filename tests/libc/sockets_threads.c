// sockets_threads.c — a thread waiting in recv, accept or poll does not
// hold up the others: each waiter is released by the main thread, which
// could not run if the waiting call kept the runtime's lock.
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int sv[2], listener;
static char got[16];

static void *reader(void *arg) {
  (void)arg;
  ssize_t n = recv(sv[1], got, sizeof got - 1, 0);
  return (void *)n;
}

static void *acceptor(void *arg) {
  (void)arg;
  return (void *)(long)accept(listener, 0, 0);
}

static void *poller(void *arg) {
  struct pollfd p = {*(int *)arg, POLLIN, 0};
  return (void *)(long)poll(&p, 1, 10000);
}

static void pause_a_little(void) {
  struct timespec ts = {0, 50 * 1000 * 1000};
  nanosleep(&ts, 0);
}

int main(void) {
  socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
  pthread_t t;
  void *r;
  pthread_create(&t, 0, reader, 0);
  pause_a_little();
  send(sv[0], "wake up", 7, 0);
  pthread_join(t, &r);
  printf("recv in a thread: %ld \"%s\"\n", (long)r, got);

  listener = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(listener, (struct sockaddr *)&a, sizeof a);
  listen(listener, 1);
  socklen_t len = sizeof a;
  getsockname(listener, (struct sockaddr *)&a, &len);
  pthread_create(&t, 0, acceptor, 0);
  pause_a_little();
  int c = socket(AF_INET, SOCK_STREAM, 0);
  int rc = connect(c, (struct sockaddr *)&a, sizeof a);
  pthread_join(t, &r);
  printf("accept in a thread: connect %d, accepted %s\n", rc, (long)r >= 0 ? "yes" : "no");
  close((int)(long)r);
  close(c);

  int p[2];
  pipe(p);
  pthread_create(&t, 0, poller, &p[0]);
  pause_a_little();
  write(p[1], "x", 1);
  pthread_join(t, &r);
  printf("poll in a thread: %ld\n", (long)r);
  return 0;
}
