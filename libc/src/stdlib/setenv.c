// setenv.c — setenv, putenv and unsetenv.  The first change copies
// environ into a malloc'd array that we own from then on; "NAME=value"
// strings we make are never freed (another pointer to them may have come
// from getenv), and putenv's strings are the caller's.
#include <errno.h>
#include <stdlib.h>
#include <string.h>

extern char **environ;
static char **owned;  // environ, when it is our array

static size_t env_count(void) {
  size_t n = 0;
  while (environ && environ[n])
    n++;
  return n;
}

// Makes environ our own array with room for one more entry.
static int own_environ(size_t n) {
  char **e = malloc((n + 2) * sizeof *e);
  if (!e)
    return -1;
  for (size_t i = 0; i < n; i++)
    e[i] = environ[i];
  e[n] = 0;
  if (owned == environ)
    free(owned);
  environ = owned = e;
  return 0;
}

static int bad_name(const char *name) {
  if (!name || !*name || strchr(name, '=')) {
    errno = EINVAL;
    return 1;
  }
  return 0;
}

// The index of the entry "name=..." (name is nlen bytes long), or the
// number of entries when there is none.
static size_t find(const char *name, size_t nlen) {
  size_t i = 0;
  for (; environ && environ[i]; i++)
    if (!strncmp(environ[i], name, nlen) && environ[i][nlen] == '=')
      break;
  return i;
}

// Makes entry ("NAME=value", NAME nlen bytes) the variable's entry in
// place of the old one, or a new last entry.
static int put(char *entry, size_t nlen) {
  size_t i = find(entry, nlen), n = env_count();
  if (own_environ(n) < 0)
    return -1;
  environ[i] = entry;
  if (i == n)
    environ[n + 1] = 0;
  return 0;
}

int setenv(const char *name, const char *value, int overwrite) {
  if (bad_name(name))
    return -1;
  size_t nlen = strlen(name);
  if (environ && environ[find(name, nlen)] && !overwrite)
    return 0;
  size_t vlen = strlen(value);
  char *s = malloc(nlen + vlen + 2);
  if (!s)
    return -1;
  memcpy(s, name, nlen);
  s[nlen] = '=';
  memcpy(s + nlen + 1, value, vlen + 1);
  if (put(s, nlen) < 0) {
    free(s);
    return -1;
  }
  return 0;
}

// putenv: the caller's string itself becomes the entry (POSIX), so later
// changes to it change the environment.  As in glibc, a string without
// '=' removes the variable.
int putenv(char *string) {
  char *eq = strchr(string, '=');
  if (!eq)
    return unsetenv(string);
  return put(string, (size_t)(eq - string));
}

int unsetenv(const char *name) {
  if (bad_name(name))
    return -1;
  size_t nlen = strlen(name), n = env_count();
  if (own_environ(n) < 0)
    return -1;
  size_t j = 0;
  for (size_t i = 0; i < n; i++)
    if (strncmp(environ[i], name, nlen) || environ[i][nlen] != '=')
      environ[j++] = environ[i];
  environ[j] = 0;
  return 0;
}
