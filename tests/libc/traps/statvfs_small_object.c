// expect: out-of-bounds write
// expect-at: call to statvfs
// statvfs writes a whole struct statvfs (112 bytes on x86_64).
#include <stdio.h>
#include <sys/statvfs.h>
int main(void) {
  char small[100];
  printf("%d\n", statvfs("/", (struct statvfs *)small));
  return 0;
}
