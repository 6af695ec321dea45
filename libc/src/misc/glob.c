// glob.c — glob and globfree: the pattern is expanded one path component
// at a time (a component without wildcards is taken as it is; one with
// wildcards is matched with fnmatch against readdir), then sorted.
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
  char **v;
  size_t n, cap;
  int flags;
  int (*errfunc)(const char *, int);
  int error;
} Found;

static int add(Found *f, const char *path, size_t len) {
  if (f->n == f->cap) {
    size_t cap = f->cap ? f->cap * 2 : 16;
    char **v = realloc(f->v, cap * sizeof *v);
    if (!v)
      return -1;
    f->v = v;
    f->cap = cap;
  }
  char *s = malloc(len + 2);
  if (!s)
    return -1;
  memcpy(s, path, len);
  s[len] = 0;
  struct stat st;
  if ((f->flags & GLOB_MARK) && len > 0 && s[len - 1] != '/' && stat(s, &st) == 0 &&
      S_ISDIR(st.st_mode)) {
    s[len] = '/';
    s[len + 1] = 0;
  }
  f->v[f->n++] = s;
  return 0;
}

static int has_magic(const char *s, size_t n, int flags) {
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '*' || s[i] == '?' || s[i] == '[')
      return 1;
    if (s[i] == '\\' && !(flags & GLOB_NOESCAPE) && i + 1 < n)
      i++;
  }
  return 0;
}

// Expands rest (the pattern still to match) below the directory prefix
// (a path ending in '/', or empty for the current directory).
static int expand(Found *f, char *prefix, size_t plen, const char *rest) {
  int slashes = 0;
  while (*rest == '/') {
    prefix[plen++] = '/';
    rest++;
    slashes = 1;
  }
  if (!*rest) {
    // "dir/" names only directories.
    struct stat st;
    prefix[plen] = 0;
    if (slashes && plen > 1 && (stat(prefix, &st) != 0 || !S_ISDIR(st.st_mode)))
      return 0;
    return add(f, prefix, plen);
  }
  const char *slash = strchr(rest, '/');
  size_t clen = slash ? (size_t)(slash - rest) : strlen(rest);
  if (plen + clen + 2 > 4096)
    return 0;
  if (!has_magic(rest, clen, f->flags)) {
    memcpy(prefix + plen, rest, clen);
    prefix[plen + clen] = 0;
    struct stat st;
    if (stat(prefix, &st) != 0)
      return 0;
    return expand(f, prefix, plen + clen, rest + clen);
  }
  char pat[4096];
  memcpy(pat, rest, clen);
  pat[clen] = 0;
  prefix[plen] = 0;
  DIR *d = opendir(plen ? prefix : ".");
  if (!d) {
    if ((f->errfunc && f->errfunc(plen ? prefix : ".", errno)) || (f->flags & GLOB_ERR))
      f->error = GLOB_ABORTED;
    return 0;
  }
  int fnflags = FNM_PERIOD | ((f->flags & GLOB_NOESCAPE) ? FNM_NOESCAPE : 0);
  struct dirent *e;
  int r = 0;
  while (!r && !f->error && (e = readdir(d))) {
    if (fnmatch(pat, e->d_name, fnflags))
      continue;
    size_t nlen = strlen(e->d_name);
    if (plen + nlen + 2 > 4096)
      continue;
    memcpy(prefix + plen, e->d_name, nlen + 1);
    r = expand(f, prefix, plen + nlen, rest + clen);
  }
  closedir(d);
  return r;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int glob(const char *restrict pattern, int flags, int (*errfunc)(const char *, int),
         glob_t *restrict g) {
  Found f = {0, 0, 0, flags, errfunc, 0};
  char *prefix = malloc(4096);
  if (!prefix)
    return GLOB_NOSPACE;
  int r = expand(&f, prefix, 0, pattern);
  free(prefix);
  if (!r && f.n == 0 && (flags & GLOB_NOCHECK))
    r = add(&f, pattern, strlen(pattern));
  if (r) {
    for (size_t i = 0; i < f.n; i++)
      free(f.v[i]);
    free(f.v);
    return GLOB_NOSPACE;
  }
  if (!(flags & GLOB_NOSORT))
    qsort(f.v, f.n, sizeof *f.v, by_name);

  size_t offs = (flags & GLOB_DOOFFS) ? g->gl_offs : 0;
  size_t old = (flags & GLOB_APPEND) ? g->gl_pathc : 0;
  char **v = realloc((flags & GLOB_APPEND) ? g->gl_pathv : 0,
                     (offs + old + f.n + 1) * sizeof *v);
  if (!v) {
    for (size_t i = 0; i < f.n; i++)
      free(f.v[i]);
    free(f.v);
    return GLOB_NOSPACE;
  }
  if (!(flags & GLOB_APPEND))
    for (size_t i = 0; i < offs; i++)
      v[i] = 0;
  for (size_t i = 0; i < f.n; i++)
    v[offs + old + i] = f.v[i];
  v[offs + old + f.n] = 0;
  free(f.v);
  g->gl_pathv = v;
  g->gl_pathc = old + f.n;
  g->gl_offs = offs;
  if (f.error)
    return f.error;
  return g->gl_pathc ? 0 : GLOB_NOMATCH;
}

void globfree(glob_t *g) {
  if (!g->gl_pathv)
    return;
  for (size_t i = 0; i < g->gl_pathc; i++)
    free(g->gl_pathv[g->gl_offs + i]);
  free(g->gl_pathv);
  g->gl_pathv = 0;
  g->gl_pathc = 0;
}
