/* sqlite_script.c -- tests/run-sqlite.sh: runs SQL scripts through
 * SQLite 3.50.4 (sqlite3.c, built by the same compiler) and prints every
 * result row, so that the outputs of two builds can be compared.
 *
 *   sqlite_script DATABASE SCRIPT...
 *
 * DATABASE is a file name or ":memory:".  The database is opened before
 * each script and closed after it, so a later script sees what an earlier
 * one left in a file (and its WAL).  Each statement's rows are printed as
 * `value|value|...` (NULL for null), an error as `error: <message>`, and
 * the script goes on.  A line `-- echo TEXT` prints TEXT. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sqlite3.h"

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  size_t cap = 4096, len = 0;
  char *buf = malloc(cap);
  size_t got;
  while ((got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += got;
    if (cap - len < 2) {
      cap *= 2;
      buf = realloc(buf, cap);
    }
  }
  fclose(f);
  buf[len] = 0;
  return buf;
}

static void print_row(sqlite3_stmt *st) {
  int n = sqlite3_column_count(st);
  for (int i = 0; i < n; i++) {
    if (i)
      putchar('|');
    if (sqlite3_column_type(st, i) == SQLITE_NULL)
      fputs("NULL", stdout);
    else
      fputs((const char *)sqlite3_column_text(st, i), stdout);
  }
  putchar('\n');
}

/* Prints the `-- echo` lines among the comments and blanks that start sql;
 * returns where the statement itself starts. */
static const char *echo_comments(const char *sql) {
  for (;;) {
    while (*sql == ' ' || *sql == '\t' || *sql == '\n' || *sql == '\r')
      sql++;
    if (sql[0] != '-' || sql[1] != '-')
      return sql;
    const char *end = strchr(sql, '\n');
    size_t len = end ? (size_t)(end - sql) : strlen(sql);
    if (len >= 8 && memcmp(sql, "-- echo ", 8) == 0)
      printf("%.*s\n", (int)(len - 8), sql + 8);
    sql += len;
  }
}

static void run_script(sqlite3 *db, const char *sql) {
  for (;;) {
    sql = echo_comments(sql);
    if (!*sql)
      return;
    sqlite3_stmt *st = NULL;
    const char *tail = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, &tail) != SQLITE_OK) {
      printf("error: %s\n", sqlite3_errmsg(db));
      const char *semi = strchr(sql, ';');
      if (!semi)
        return;
      sql = semi + 1;
      continue;
    }
    sql = tail;
    if (!st)
      continue;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
      print_row(st);
    if (rc != SQLITE_DONE)
      printf("error: %s\n", sqlite3_errmsg(db));
    sqlite3_finalize(st);
  }
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s DATABASE SCRIPT...\n", argv[0]);
    return 2;
  }
  for (int i = 2; i < argc; i++) {
    sqlite3 *db;
    if (sqlite3_open(argv[1], &db) != SQLITE_OK) {
      printf("error: cannot open %s: %s\n", argv[1], sqlite3_errmsg(db));
      return 1;
    }
    char *sql = read_file(argv[i]);
    run_script(db, sql);
    free(sql);
    if (sqlite3_close(db) != SQLITE_OK) {
      printf("error: close: %s\n", sqlite3_errmsg(db));
      return 1;
    }
  }
  return 0;
}
