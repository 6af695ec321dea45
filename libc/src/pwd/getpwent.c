// getpwent.c — setpwent, getpwent, endpwent: /etc/passwd entry by entry.
#include "pwdgrp.h"

static FILE *file;
static Entry entry;
static struct passwd pwd;

void setpwent(void) {
  if (file)
    rewind(file);
}

void endpwent(void) {
  if (file)
    fclose(file);
  file = 0;
}

// Opens the file at the first call (and after endpwent).
struct passwd *getpwent(void) {
  if (!file && !(file = fopen(PASSWD_FILE, "re")))
    return 0;
  return __pw_next(file, &entry, &pwd) > 0 ? &pwd : 0;
}
