// tests/shared/load_plugin.c — dlopen, dlsym and dlerror with a safe
// library (plugin.c): a missing library and a missing name fail with a
// message; the plugin's constructor has run; 10,000 cells pushed while
// garbage is made are all still there; a call through dlsym's function
// pointer calls back; with an argument, a read past the plugin's global
// through dlsym's pointer traps.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static int square(int x) { return x * x; }

int main(int argc, char **argv) {
  void *none = dlopen("./no-such-library.so", RTLD_NOW);
  printf("missing library: %s, message: %s\n", none ? "opened?" : "null", dlerror() ? "yes" : "no");
  void *h = dlopen("./libplugin.so", RTLD_NOW);
  if (!h) {
    printf("dlopen: %s\n", dlerror());
    return 1;
  }
  int *counter = dlsym(h, "plugin_counter");
  void (*push)(int) = (void (*)(int))dlsym(h, "plugin_push");
  long (*sum)(void) = (long (*)(void))dlsym(h, "plugin_sum");
  int (*apply)(int (*)(int), int) = (int (*)(int (*)(int), int))dlsym(h, "plugin_apply");
  printf("missing name: %s, message: %s\n", dlsym(h, "no_such_name") ? "found?" : "null",
         dlerror() ? "yes" : "no");
  for (int i = 1; i <= 10000; i++) {
    push(i);
    if (i % 500 == 0)
      free(malloc(50000));
  }
  printf("counter %d, sum %ld, apply %d\n", *counter, sum(), apply(square, 4));
  if (argc > 1)
    return counter[1];  // line: past
  return dlclose(h);
}
