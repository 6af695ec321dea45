// expect: ok
// Twin of getpwnam_r_size_lies.c: with the buffer's real size the call
// fails with ERANGE instead.
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
int main(void) {
  struct passwd pw, *res;
  char buf[4];
  int r = getpwnam_r("root", &pw, buf, sizeof buf, &res);
  printf("%s %s\n", r == ERANGE ? "ERANGE" : "?", res ? "result" : "no result");
  return 0;
}
