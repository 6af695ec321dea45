// expect: out-of-bounds write
// expect-at: call to memcpy
// getpwnam_r trusts the buffer size it is given, but copying the entry's
// strings into a smaller buffer is caught.
#include <pwd.h>
#include <stdio.h>
int main(void) {
  struct passwd pw, *res;
  char buf[4];
  int r = getpwnam_r("root", &pw, buf, 1024, &res);
  return r;
}
