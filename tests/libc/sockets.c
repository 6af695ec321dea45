// sockets.c — sockets in one process: a socketpair, a TCP loopback server
// and client (non-blocking connect finished with poll), UDP with
// addresses, a Unix-domain server on a path, sendmsg/recvmsg with several
// iovecs and a descriptor passed by SCM_RIGHTS, socket options, and
// poll/select on a pipe.  Ephemeral ports are printed only as "nonzero".
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int failures;

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
  if (!ok) {
    printf("  errno %d (%s)\n", errno, strerror(errno));
    failures++;
  }
}

// Receives exactly n bytes (TCP may split them).
static int recv_all(int fd, char *buf, int n) {
  int got = 0;
  while (got < n) {
    ssize_t r = recv(fd, buf + got, (size_t)(n - got), 0);
    if (r <= 0)
      return got;
    got += (int)r;
  }
  return got;
}

static void pair(void) {
  int sv[2];
  check(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0, "socketpair");
  check(send(sv[0], "hello", 5, 0) == 5, "send on a pair");
  char buf[16] = {0};
  ssize_t n = recv(sv[1], buf, sizeof buf, 0);
  printf("pair got %zd \"%s\"\n", n, buf);
  check(write(sv[1], "back", 4) == 4, "write on a pair");
  memset(buf, 0, sizeof buf);
  n = read(sv[0], buf, sizeof buf);
  printf("pair read %zd \"%s\"\n", n, buf);
  shutdown(sv[0], SHUT_WR);
  printf("after shutdown: recv %zd\n", recv(sv[1], buf, sizeof buf, 0));
  close(sv[0]);
  close(sv[1]);
}

static void tcp(void) {
  int srv = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  check(srv >= 0, "tcp socket");
  int one = 1;
  check(setsockopt(srv, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) == 0, "SO_REUSEADDR");
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  check(bind(srv, (struct sockaddr *)&a, sizeof a) == 0, "bind 127.0.0.1:0");
  check(listen(srv, 8) == 0, "listen");
  struct sockaddr_in bound;
  socklen_t len = sizeof bound;
  check(getsockname(srv, (struct sockaddr *)&bound, &len) == 0, "getsockname");
  printf("bound family %d len %u port %s\n", bound.sin_family, (unsigned)len,
         bound.sin_port ? "nonzero" : "zero");

  // Nothing to accept yet on a non-blocking listener.
  fcntl(srv, F_SETFL, fcntl(srv, F_GETFL) | O_NONBLOCK);
  errno = 0;
  check(accept(srv, 0, 0) < 0 && (errno == EAGAIN || errno == EWOULDBLOCK),
        "accept with nothing pending fails with EAGAIN");

  int cli = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  int r = connect(cli, (struct sockaddr *)&bound, sizeof bound);
  check(r == 0 || errno == EINPROGRESS, "non-blocking connect");
  struct pollfd pw = {cli, POLLOUT, 0};
  check(poll(&pw, 1, 5000) == 1 && (pw.revents & POLLOUT), "poll says connected");
  int err = -1;
  len = sizeof err;
  check(getsockopt(cli, SOL_SOCKET, SO_ERROR, &err, &len) == 0 && err == 0 && len == sizeof err,
        "SO_ERROR is 0");

  struct pollfd pr = {srv, POLLIN, 0};
  check(poll(&pr, 1, 5000) == 1, "poll says a connection waits");
  struct sockaddr_in peer;
  len = sizeof peer;
  int conn = accept4(srv, (struct sockaddr *)&peer, &len, SOCK_CLOEXEC);
  check(conn >= 0, "accept4");
  printf("peer family %d len %u addr %08x\n", peer.sin_family, (unsigned)len,
         ntohl(peer.sin_addr.s_addr));
  fcntl(cli, F_SETFL, fcntl(cli, F_GETFL) & ~O_NONBLOCK);

  int type = 0;
  len = sizeof type;
  check(getsockopt(conn, SOL_SOCKET, SO_TYPE, &type, &len) == 0 && type == SOCK_STREAM,
        "SO_TYPE is SOCK_STREAM");
  check(setsockopt(cli, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) == 0, "TCP_NODELAY on");
  int nodelay = 0;
  len = sizeof nodelay;
  check(getsockopt(cli, IPPROTO_TCP, TCP_NODELAY, &nodelay, &len) == 0 && nodelay != 0,
        "TCP_NODELAY reads back");

  // A few kilobytes each way, with a pattern.
  static char out[6000], in[6000];
  for (int i = 0; i < (int)sizeof out; i++)
    out[i] = (char)(i * 7 + 3);
  check(send(cli, out, sizeof out, 0) == (ssize_t)sizeof out, "send 6000 bytes");
  check(recv_all(conn, in, sizeof in) == (int)sizeof in && !memcmp(in, out, sizeof in),
        "the server gets them");
  check(sendto(conn, "pong", 4, 0, 0, 0) == 4, "sendto without an address");
  char small[8] = {0};
  check(recv(cli, small, 2, MSG_WAITALL) == 2, "recv MSG_WAITALL 2");
  check(recv(cli, small + 2, 6, 0) == 2, "recv the rest");
  printf("client got \"%s\"\n", small);

  struct sockaddr_in who;
  len = sizeof who;
  check(getpeername(cli, (struct sockaddr *)&who, &len) == 0 && who.sin_port == bound.sin_port,
        "getpeername is the server");
  close(cli);
  check(recv(conn, in, sizeof in, 0) == 0, "recv sees the close");
  close(conn);

  // Nobody listens on the port any more.
  close(srv);
  int c2 = socket(AF_INET, SOCK_STREAM, 0);
  errno = 0;
  check(connect(c2, (struct sockaddr *)&bound, sizeof bound) < 0 && errno == ECONNREFUSED,
        "connect to a closed port is refused");
  close(c2);
}

