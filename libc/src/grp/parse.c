// parse.c — one /etc/group line: name:passwd:gid:member,member,...
//
// Lines with fewer than four fields or a gid that is not a decimal
// number are skipped; empty members ("a,,b") are left out.
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pwdgrp.h"

// Splits the member list s in place into e->mem.
static int split_members(Entry *e, char *s) {
  size_t n = 0;
  for (;;) {
    char *m = __field(&s, ',');
    if (m && !*m)
      continue;
    if (n + 1 >= e->memcap) {
      size_t cap = e->memcap ? 2 * e->memcap : 16;
      char **mem = realloc(e->mem, cap * sizeof *mem);
      if (!mem)
        return -1;
      e->mem = mem;
      e->memcap = cap;
    }
    e->mem[n++] = m;
    if (!m)
      return 0;
  }
}

int __gr_next(FILE *f, Entry *e, struct group *gr) {
  char *p;
  while ((p = __next_line(f, e))) {
    char *name = __field(&p, ':');
    char *passwd = __field(&p, ':');
    char *gid = __field(&p, ':');
    if (!p)
      continue;
    long long id = __id_field(gid);
    if (id < 0)
      continue;
    if (split_members(e, p) < 0)
      return -1;
    gr->gr_name = name;
    gr->gr_passwd = passwd;
    gr->gr_gid = (gid_t)id;
    gr->gr_mem = e->mem;
    return 1;
  }
  return __end_or_error(f);
}

// The member array goes first, at the first pointer-aligned byte of buf,
// then the strings.
int __gr_copy(const struct group *src, struct group *dst, char *buf, size_t size) {
  size_t n = 0;
  while (src->gr_mem[n])
    n++;
  size_t used = (size_t)(-(uintptr_t)buf & (sizeof(char *) - 1));
  size_t array = (n + 1) * sizeof(char *);
  if (used > size || array > size - used)
    return ERANGE;
  char **mem = (char **)(void *)(buf + used);
  used += array;
  for (size_t i = 0; i < n; i++) {
    mem[i] = __put_string(buf, size, &used, src->gr_mem[i]);
    if (!mem[i])
      return ERANGE;
  }
  mem[n] = 0;
  char *name = __put_string(buf, size, &used, src->gr_name);
  char *passwd = name ? __put_string(buf, size, &used, src->gr_passwd) : 0;
  if (!passwd)
    return ERANGE;
  dst->gr_name = name;
  dst->gr_passwd = passwd;
  dst->gr_gid = src->gr_gid;
  dst->gr_mem = mem;
  return 0;
}
