// getpwnam.c — getpwnam, getpwuid and their _r forms: a scan of
// /etc/passwd for the first entry with that name or uid.
#include <errno.h>
#include <string.h>
#include "pwdgrp.h"

// 1 found (pw points into e), 0 not found, -1 error (errno).  A missing
// file is an empty database.
static int search(const char *name, uid_t uid, Entry *e, struct passwd *pw) {
  FILE *f = fopen(PASSWD_FILE, "re");
  if (!f)
    return errno == ENOENT ? 0 : -1;
  int r;
  while ((r = __pw_next(f, e, pw)) > 0)
    if (name ? !strcmp(pw->pw_name, name) : pw->pw_uid == uid)
      break;
  int saved = errno;
  fclose(f);
  errno = saved;
  return r;
}

// POSIX: 0 with *result null when there is no such user, an error number
// (ERANGE: buf is too small) otherwise.
static int search_r(const char *name, uid_t uid, struct passwd *pw, char *buf, size_t size,
                    struct passwd **result) {
  Entry e = {0};
  struct passwd found;
  *result = 0;
  int r = search(name, uid, &e, &found), err = 0;
  if (r < 0)
    err = errno;
  else if (r > 0 && !(err = __pw_copy(&found, pw, buf, size)))
    *result = pw;
  __entry_free(&e);
  return err;
}

int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t size,
               struct passwd **result) {
  return search_r(name, 0, pw, buf, size, result);
}

int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t size, struct passwd **result) {
  return search_r(0, uid, pw, buf, size, result);
}

// The non-reentrant forms keep the entry's line until the next call.
static Entry entry;
static struct passwd pwd;

struct passwd *getpwnam(const char *name) {
  return search(name, 0, &entry, &pwd) > 0 ? &pwd : 0;
}

struct passwd *getpwuid(uid_t uid) {
  return search(0, uid, &entry, &pwd) > 0 ? &pwd : 0;
}
