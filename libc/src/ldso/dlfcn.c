// dlfcn.c — dynamic loading without safe shared libraries: every dlopen
// fails with a message for dlerror, so a program that can load optional
// modules (SQLite extensions, Lua's C modules) builds unchanged and runs
// without them.  dlsym can only look in a handle dlopen returned, and
// there is none; dladdr knows no shared objects.
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

// The message dlerror returns once, then null until the next failure.
static _Thread_local char *pending_error;
static _Thread_local char open_error[320];

static char no_handle[] = "dlsym: invalid handle";
static char bad_close[] = "dlclose: invalid handle";

// Like the C libraries' message, it starts with the file's name.
void *dlopen(const char *file, int mode) {
  (void)mode;
  snprintf(open_error, sizeof open_error,
           "%.256s: cannot load: safe shared libraries are not supported yet",
           file ? file : "(main program)");
  pending_error = open_error;
  return NULL;
}

void *dlsym(void *restrict handle, const char *restrict name) {
  (void)handle;
  (void)name;
  pending_error = no_handle;
  return NULL;
}

int dlclose(void *handle) {
  (void)handle;
  pending_error = bad_close;
  return -1;
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
