// A freshly allocated object that exists only as an evaluated argument (a temporary waiting
// for the other arguments) survives a collection triggered while the next argument is computed.
// expect: ok
#include "safety.h"

static char *make(const char *s) {
  char *p = malloc(64);
  strcpy(p, s);
  return p;
}

static int churn(void) {
  for (int i = 0; i < 40000; i++) {
    char *junk = malloc(64);
    memset(junk, '#', 63);
  }
  return 7;
}

static void use(char *a, int n, char *b) { printf("%s %d %s\n", a, n, b); }

int main(void) {
  use(make("first"), churn(), make("second"));
  use(make("again"), churn() + churn(), make("more"));
  return 0;
}
