// daemon.c — detach from the terminal: the parent exits, the child starts
// a new session, and (unless asked not to) moves to / and sends its
// standard streams to /dev/null.
#include <fcntl.h>
#include <unistd.h>

int daemon(int keep_dir, int keep_streams) {
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid > 0)
    _exit(0);
  if (setsid() < 0)
    return -1;
  if (!keep_dir && chdir("/") != 0)
    return -1;
  if (!keep_streams) {
    int fd = open("/dev/null", O_RDWR);
    if (fd < 0)
      return -1;
    dup2(fd, 0);
    dup2(fd, 1);
    dup2(fd, 2);
    if (fd > 2)
      close(fd);
  }
  return 0;
}
