// expect: ok
// Twin of getopt_long_unterminated.c: the table ends with its zero entry.
#include <getopt.h>
#include <stdio.h>
int main(void) {
  static struct option table[] = {
      {"verbose", no_argument, 0, 'v'},
      {"output", required_argument, 0, 'o'},
      {0, 0, 0, 0},
  };
  char *argv[] = {"prog", "--quiet", 0};
  printf("%d\n", getopt_long(2, argv, "vo:", table, 0));
  return 0;
}
