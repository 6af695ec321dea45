/* pwd.h - POSIX user database, read from /etc/passwd (no NSS: the
   "files" source only).  Layout as in glibc on Linux x86_64. */
#ifndef _PWD_H
#define _PWD_H
#include <stddef.h>
#include <bits/types.h>

struct passwd {
  char *pw_name;
  char *pw_passwd;
  uid_t pw_uid;
  gid_t pw_gid;
  char *pw_gecos;
  char *pw_dir;
  char *pw_shell;
};

struct passwd *getpwnam(const char *);
struct passwd *getpwuid(uid_t);
int getpwnam_r(const char *, struct passwd *, char *, size_t, struct passwd **);
int getpwuid_r(uid_t, struct passwd *, char *, size_t, struct passwd **);
struct passwd *getpwent(void);
void setpwent(void);
void endpwent(void);
#endif
