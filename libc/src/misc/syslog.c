// syslog.c — openlog, syslog, vsyslog, closelog, setlogmask.  A message
// is one datagram "<PRI>Mmm dd hh:mm:ss TAG[PID]: MSG" to the Unix socket
// /dev/log.  When there is no log socket the message is dropped, as glibc
// does, unless LOG_CONS sends it to /dev/console; LOG_PERROR also writes
// "TAG[PID]: MSG" to stderr.  One lock covers the settings and the socket.
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

extern char *program_invocation_short_name;

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static const char *log_ident;
static int log_options;
static int log_facility = LOG_USER;
static int log_mask = 0xff;
static int log_fd = -1;

static void log_connect(void) {
  if (log_fd >= 0)
    return;
  struct sockaddr_un sa;
  memset(&sa, 0, sizeof sa);
  sa.sun_family = AF_UNIX;
  strcpy(sa.sun_path, "/dev/log");
  log_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (log_fd >= 0 && connect(log_fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
    close(log_fd);
    log_fd = -1;
  }
}

static void log_disconnect(void) {
  if (log_fd >= 0)
    close(log_fd);
  log_fd = -1;
}

void openlog(const char *ident, int options, int facility) {
  pthread_mutex_lock(&log_lock);
  log_ident = ident;
  log_options = options;
  if (facility && !(facility & ~LOG_FACMASK))
    log_facility = facility;
  if (options & LOG_NDELAY)
    log_connect();
  pthread_mutex_unlock(&log_lock);
}

void closelog(void) {
  pthread_mutex_lock(&log_lock);
  log_disconnect();
  log_ident = 0;
  pthread_mutex_unlock(&log_lock);
}

int setlogmask(int mask) {
  pthread_mutex_lock(&log_lock);
  int old = log_mask;
  if (mask)
    log_mask = mask;
  pthread_mutex_unlock(&log_lock);
  return old;
}

// Sends the whole message; a socket whose reader went away is reopened once.
static int log_send(const char *msg, size_t len) {
  for (int attempt = 0; attempt < 2; attempt++) {
    log_connect();
    if (log_fd < 0)
      return -1;
    if (send(log_fd, msg, len, MSG_NOSIGNAL) >= 0)
      return 0;
    log_disconnect();
  }
  return -1;
}

static void log_console(const char *tail) {
  int fd = open("/dev/console", O_WRONLY | O_NOCTTY | O_CLOEXEC);
  if (fd >= 0) {
    dprintf(fd, "%s\r\n", tail);
    close(fd);
  }
}

void vsyslog(int priority, const char *format, va_list ap) {
  int saved = errno;
  priority &= LOG_PRIMASK | LOG_FACMASK;
  pthread_mutex_lock(&log_lock);
  if (!(log_mask & LOG_MASK(LOG_PRI(priority)))) {
    pthread_mutex_unlock(&log_lock);
    return;
  }
  if (!(priority & LOG_FACMASK))
    priority |= log_facility;
  char stamp[32];
  time_t now = time(0);
  struct tm tm;
  if (!localtime_r(&now, &tm) || !strftime(stamp, sizeof stamp, "%b %e %H:%M:%S", &tm))
    strcpy(stamp, "Jan  1 00:00:00");
  char pid[24] = "";
  if (log_options & LOG_PID)
    sprintf(pid, "[%d]", (int)getpid());
  const char *tag = log_ident ? log_ident : program_invocation_short_name;
  errno = saved;  // for %m
  char *text = 0, *line = 0;
  int head = 0;
  if (vasprintf(&text, format, ap) >= 0 &&
      asprintf(&line, "<%d>%s %n%s%s: %s", priority, stamp, &head, tag, pid, text) >= 0) {
    size_t len = strlen(line);
    if (log_options & LOG_PERROR)
      dprintf(2, "%s%s", line + head, len && line[len - 1] == '\n' ? "" : "\n");
    if (log_send(line, len) < 0 && (log_options & LOG_CONS))
      log_console(line + head);
  }
  free(text);
  free(line);
  pthread_mutex_unlock(&log_lock);
  errno = saved;
}

void syslog(int priority, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  vsyslog(priority, format, ap);
  va_end(ap);
}
