// exec.c — execv, execvp, execvpe and execl, execle, execlp on top of
// the runtime's execve.  execvp and execvpe try each directory of PATH
// (default "/bin:/usr/bin") for a name without a slash.
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int execv(const char *path, char *const argv[]) {
  return execve(path, argv, environ);
}

// execvpe (GNU): execvp with an environment.  An empty name is no file.
int execvpe(const char *file, char *const argv[], char *const envp[]) {
  if (!*file) {
    errno = ENOENT;
    return -1;
  }
  if (strchr(file, '/'))
    return execve(file, argv, envp);
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
      execve(buf, argv, envp);
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

int execvp(const char *file, char *const argv[]) {
  return execvpe(file, argv, environ);
}

// The list forms.  The arguments after path are counted first, then
// copied into an array (a VLA: nothing to free if the exec fails);
// execle's environment follows the null that ends the list.

// How many arguments follow, up to the null that ends them (counted on a
// copy, so ap still points at the first).
static size_t count_args(va_list ap) {
  va_list c;
  va_copy(c, ap);
  size_t n = 0;
  while (va_arg(c, const char *))
    n++;
  va_end(c);
  return n;
}

// argv[0] = arg, then the n arguments of *ap and a null; *ap is left
// past the list's null.
static void fill_args(char **argv, const char *arg, va_list *ap, size_t n) {
  argv[0] = (char *)arg;
  for (size_t i = 1; i <= n + 1; i++)
    argv[i] = va_arg(*ap, char *);
}

int execl(const char *path, const char *arg, ...) {
  va_list ap;
  va_start(ap, arg);
  size_t n = count_args(ap);
  char *argv[n + 2];
  fill_args(argv, arg, &ap, n);
  va_end(ap);
  return execve(path, argv, environ);
}

int execle(const char *path, const char *arg, ...) {
  va_list ap;
  va_start(ap, arg);
  size_t n = count_args(ap);
  char *argv[n + 2];
  fill_args(argv, arg, &ap, n);
  char **envp = va_arg(ap, char **);
  va_end(ap);
  return execve(path, argv, envp);
}

int execlp(const char *file, const char *arg, ...) {
  va_list ap;
  va_start(ap, arg);
  size_t n = count_args(ap);
  char *argv[n + 2];
  fill_args(argv, arg, &ap, n);
  va_end(ap);
  return execvp(file, argv);
}
