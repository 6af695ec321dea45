// pwd_grp.c — the user and group databases (/etc/passwd, /etc/group)
// against glibc, which reads the same files here: every entry of
// getpwent/getgrent, the lookups by name and id (root, the current user,
// names and ids that do not exist), the _r forms with buffers too small,
// and getgrouplist.
#include <errno.h>
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void show_pw(const char *what, const struct passwd *pw) {
  if (!pw) {
    printf("%s: none\n", what);
    return;
  }
  printf("%s: [%s] [%s] %u %u [%s] [%s] [%s]\n", what, pw->pw_name, pw->pw_passwd,
         pw->pw_uid, pw->pw_gid, pw->pw_gecos, pw->pw_dir, pw->pw_shell);
}

static void show_gr(const char *what, const struct group *gr) {
  if (!gr) {
    printf("%s: none\n", what);
    return;
  }
  printf("%s: [%s] [%s] %u", what, gr->gr_name, gr->gr_passwd, gr->gr_gid);
  for (char **m = gr->gr_mem; *m; m++)
    printf(" <%s>", *m);
  printf("\n");
}

// The bytes an entry's strings take, NULs included: no buffer smaller
// than that can hold it (glibc wants more: the whole line of every entry
// it reads on the way, so only sizes below this are sure to be ERANGE).
static size_t pw_bytes(const struct passwd *pw) {
  return strlen(pw->pw_name) + strlen(pw->pw_passwd) + strlen(pw->pw_gecos) +
         strlen(pw->pw_dir) + strlen(pw->pw_shell) + 5;
}

// getpwnam_r or getpwuid_r: with a large buffer, then with every size too
// small for the strings (ERANGE and a null result).
static void pw_r(const char *name, uid_t uid) {
  struct passwd pw, *res = (struct passwd *)1;
  char buf[1024];
  int r = name ? getpwnam_r(name, &pw, buf, sizeof buf, &res)
               : getpwuid_r(uid, &pw, buf, sizeof buf, &res);
  printf("pw_r %s %u: %d, ", name ? name : "-", uid, r);
  show_pw("entry", res);
  if (!res)
    return;
  size_t need = pw_bytes(res);
  for (size_t size = 0; size < need; size++) {
    struct passwd pw2, *res2 = (struct passwd *)1;
    r = name ? getpwnam_r(name, &pw2, buf, size, &res2) : getpwuid_r(uid, &pw2, buf, size, &res2);
    if (r != ERANGE || res2) {
      printf("  size %zu of %zu: %d %s\n", size, need, r, res2 ? "with a result" : "");
      return;
    }
  }
}

static void gr_r(const char *name, gid_t gid) {
  struct group gr, *res = (struct group *)1;
  char *buf = malloc(1024);
  int r = 0;
  for (size_t size = 0; size <= 1024; size++) {
    r = name ? getgrnam_r(name, &gr, buf, size, &res) : getgrgid_r(gid, &gr, buf, size, &res);
    if (r != ERANGE)
      break;
    if (res) {
      printf("gr_r: ERANGE with a result\n");
      break;
    }
  }
  // The smallest size depends on the alignment of the member array, so
  // only the outcome is compared.
  printf("gr_r %s %u: %d, ", name ? name : "-", gid, r);
  show_gr("entry", res);
  free(buf);
}

int main(void) {
  // Every entry, twice (setpwent rewinds), and after endpwent again.
  int n = 0;
  struct passwd *pw;
  while ((pw = getpwent())) {
    show_pw("ent", pw);
    n++;
  }
  setpwent();
  int m = 0;
  while (getpwent())
    m++;
  endpwent();
  printf("passwd entries %d, after setpwent %d, after endpwent %s\n", n, m,
         getpwent() ? getpwent()->pw_name : "none");
  endpwent();

  // Lookups for each entry, by name and by uid, non-reentrant and _r.
  char names[64][64];
  uid_t uids[64];
  int k = 0;
  while ((pw = getpwent()) && k < 64) {
    snprintf(names[k], sizeof names[k], "%s", pw->pw_name);
    uids[k++] = pw->pw_uid;
  }
  endpwent();
  for (int i = 0; i < k; i++) {
    show_pw("nam", getpwnam(names[i]));
    show_pw("uid", getpwuid(uids[i]));
    pw_r(names[i], 0);
    pw_r(0, uids[i]);
  }
  show_pw("root", getpwuid(0));
  show_pw("me", getpwuid(getuid()));
  show_pw("no such name", getpwnam("no-such-user-here"));
  show_pw("no such uid", getpwuid(4242424));
  show_pw("empty name", getpwnam(""));
  pw_r("no-such-user-here", 0);
  pw_r(0, 4242424);
  // The non-reentrant result is overwritten by the next call.
  struct passwd *a = getpwuid(0);
  char *aname = strdup(a->pw_name);
  getpwnam("no-such-user-here");
  getpwnam("nobody");
  printf("kept %s\n", aname);
  free(aname);

  // Groups.
  struct group *gr;
  n = 0;
  while ((gr = getgrent())) {
    show_gr("grent", gr);
    n++;
  }
  setgrent();
  m = 0;
  while (getgrent())
    m++;
  endgrent();
  printf("group entries %d, after setgrent %d\n", n, m);
  gid_t gids[128];
  k = 0;
  while ((gr = getgrent()) && k < 128) {
    snprintf(names[k % 64], sizeof names[0], "%s", gr->gr_name);
    gids[k] = gr->gr_gid;
    show_gr("nam", getgrnam(names[k % 64]));  // a lookup inside the enumeration
    k++;
  }
  endgrent();
  for (int i = 0; i < k; i++) {
    show_gr("gid", getgrgid(gids[i]));
    gr_r(0, gids[i]);
  }
  show_gr("gid 0", getgrgid(0));
  show_gr("my gid", getgrgid(getgid()));
  show_gr("no such group", getgrnam("no-such-group-here"));
  show_gr("no such gid", getgrgid(4242424));
  gr_r("no-such-group-here", 0);
  gr_r("root", 0);

  // getgrouplist for every user, with room and without.
  while ((pw = getpwent())) {
    gid_t list[64];
    int ng = 64;
    int r = getgrouplist(pw->pw_name, pw->pw_gid, list, &ng);
    printf("groups of %s: %d %d:", pw->pw_name, r, ng);
    for (int i = 0; i < ng && i < 64; i++)
      printf(" %u", list[i]);
    int small = 0;
    r = getgrouplist(pw->pw_name, pw->pw_gid, list, &small);
    printf(" | with 0: %d %d\n", r, small);
  }
  endpwent();
  gid_t list[8];
  int ng = 8;
  int r = getgrouplist("postgres", 103, list, &ng);
  printf("postgres with 103: %d %d %u\n", r, ng, list[0]);
  ng = 8;
  r = getgrouplist("nobody-at-all", 5, list, &ng);
  printf("unknown user: %d %d %u\n", r, ng, list[0]);
  return 0;
}
