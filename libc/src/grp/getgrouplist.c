// getgrouplist.c — getgrouplist: group, then every other group of
// /etc/group that lists user as a member, each gid once.
//
// As in glibc, at most *ngroups gids are stored; when there are more,
// the result is -1 and *ngroups says how many there are.
#include <string.h>
#include "pwdgrp.h"

// Adds gid to the list unless it is there already.
static void add(gid_t gid, gid_t *groups, int max, int *n) {
  for (int i = 0; i < *n && i < max; i++)
    if (groups[i] == gid)
      return;
  if (*n < max)
    groups[*n] = gid;
  (*n)++;
}

static int is_member(const struct group *gr, const char *user) {
  for (char **m = gr->gr_mem; *m; m++)
    if (!strcmp(*m, user))
      return 1;
  return 0;
}

int getgrouplist(const char *user, gid_t group, gid_t *groups, int *ngroups) {
  int max = *ngroups, n = 0;
  add(group, groups, max, &n);
  FILE *f = fopen(GROUP_FILE, "re");
  if (f) {
    Entry e = {0};
    struct group gr;
    while (__gr_next(f, &e, &gr) > 0)
      if (is_member(&gr, user))
        add(gr.gr_gid, groups, max, &n);
    __entry_free(&e);
    fclose(f);
  }
  *ngroups = n;
  return n > max ? -1 : n;
}
