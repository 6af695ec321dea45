// expect: ok
// Twin of ioctl_winsize_too_small.c: a whole struct winsize.  (Standard
// input is not a terminal in the tests, so the call fails either way.)
#include <stdio.h>
#include <sys/ioctl.h>
int main(void) {
  struct winsize ws;
  printf("%d\n", ioctl(0, TIOCGWINSZ, &ws));
  return 0;
}