static void udp(void) {
  int a = socket(AF_INET, SOCK_DGRAM, 0), b = socket(AF_INET, SOCK_DGRAM, 0);
  struct sockaddr_in sa;
  memset(&sa, 0, sizeof sa);
  sa.sin_family = AF_INET;
  sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  check(bind(a, (struct sockaddr *)&sa, sizeof sa) == 0, "udp bind a");
  check(bind(b, (struct sockaddr *)&sa, sizeof sa) == 0, "udp bind b");
  struct sockaddr_in aa, ba;
  socklen_t len = sizeof aa;
  getsockname(a, (struct sockaddr *)&aa, &len);
  len = sizeof ba;
  getsockname(b, (struct sockaddr *)&ba, &len);
  check(sendto(a, "datagram", 8, 0, (struct sockaddr *)&ba, sizeof ba) == 8, "sendto");
  char buf[32] = {0};
  struct sockaddr_in from;
  len = sizeof from;
  ssize_t n = recvfrom(b, buf, sizeof buf, 0, (struct sockaddr *)&from, &len);
  printf("udp got %zd \"%s\" len %u\n", n, buf, (unsigned)len);
  check(from.sin_port == aa.sin_port && from.sin_addr.s_addr == aa.sin_addr.s_addr,
        "recvfrom names the sender");
  // A datagram longer than the buffer is cut (MSG_TRUNC gives its length).
  sendto(a, "0123456789", 10, 0, (struct sockaddr *)&ba, sizeof ba);
  memset(buf, 0, sizeof buf);
  n = recv(b, buf, 4, MSG_TRUNC);
  printf("truncated datagram: %zd \"%s\"\n", n, buf);
  close(a);
  close(b);
}

