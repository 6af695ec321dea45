// own_malloc.c — a program that brings its own malloc, free, calloc and
// realloc (as bash does) replaces the C library's, and the library's own
// allocations (strdup, getcwd(NULL, 0), realpath(path, NULL), fopen's
// buffers) come from it, run safe and with gcc: both must print the same.
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static _Alignas(16) char pool[1 << 20];
static size_t used;
static int mallocs, frees;

static int from_pool(const void *p) {
  return (const char *)p >= pool && (const char *)p < pool + sizeof pool;
}

void *malloc(size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (n > sizeof pool - used)
    return NULL;
  void *p = pool + used;
  used += n;
  mallocs++;
  return p;
}

void free(void *p) {
  if (p && !from_pool(p))
    abort();  // never a block this allocator did not make
  frees += p != NULL;
}

void *calloc(size_t a, size_t b) {
  void *p = malloc(a * b);
  if (p)
    memset(p, 0, a * b);
  return p;
}

void *realloc(void *old, size_t n) {
  void *p = malloc(n);
  if (p && old)
    memcpy(p, old, n);  // the pool is one object: reading past old is in bounds
  free(old);
  return p;
}

int main(void) {
  char *s = strdup("copied");
  char *cwd = getcwd(NULL, 0);
  char *real = realpath("/", NULL);
  char buf[PATH_MAX];
  int strdup_ok = s && from_pool(s) && strcmp(s, "copied") == 0;
  int cwd_ok = cwd && from_pool(cwd) && getcwd(buf, sizeof buf) && strcmp(cwd, buf) == 0;
  int real_ok = real && from_pool(real) && strcmp(real, "/") == 0;
  free(s);
  free(cwd);
  free(real);
  printf("strdup %d, getcwd %d, realpath %d, frees >= 3: %d, mallocs > 0: %d\n", strdup_ok, cwd_ok,
         real_ok, frees >= 3, mallocs > 0);
  return 0;
}
