#include <stdio.h>

int main(void) {
  printf("Hello from safecc!\n");
  return 0;
}