static void unix_path(void) {
  struct sockaddr_un sa;
  memset(&sa, 0, sizeof sa);
  sa.sun_family = AF_UNIX;
  snprintf(sa.sun_path, sizeof sa.sun_path, "/tmp/safecc-sock-%d", (int)getpid());
  unlink(sa.sun_path);
  int srv = socket(AF_UNIX, SOCK_STREAM, 0);
  check(bind(srv, (struct sockaddr *)&sa, sizeof sa) == 0, "unix bind");
  check(listen(srv, 1) == 0, "unix listen");
  int cli = socket(AF_UNIX, SOCK_STREAM, 0);
  check(connect(cli, (struct sockaddr *)&sa, sizeof sa) == 0, "unix connect");
  int conn = accept(srv, 0, 0);
  check(conn >= 0, "unix accept");
  struct sockaddr_un name;
  socklen_t len = sizeof name;
  check(getsockname(srv, (struct sockaddr *)&name, &len) == 0 &&
            !strcmp(name.sun_path, sa.sun_path),
        "getsockname gives the path");

  // sendmsg: three pieces and a pipe's read end.
  int p[2];
  pipe(p);
  write(p[1], "through the pipe", 16);
  struct iovec iov[3] = {{"one ", 4}, {"two ", 4}, {"three", 5}};
  union {
    struct cmsghdr h;
    char space[CMSG_SPACE(sizeof(int))];
  } control;
  memset(&control, 0, sizeof control);
  struct msghdr m;
  memset(&m, 0, sizeof m);
  m.msg_iov = iov;
  m.msg_iovlen = 3;
  m.msg_control = control.space;
  m.msg_controllen = sizeof control.space;
  struct cmsghdr *c = CMSG_FIRSTHDR(&m);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(c), &p[0], sizeof(int));
  check(sendmsg(cli, &m, 0) == 13, "sendmsg of three pieces and a descriptor");
  close(p[0]);

  char x[6] = {0}, y[9] = {0};
  struct iovec in[2] = {{x, 5}, {y, 8}};
  union {
    struct cmsghdr h;
    char space[CMSG_SPACE(sizeof(int))];
  } rcontrol;
  struct msghdr r;
  memset(&r, 0, sizeof r);
  r.msg_iov = in;
  r.msg_iovlen = 2;
  r.msg_control = rcontrol.space;
  r.msg_controllen = sizeof rcontrol.space;
  ssize_t n = recvmsg(conn, &r, 0);
  printf("recvmsg %zd \"%s\" \"%s\" flags %d\n", n, x, y, r.msg_flags);
  struct cmsghdr *rc = CMSG_FIRSTHDR(&r);
  int fd = -1;
  if (rc && rc->cmsg_level == SOL_SOCKET && rc->cmsg_type == SCM_RIGHTS)
    memcpy(&fd, CMSG_DATA(rc), sizeof fd);
  check(fd >= 0, "a descriptor came");
  check(CMSG_NXTHDR(&r, rc) == 0, "only one control message");
  char piped[17] = {0};
  if (fd >= 0)
    printf("passed descriptor reads \"%.*s\"\n", (int)read(fd, piped, 16), piped);
  close(fd);
  close(p[1]);
  close(cli);
  close(conn);
  close(srv);
  unlink(sa.sun_path);
}

static void poll_select(void) {
  int p[2];
  pipe(p);
  struct pollfd fds[2] = {{p[0], POLLIN, 0}, {p[1], POLLOUT, 0}};
  int n = poll(fds, 2, 0);
  printf("poll empty pipe: %d in %#x out %#x\n", n, fds[0].revents, fds[1].revents);
  write(p[1], "x", 1);
  n = poll(fds, 1, 1000);
  printf("poll after a write: %d in %#x\n", n, fds[0].revents);

  fd_set r, w;
  FD_ZERO(&r);
  FD_ZERO(&w);
  FD_SET(p[0], &r);
  FD_SET(p[1], &w);
  struct timeval tv = {1, 0};
  n = select((p[0] > p[1] ? p[0] : p[1]) + 1, &r, &w, 0, &tv);
  printf("select: %d read %d write %d\n", n, FD_ISSET(p[0], &r), FD_ISSET(p[1], &w));
  char c;
  read(p[0], &c, 1);
  FD_ZERO(&r);
  FD_SET(p[0], &r);
  tv.tv_sec = 0;
  tv.tv_usec = 1000;
  n = select(p[0] + 1, &r, 0, 0, &tv);
  printf("select on an empty pipe: %d read %d\n", n, FD_ISSET(p[0], &r));
  FD_SET(100, &r);
  FD_SET(1023, &r);
  printf("FD_ISSET 100 %d 1023 %d", FD_ISSET(100, &r), FD_ISSET(1023, &r));
  FD_CLR(100, &r);
  printf(" after FD_CLR %d %d\n", FD_ISSET(100, &r), FD_ISSET(1023, &r));
  close(p[1]);
  fds[0].revents = 0;
  n = poll(fds, 1, 1000);
  printf("poll after the writer closed: %d hup %d\n", n, (fds[0].revents & POLLHUP) != 0);
  close(p[0]);
  fds[0].fd = p[0];
  n = poll(fds, 1, 0);
  printf("poll on a closed descriptor: %d nval %d\n", n, (fds[0].revents & POLLNVAL) != 0);
}

int main(void) {
  pair();
  tcp();
  udp();
  unix_path();
  poll_select();
  printf("%d failures\n", failures);
  return failures != 0;
}
