// error.c — diagnostics.  A message names the place as file:line:col,
// then shows the source line with a caret under the offending column.

#include "safecc.h"

bool opt_w;

_Noreturn void error(char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "safecc: error: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(1);
}

// Whether loc points into file's contents (tokens made by the
// preprocessor, e.g. by ## or __LINE__, live in other buffers).
static bool loc_in_file(File *file, char *loc) {
  if (!file || !file->contents || !loc)
    return false;
  // Remember the last file's length: column_of may be called often.
  static File *last_file;
  static size_t last_len;
  if (file != last_file) {
    last_file = file;
    last_len = strlen(file->contents);
  }
  uintptr_t start = (uintptr_t)file->contents;
  uintptr_t p = (uintptr_t)loc;
  return start <= p && p <= start + last_len;
}

static char *line_start(File *file, char *loc) {
  char *p = loc;
  while (p > file->contents && p[-1] != '\n')
    p--;
  return p;
}

// How much of a long source line a diagnostic quotes on each side of the
// column: a generated line of 30 KB, quoted whole by each of hundreds of
// warnings, made megabytes of output (fuzz seed 1, input 32580).
enum { QUOTE_BEFORE = 100, QUOTE_AFTER = 100 };

// Prints the source line containing loc (only the part around loc, between
// "...", when it is long) and a caret line below it.  The caret line
// repeats the tabs of the source line so the caret lines up; it is built
// in memory and written at once (stderr is unbuffered).
static void print_source_line(File *file, char *loc) {
  char *start = line_start(file, loc);
  char *end = loc;
  while (*end && *end != '\n')
    end++;
  char *from = start, *to = end;
  if (loc - from > QUOTE_BEFORE)
    for (from = loc - QUOTE_BEFORE; from < loc && ((unsigned char)*from & 0xC0) == 0x80;)
      from++;  // start on a character, not inside one
  if (to - loc > QUOTE_AFTER)
    for (to = loc + QUOTE_AFTER; to > loc && ((unsigned char)*to & 0xC0) == 0x80;)
      to--;
  char *before = from > start ? "..." : "", *after = to < end ? "..." : "";
  fprintf(stderr, " %s%.*s%s\n", before, (int)(to - from), from, after);

  // At most 4 columns a character (a tab is one byte), plus "...", "^\n".
  char *caret = xmalloc(4 * (loc - from) + 8), *c = caret;
  for (char *p = before; *p; p++)
    *c++ = ' ';
  for (char *p = from; p < loc;) {
    if (*p == '\t') {
      *c++ = '\t';
      p++;
      continue;
    }
    char *q;
    uint32_t ch = decode_utf8(&q, p);
    int w = (ch == (uint32_t)-1) ? 1 : display_width(p, q - p);
    for (int i = 0; i < w; i++)
      *c++ = ' ';
    p = q;
  }
  *c = '\0';
  fprintf(stderr, " %s^\n", caret);
  free(caret);
}

// 1-based column of loc in its line, counting UTF-8 characters.
static int column_at(File *file, char *loc) {
  int col = 1;
  for (char *p = line_start(file, loc); p < loc; p++)
    if (((unsigned char)*p & 0xC0) != 0x80)
      col++;
  return col;
}

// The column a diagnostic would give for tok (1 if its text is not in
// its file's contents).
int token_column(Token *tok) {
  return loc_in_file(tok->file, tok->loc) ? column_at(tok->file, tok->loc) : 1;
}

// The line a diagnostic gives for tok: its physical line moved by #line.
// 64 bits, because "#line 2147483647" followed by more lines goes past
// INT_MAX (C11 6.10.4p3 bounds only the number written after #line).
int64_t token_line(Token *tok) {
  return (int64_t)tok->line_no + tok->line_delta;
}

static void vreport(File *file, char *filename, int64_t line, char *loc,
                    char *kind, char *fmt, va_list ap) {
  bool has_src = loc_in_file(file, loc);
  int col = has_src ? column_at(file, loc) : 1;
  fprintf(stderr, "%s:%lld:%d: %s: ", filename, (long long)line, col, kind);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  if (has_src)
    print_source_line(file, loc);
}

_Noreturn void error_at(File *file, char *loc, char *fmt, ...) {
  int64_t line = 1;
  if (loc_in_file(file, loc))
    for (char *p = file->contents; p < loc; p++)
      if (*p == '\n')
        line++;

  va_list ap;
  va_start(ap, fmt);
  vreport(file, file->display_name ? file->display_name : file->name,
          line + file->line_delta, loc, "error", fmt, ap);
  va_end(ap);
  exit(1);
}

int column_of(Token *tok) {
  if (!loc_in_file(tok->file, tok->loc))
    return 1;
  return column_at(tok->file, tok->loc);
}

static Token *expansion_root(Token *tok) {
  while (tok->origin)
    tok = tok->origin;
  return tok;
}

static char *tok_filename(Token *tok) {
  if (tok->filename)
    return tok->filename;
  return tok->file ? tok->file->name : "<unknown>";
}

static void report_tok(Token *tok, char *kind, char *fmt, va_list ap) {
  // A token made by macro expansion is reported where the macro was used,
  // followed by a note showing the token inside the macro definition.
  Token *root = expansion_root(tok);
  vreport(root->file, tok_filename(root), token_line(root),
          root->loc, kind, fmt, ap);
  if (root != tok && loc_in_file(tok->file, tok->loc)) {
    fprintf(stderr, "%s:%lld:%d: note: in expansion of a macro defined here\n",
            tok_filename(tok), (long long)token_line(tok), column_of(tok));
    print_source_line(tok->file, tok->loc);
  }
}

_Noreturn void error_tok(Token *tok, char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report_tok(tok, "error", fmt, ap);
  va_end(ap);
  exit(1);
}

void warn_tok(Token *tok, char *fmt, ...) {
  if (opt_w)
    return;
  va_list ap;
  va_start(ap, fmt);
  report_tok(tok, "warning", fmt, ap);
  va_end(ap);
}
