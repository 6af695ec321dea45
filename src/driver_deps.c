// driver_deps.c — make dependency rules for -M, -MM, -MD, -MMD, in the
// exact format gcc writes them, so build systems see no difference:
//
//   target: main.c dep1.h dep2.h <backslash>
//    dep3.h
//
// Names are joined with single spaces; a name that would go past column
// 72 starts a new line, and the line before it ends in " <backslash>".

#include "driver.h"

#define DEP_COLUMNS 72

// Quotes a file name for make: '$' doubles, a space or tab gets a
// backslash (and backslashes right before it are doubled), '#' gets one.
static char *quote_for_make(char *name) {
  char *buf = xcalloc(1, strlen(name) * 3 + 1);
  char *q = buf;
  for (char *p = name; *p; p++) {
    if (*p == ' ' || *p == '\t') {
      for (char *b = p - 1; b >= name && *b == '\\'; b--)
        *q++ = '\\';
      *q++ = '\\';
    } else if (*p == '$') {
      *q++ = '$';
    } else if (*p == '#') {
      *q++ = '\\';
    }
    *q++ = *p;
  }
  return buf;
}

// Writes one name, wrapping the line first if it would not fit.
// Returns the new column.
static int write_name(FILE *out, char *name, int col) {
  int len = strlen(name);
  if (col > 0) {
    if (col + len > DEP_COLUMNS) {
      fputs(" \\\n", out);
      col = 0;
    }
    fputc(' ', out);
    col++;
  }
  fputs(name, out);
  return col + len;
}

static bool already_listed(StringArray *deps, char *name) {
  for (int i = 0; i < deps->len; i++)
    if (!strcmp(deps->data[i], name))
      return true;
  return false;
}

// Every file read for this unit, in the order first opened, without
// built-in pseudo-files, duplicates, and (for -MM) system headers.  The
// main file always comes first.
static StringArray collect_deps(void) {
  StringArray deps = {0};
  strarray_push(&deps, quote_for_make(base_file));
  File **files = get_input_files();
  for (int i = 0; files[i]; i++) {
    char *name = files[i]->name;
    if (name[0] == '<' || !strcmp(name, base_file) || !file_exists(name))
      continue;
    if (opts.dep_no_system && is_system_header(name))
      continue;
    char *quoted = quote_for_make(name);
    if (!already_listed(&deps, quoted))
      strarray_push(&deps, quoted);
  }
  return deps;
}

// Writes the rule for the unit just preprocessed to `path` ("-" for
// stdout).  `target` is the default target, used when there is no -MT/-MQ.
void write_dependencies(char *path, char *target_name) {
  FILE *out = stdout;
  if (strcmp(path, "-")) {
    out = fopen(path, "w");
    if (!out)
      error("cannot open %s: %s", path, strerror(errno));
  }

  int col = 0;
  if (opts.dep_targets.len == 0)
    col = write_name(out, quote_for_make(target_name), col);
  for (int i = 0; i < opts.dep_targets.len; i++)
    col = write_name(out, opts.dep_targets.data[i], col);
  fputc(':', out);
  col++;

  StringArray deps = collect_deps();
  for (int i = 0; i < deps.len; i++)
    col = write_name(out, deps.data[i], col);
  fputc('\n', out);

  // -MP: a phony rule for every header, so a deleted header does not
  // break the build.
  if (opts.dep_phony)
    for (int i = 1; i < deps.len; i++)
      fprintf(out, "%s:\n", deps.data[i]);

  if (out == stdout)
    fflush(out);
  else if (ferror(out) || fclose(out) != 0)
    error("error writing %s", path);
}
