// expect: ok
// Twin of statvfs_small_object.c: an object as big as a struct statvfs.
#include <stdio.h>
#include <sys/statvfs.h>
int main(void) {
  char big[sizeof(struct statvfs)];
  printf("%d\n", statvfs("/", (struct statvfs *)big));
  return 0;
}
