// wordexp.c — word expansion as the shell does it, by the shell itself:
// the words are checked for the characters POSIX forbids unquoted (and,
// with WRDE_NOCMD, for command substitution), then /bin/sh runs
//   eval "set -- $1" && { [ $# -eq 0 ] || printf '%s\0' "$@"; }
// with the words as $1, so tilde, parameter, command and arithmetic
// expansion, field splitting, quote removal and pathname expansion all
// happen as in sh, and each resulting field comes back ended by a NUL
// (none at all for no field).
// The shell's exit status tells a syntax error or, with WRDE_UNDEF (set
// -u), an undefined variable: with that flag any failure of the shell is
// reported as WRDE_BADVAL, since sh exits alike for both.
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wordexp.h>

extern char **environ;

// The first problem of `words` outside quotes: WRDE_BADCHAR for one of
// | & ; < > ( ) { } or a newline, WRDE_CMDSUB for $( (not $(( ) or a
// backquote when commands are refused; 0 if none.  Inside $( ... ),
// $(( ... )) and ${ ... } those characters are the expansion's own.
static int scan(const char *s, bool no_commands) {
  bool single = false, dbl = false;
  int depth = 0;   // parentheses open since a $(
  int braces = 0;  // open ${
  for (; *s; s++) {
    char c = *s;
    if (single) {
      single = c != '\'';
      continue;
    }
    if (c == '\\') {
      if (s[1])
        s++;
      continue;
    }
    if (c == '\'' && !dbl) {
      single = true;
    } else if (c == '"') {
      dbl = !dbl;
    } else if (c == '`') {
      if (no_commands)
        return WRDE_CMDSUB;
    } else if (c == '$' && s[1] == '(') {
      if (s[2] != '(' && no_commands)
        return WRDE_CMDSUB;
      depth++;
      s++;
    } else if (c == '$' && s[1] == '{') {
      braces++;
      s++;
    } else if (c == '(' && depth > 0) {
      depth++;
    } else if (c == ')' && depth > 0) {
      depth--;
    } else if (c == '}' && braces > 0 && depth == 0) {
      braces--;
    } else if (!dbl && depth == 0 && braces == 0 && strchr("|&;<>(){}\n", c)) {
      return WRDE_BADCHAR;
    }
  }
  return 0;
}

// Runs the shell on `words`; its output (NUL-ended fields) goes to *out.
// Returns 0, or a WRDE_ error.
static int run_shell(const char *words, int flags, char **out, size_t *len) {
  int fds[2];
  if (pipe(fds) != 0)
    return WRDE_NOSPACE;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
  posix_spawn_file_actions_addclose(&fa, fds[0]);
  if (!(flags & WRDE_SHOWERR))
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  char *argv[] = {"sh", (flags & WRDE_UNDEF) ? "-uc" : "-c",
                  "eval \"set -- $1\" && { [ $# -eq 0 ] || printf '%s\\0' \"$@\"; }", "sh",
                  (char *)words, NULL};
  pid_t pid;
  int r = posix_spawn(&pid, "/bin/sh", &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fds[1]);
  if (r != 0) {
    close(fds[0]);
    return WRDE_NOSPACE;
  }
  size_t cap = 256, n = 0;
  char *buf = malloc(cap);
  for (;;) {
    if (buf && n == cap) {
      char *bigger = realloc(buf, cap * 2);
      if (!bigger) {
        free(buf);
        buf = NULL;
      } else {
        buf = bigger;
        cap *= 2;
      }
    }
    if (!buf)
      break;
    ssize_t got = read(fds[0], buf + n, cap - n);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      break;
    n += (size_t)got;
  }
  close(fds[0]);
  int status;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
    ;
  if (!buf)
    return WRDE_NOSPACE;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    free(buf);
    return (flags & WRDE_UNDEF) ? WRDE_BADVAL : WRDE_SYNTAX;
  }
  *out = buf;
  *len = n;
  return 0;
}

int wordexp(const char *restrict words, wordexp_t *restrict we, int flags) {
  int bad = scan(words, flags & WRDE_NOCMD);
  if (bad)
    return bad;
  if (flags & WRDE_REUSE)
    wordfree(we);
  char *out;
  size_t len;
  int err = run_shell(words, flags, &out, &len);
  if (err)
    return err;
  size_t fields = 0;
  for (size_t i = 0; i < len; i++)
    fields += out[i] == '\0';
  size_t offs = (flags & WRDE_DOOFFS) ? we->we_offs : 0;
  size_t old = (flags & WRDE_APPEND) ? we->we_wordc : 0;
  char **v = realloc((flags & WRDE_APPEND) ? we->we_wordv : NULL,
                     (offs + old + fields + 1) * sizeof(char *));
  if (!v) {
    free(out);
    return WRDE_NOSPACE;
  }
  if (!(flags & WRDE_APPEND))
    for (size_t i = 0; i < offs; i++)
      v[i] = NULL;
  size_t k = offs + old;
  for (size_t i = 0; i < len; i += strlen(out + i) + 1) {
    if (!(v[k] = strdup(out + i))) {
      while (k > offs + old)
        free(v[--k]);
      v[k] = NULL;
      we->we_wordv = v;
      free(out);
      return WRDE_NOSPACE;
    }
    k++;
  }
  v[k] = NULL;
  free(out);
  we->we_wordv = v;
  we->we_wordc = old + fields;
  if (!(flags & WRDE_DOOFFS))
    we->we_offs = 0;
  return 0;
}

void wordfree(wordexp_t *we) {
  if (!we->we_wordv)
    return;
  for (size_t i = 0; i < we->we_wordc; i++)
    free(we->we_wordv[we->we_offs + i]);
  free(we->we_wordv);
  we->we_wordv = NULL;
  we->we_wordc = 0;
}
