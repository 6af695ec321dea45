// tests/shared/main.c — the program linked with items.c's library: adds
// 20,000 items (throwing garbage at the collector between them), counts
// those with a name longer than 3 through its own function, and with an
// argument overflows a buffer inside the library.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void add_item(const char *name);
int count_items(int (*pred)(const char *));
int lib_initialised(void);
void overflow(int i);
extern int lib_calls;

static int long_name(const char *s) { return strlen(s) > 3; }

int main(int argc, char **argv) {
  for (int i = 0; i < 20000; i++) {
    char name[32];
    snprintf(name, sizeof name, "item-%d", i);
    add_item(name);
    if (i % 1000 == 0)
      free(malloc(100000));
  }
  printf("%d %d %d\n", count_items(long_name), lib_calls, lib_initialised());
  if (argc > 1)
    overflow(atoi(argv[1]));  // line: call
  return 0;
}
