// parse.c — one /etc/passwd line: name:passwd:uid:gid:gecos:dir:shell.
//
// Empty lines and '#' comments are skipped, as are lines with fewer than
// seven fields or a uid/gid that is not a decimal number; the shell is
// the rest of the line.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "pwdgrp.h"

char *__field(char **p, int sep) {
  char *s = *p;
  if (!s)
    return 0;
  char *q = s;
  while (*q && *q != sep)
    q++;
  if (*q) {
    *q = 0;
    *p = q + 1;
  } else {
    *p = 0;
  }
  return s;
}

long long __id_field(const char *s) {
  long long v = 0;
  if (!*s)
    return -1;
  for (; *s; s++) {
    if (*s < '0' || *s > '9')
      return -1;
    v = v * 10 + (*s - '0');
    if (v > 0xffffffffLL)
      return -1;
  }
  return v;
}

// Reads the next line that is not blank or a comment, without its
// newline and leading blanks; 0 at the end of the file.
char *__next_line(FILE *f, Entry *e) {
  for (;;) {
    ssize_t n = getline(&e->line, &e->cap, f);
    if (n < 0)
      return 0;
    if (n > 0 && e->line[n - 1] == '\n')
      e->line[n - 1] = 0;
    char *s = e->line;
    while (*s == ' ' || *s == '\t')
      s++;
    if (*s && *s != '#')
      return s;
  }
}

// After next_line found nothing: 0 at the end of the file, -1 when
// getline failed (errno says why).
int __end_or_error(FILE *f) {
  return feof(f) ? 0 : -1;
}

int __pw_next(FILE *f, Entry *e, struct passwd *pw) {
  char *p;
  while ((p = __next_line(f, e))) {
    char *field[6];
    int i = 0;
    for (; i < 6 && p; i++)
      field[i] = __field(&p, ':');
    if (i < 6 || !p)
      continue;
    long long uid = __id_field(field[2]), gid = __id_field(field[3]);
    if (uid < 0 || gid < 0)
      continue;
    pw->pw_name = field[0];
    pw->pw_passwd = field[1];
    pw->pw_uid = (uid_t)uid;
    pw->pw_gid = (gid_t)gid;
    pw->pw_gecos = field[4];
    pw->pw_dir = field[5];
    pw->pw_shell = p;
    return 1;
  }
  return __end_or_error(f);
}

// Appends s and its NUL at buf[*used], when it fits in size.
char *__put_string(char *buf, size_t size, size_t *used, const char *s) {
  size_t n = strlen(s) + 1;
  if (n > size - *used)
    return 0;
  char *d = buf + *used;
  memcpy(d, s, n);
  *used += n;
  return d;
}

int __pw_copy(const struct passwd *src, struct passwd *dst, char *buf, size_t size) {
  size_t used = 0;
  char *name = __put_string(buf, size, &used, src->pw_name);
  char *passwd = name ? __put_string(buf, size, &used, src->pw_passwd) : 0;
  char *gecos = passwd ? __put_string(buf, size, &used, src->pw_gecos) : 0;
  char *dir = gecos ? __put_string(buf, size, &used, src->pw_dir) : 0;
  char *shell = dir ? __put_string(buf, size, &used, src->pw_shell) : 0;
  if (!shell)
    return ERANGE;
  dst->pw_name = name;
  dst->pw_passwd = passwd;
  dst->pw_uid = src->pw_uid;
  dst->pw_gid = src->pw_gid;
  dst->pw_gecos = gecos;
  dst->pw_dir = dir;
  dst->pw_shell = shell;
  return 0;
}

void __entry_free(Entry *e) {
  free(e->line);
  free(e->mem);
  e->line = 0;
  e->mem = 0;
  e->cap = e->memcap = 0;
}
