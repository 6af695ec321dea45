// getgrent.c — setgrent, getgrent, endgrent: /etc/group entry by entry.
#include "pwdgrp.h"

static FILE *file;
static Entry entry;
static struct group grp;

void setgrent(void) {
  if (file)
    rewind(file);
}

void endgrent(void) {
  if (file)
    fclose(file);
  file = 0;
}

// Opens the file at the first call (and after endgrent).
struct group *getgrent(void) {
  if (!file && !(file = fopen(GROUP_FILE, "re")))
    return 0;
  return __gr_next(file, &entry, &grp) > 0 ? &grp : 0;
}
