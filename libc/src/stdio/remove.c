// remove.c — remove: unlink is a runtime entry point.
#include <stdio.h>
#include <unistd.h>

int remove(const char *path) {
  return unlink(path);
}
