// dlfcn.c — dynamic loading of safe shared libraries, through the
// runtime's entry points (runtime/entry_dl.c): dlopen loads a library
// built with `safecc -fPIC -shared` (the program is linked with -rdynamic
// so that the library finds the functions it uses in it), dlsym finds a
// function or global of a safe library by its C name and returns it
// with its capability, dlclose keeps the library (nothing may point into
// an unloaded one), dlerror returns the loader's last message once.
// dladdr knows no shared objects.
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

void *__dlopen(const char *file, int mode);
void *__dlsym(void *handle, const char *name);
int __dlclose(void *handle);
int __dlerror(char *buf, size_t size);

// The message dlerror returns once, then null until the next failure.
static _Thread_local char *pending_error;
static _Thread_local char message[512];

static void note_error(const char *fallback) {
  if (!__dlerror(message, sizeof message))
    snprintf(message, sizeof message, "%s", fallback);
  pending_error = message;
}

void *dlopen(const char *file, int mode) {
  void *h = __dlopen(file, mode);
  if (!h)
    note_error("dlopen: cannot load the library");
  return h;
}

void *dlsym(void *restrict handle, const char *restrict name) {
  void *p = __dlsym(handle, name);
  if (!p) {
    snprintf(message, sizeof message, "%s: no safe function or global of that name", name);
    pending_error = message;
  }
  return p;
}

int dlclose(void *handle) {
  return __dlclose(handle);
}

char *dlerror(void) {
  char *e = pending_error;
  pending_error = NULL;
  return e;
}

int dladdr(const void *addr, Dl_info *info) {
  (void)addr;
  (void)info;
  return 0;
}
