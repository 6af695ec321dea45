// getgrnam.c — getgrnam, getgrgid and their _r forms: a scan of
// /etc/group for the first entry with that name or gid.
#include <errno.h>
#include <string.h>
#include "pwdgrp.h"

// 1 found (gr points into e), 0 not found, -1 error (errno).  A missing
// file is an empty database.
static int search(const char *name, gid_t gid, Entry *e, struct group *gr) {
  FILE *f = fopen(GROUP_FILE, "re");
  if (!f)
    return errno == ENOENT ? 0 : -1;
  int r;
  while ((r = __gr_next(f, e, gr)) > 0)
    if (name ? !strcmp(gr->gr_name, name) : gr->gr_gid == gid)
      break;
  int saved = errno;
  fclose(f);
  errno = saved;
  return r;
}

// POSIX: 0 with *result null when there is no such group, an error
// number (ERANGE: buf is too small) otherwise.
static int search_r(const char *name, gid_t gid, struct group *gr, char *buf, size_t size,
                    struct group **result) {
  Entry e = {0};
  struct group found;
  *result = 0;
  int r = search(name, gid, &e, &found), err = 0;
  if (r < 0)
    err = errno;
  else if (r > 0 && !(err = __gr_copy(&found, gr, buf, size)))
    *result = gr;
  __entry_free(&e);
  return err;
}

int getgrnam_r(const char *name, struct group *gr, char *buf, size_t size,
               struct group **result) {
  return search_r(name, 0, gr, buf, size, result);
}

int getgrgid_r(gid_t gid, struct group *gr, char *buf, size_t size, struct group **result) {
  return search_r(0, gid, gr, buf, size, result);
}

// The non-reentrant forms keep the entry's line and members until the
// next call.
static Entry entry;
static struct group grp;

struct group *getgrnam(const char *name) {
  return search(name, 0, &entry, &grp) > 0 ? &grp : 0;
}

struct group *getgrgid(gid_t gid) {
  return search(0, gid, &entry, &grp) > 0 ? &grp : 0;
}
