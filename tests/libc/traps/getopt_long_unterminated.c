// expect: out-of-bounds read
// expect-at: libc/src/misc/getopt_long_option.c
// getopt_long walks the option table to its all-zero entry; a table
// without one is read past its end, and that is caught.
#include <getopt.h>
#include <stdio.h>
int main(void) {
  static struct option table[] = {
      {"verbose", no_argument, 0, 'v'},
      {"output", required_argument, 0, 'o'},
  };
  char *argv[] = {"prog", "--quiet", 0};
  printf("%d\n", getopt_long(2, argv, "vo:", table, 0));
  return 0;
}
