// pwdgrp.h — reading /etc/passwd and /etc/group, shared by src/pwd and
// src/grp.
//
// An entry is parsed in place: its line (read with getline) is split at
// the colons and the struct points into it.  The non-reentrant functions
// keep that line in a static Entry; the _r functions copy the strings
// into the caller's buffer (__pw_copy, __gr_copy) and free their Entry.
#ifndef PWDGRP_H
#define PWDGRP_H

#include <grp.h>
#include <pwd.h>
#include <stdio.h>

#define PASSWD_FILE "/etc/passwd"
#define GROUP_FILE "/etc/group"

typedef struct {
  char *line;     // the current line, split in place
  size_t cap;
  char **mem;     // a group's member list (null-terminated)
  size_t memcap;
} Entry;

// The next well-formed entry of f: 1, or 0 at the end, -1 on a read or
// allocation error (errno set).
int __pw_next(FILE *f, Entry *e, struct passwd *pw);
int __gr_next(FILE *f, Entry *e, struct group *gr);

// Copy an entry's strings (and member list) into buf: 0, or ERANGE when
// size bytes are not enough.
int __pw_copy(const struct passwd *src, struct passwd *dst, char *buf, size_t size);
int __gr_copy(const struct group *src, struct group *dst, char *buf, size_t size);

void __entry_free(Entry *e);

// The next line of f that is not blank or a comment, without its newline
// and leading blanks; 0 when there is none, and then __end_or_error(f)
// tells the end of the file (0) from a failed read or allocation (-1).
char *__next_line(FILE *f, Entry *e);
int __end_or_error(FILE *f);

// Appends s and its NUL to buf (size bytes, *used taken), or returns 0
// when it does not fit.
char *__put_string(char *buf, size_t size, size_t *used, const char *s);

// Splits off the field that starts at *p and ends at the next sep (or the
// end of the string): terminates it, moves *p past sep and returns the
// field; 0 when *p is already past the end.
char *__field(char **p, int sep);

// A decimal id ("0" to "4294967295") as a field; -1 when malformed.
long long __id_field(const char *s);

#endif
