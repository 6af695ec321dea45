#include <math.h>
#include <stdio.h>

int greet_len(const char *s);

int main(void) {
  double r = sqrt(2.0);
  printf("%d %.3f\n", greet_len("hello"), r);
  return greet_len("hello") == 5 && r > 1.414 && r < 1.415 ? 0 : 1;
}
