// expect: ok
// Twin of readlinkat_count_lies.c: the count is the buffer's size.
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  char buf[4];
  printf("%zd\n", readlinkat(AT_FDCWD, "/proc/self/exe", buf, sizeof buf));
  return 0;
}
