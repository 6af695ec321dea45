// exec.c — execv, execvp and execl, execle, execlp on top of the
// runtime's execve.  execvp tries each directory of PATH (default
// "/bin:/usr/bin") for a name without a slash.
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int execv(const char *path, char *const argv[]) {
  return execve(path, argv, environ);
}

int execvp(const char *file, char *const argv[]) {
  if (strchr(file, '/'))
    return execve(file, argv, environ);
  const char *path = getenv("PATH");
  if (!path)
    path = "/bin:/usr/bin";
  size_t flen = strlen(file);
  int saw_eacces = 0;
  for (const char *p = path;; p++) {
    const char *end = strchr(p, ':');
    if (!end)
      end = p + strlen(p);
    size_t dlen = (size_t)(end - p);
    char buf[PATH_MAX];
    if (dlen + flen + 2 <= sizeof buf) {
      memcpy(buf, p, dlen);
      size_t n = dlen;
      if (n > 0)
        buf[n++] = '/';
      memcpy(buf + n, file, flen + 1);
      execve(buf, argv, environ);
      if (errno == EACCES)
        saw_eacces = 1;
    }
    if (!*end)
      break;
    p = end;
  }
  if (saw_eacces)
    errno = EACCES;
  return -1;
}

// The list forms.  The arguments after path are counted first, then
// copied into an array (a VLA: nothing to free if the exec fails);
// execle's environment follows the null that ends the list.
int execl(const char *path, const char *arg, ...) {
  va_list ap;
  size_t n = 1;
  va_start(ap, arg);
  while (va_arg(ap, const char *))
    n++;
  va_end(ap);
  char *argv[n + 1];
  argv[0] = (char *)arg;
  va_start(ap, arg);
  for (size_t i = 1; i <= n; i++)
    argv[i] = va_arg(ap, char *);
  va_end(ap);
  return execve(path, argv, environ);
}

int execle(const char *path, const char *arg, ...) {
  va_list ap;
  size_t n = 1;
  va_start(ap, arg);
  while (va_arg(ap, const char *))
    n++;
  va_end(ap);
  char *argv[n + 1];
  argv[0] = (char *)arg;
  va_start(ap, arg);
  for (size_t i = 1; i <= n; i++)
    argv[i] = va_arg(ap, char *);
  char **envp = va_arg(ap, char **);
  va_end(ap);
  return execve(path, argv, envp);
}

int execlp(const char *file, const char *arg, ...) {
  va_list ap;
  size_t n = 1;
  va_start(ap, arg);
  while (va_arg(ap, const char *))
    n++;
  va_end(ap);
  char *argv[n + 1];
  argv[0] = (char *)arg;
  va_start(ap, arg);
  for (size_t i = 1; i <= n; i++)
    argv[i] = va_arg(ap, char *);
  va_end(ap);
  return execvp(file, argv);
}
