// eventfd.c — eventfd_read and eventfd_write: one 8-byte read or write
// of the counter (eventfd itself is a runtime entry point).
#include <sys/eventfd.h>
#include <unistd.h>

int eventfd_read(int fd, eventfd_t *value) {
  return read(fd, value, sizeof *value) == (ssize_t)sizeof *value ? 0 : -1;
}

int eventfd_write(int fd, eventfd_t value) {
  return write(fd, &value, sizeof value) == (ssize_t)sizeof value ? 0 : -1;
}
