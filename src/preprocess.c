// preprocess.c — the C11 preprocessor (plus the GNU extensions system
// headers rely on).
//
// The input is the token list of the main file.  Directives are executed
// in place: an #include splices the included file's tokens (ending in its
// own EOF token, which marks the end of the include) in front of the rest
// of the list, and a macro use is replaced by its expansion, which is then
// rescanned together with the rest of the list.  This keeps the main loop
// iterative; recursion happens only when macro arguments are expanded
// before substitution (bounded by MAX_EXPAND_DEPTH).
//
// Macro expansion follows Dave Prosser's algorithm: every token carries a
// "hideset", the names of the macros whose expansion produced it, and a
// name in its own hideset is never expanded again.

#include "safecc.h"
#include "backend.h"

#define MAX_INCLUDE_DEPTH 200
#define MAX_EXPAND_DEPTH 1000

StringArray include_paths;
char *base_file;

typedef struct MacroParam MacroParam;
struct MacroParam {
  MacroParam *next;
  char *name;
};

typedef struct MacroArg MacroArg;
struct MacroArg {
  MacroArg *next;
  char *name;
  bool is_va_args;
  bool omitted;    // variadic argument left out entirely: f(a) for f(x, ...)
  bool needs_raw;  // also used as an operand of # or ##
  Token *tok;      // the argument as written, ending in EOF
  Token *expanded; // fully macro-expanded, computed on first use
};

typedef Token *macro_handler_fn(Token *);

typedef struct {
  char *name;
  bool is_objlike;
  MacroParam *params;
  char *va_args_name; // NULL unless variadic
  Token *body;        // replacement list, ending in EOF
  macro_handler_fn *handler; // dynamic macros like __LINE__
} Macro;

// Hidesets are immutable lists, so they can share tails.
struct Hideset {
  Hideset *next;
  char *name;
  int len;
};

// #if/#ifdef/#ifndef nesting.
typedef enum { IN_THEN, IN_ELIF, IN_ELSE } CondCtx;

typedef struct CondIncl CondIncl;
struct CondIncl {
  CondIncl *next;
  CondCtx ctx;
  Token *tok;
  bool included; // some group of this #if was taken
};

// One open #include.
typedef struct IncludeFrame IncludeFrame;
struct IncludeFrame {
  IncludeFrame *next;
  CondIncl *cond;       // cond_incl when the file was entered
  char *key;            // real_path() of the file
  long repeated_tokens; // its token count if it was already being included, else 0
};

// In an #include cycle (a file including itself, directly or through
// others) every level holds all the tokens of its file, so memory grows
// with depth times size: a 160 KB file including itself 200 times would
// need gigabytes.  The files entered while already being included may
// repeat at most this many tokens in all (about 140 MB of Token; counting
// bytes of text instead let 15 KB of "!!!..." make 3 M tokens, 430 MB, in
// 200 levels); recursive inclusion as real code uses it (X-macros,
// counters) stays far below.
#define MAX_REPEATED_INCLUDE_TOKENS 1000000L
static long repeated_include_tokens;

static HashMap macros;
static CondIncl *cond_incl;
static IncludeFrame *include_stack;
static int include_depth;
static int expand_depth;
static HashMap pragma_once;    // real path -> 1
static HashMap include_guards; // path -> guard macro name
static int *found_dir;         // file_no -> include_paths index it was found at
static int found_dir_cap;

// Tokens (the va_list typedef) left over from the target's predefines;
// preprocess() puts them in front of the translation unit.
static Token *predef_head;
static Token *predef_tail;

static Token *expand_tokens(Token *tok, bool run_directives);
static bool in_if_expr; // expanding the expression of #if or #elif
static Token *directive(Token *hash);
static bool expand_macro(Token **rest, Token *tok);

//
// Token list helpers
//

static Token *copy_token(Token *tok) {
  Token *t = xmalloc(sizeof(Token));
  *t = *tok;
  t->next = NULL;
  return t;
}

static Token *new_eof(Token *tok) {
  Token *t = copy_token(tok);
  t->kind = TK_EOF;
  t->len = 0;
  return t;
}

static bool is_eof(Token *tok) {
  return tok->kind == TK_EOF;
}

// A '#' that starts a directive: first on a line of the source (tokens
// made by macro expansion never start directives).
static bool is_hash(Token *tok) {
  return tok->at_bol && !tok->origin && equal(tok, "#");
}

static bool ends_line(Token *tok) {
  return tok->at_bol || is_eof(tok);
}

static char *spelling(Token *tok) {
  return format("%.*s", tok->len, tok->loc);
}

// Copies the list tok (up to its EOF) and appends tail to the copy.
static Token *append(Token *tok, Token *tail) {
  Token head = {0};
  Token *cur = &head;
  for (; !is_eof(tok); tok = tok->next)
    cur = cur->next = copy_token(tok);
  cur->next = tail;
  return head.next;
}

static Token *copy_list(Token *tok) {
  return append(tok, new_eof(tok));
}

// Skips the rest of a directive line, warning about extra tokens.
static Token *skip_line(Token *tok) {
  if (ends_line(tok))
    return tok;
  warn_tok(tok, "extra tokens at end of directive");
  while (!ends_line(tok))
    tok = tok->next;
  return tok;
}

// Copies the rest of the line into a new EOF-terminated list.  The EOF
// sits just after the line's last token, for diagnostics.
static Token *copy_line(Token **rest, Token *tok) {
  Token head = {0};
  Token *cur = &head;
  for (; !ends_line(tok); tok = tok->next)
    cur = cur->next = copy_token(tok);
  if (cur != &head) {
    cur->next = new_eof(cur);
    cur->next->loc = cur->loc + cur->len;
  } else {
    cur->next = new_eof(tok);
  }
  *rest = tok;
  return head.next;
}

// The spellings of tokens joined, with a space where the source had one.
static char *join_tokens(Token *tok, Token *end) {
  int len = 1;
  for (Token *t = tok; t != end && !is_eof(t); t = t->next)
    len += t->len + 1;
  char *buf = xmalloc(len);
  int pos = 0;
  for (Token *t = tok; t != end && !is_eof(t); t = t->next) {
    if (t != tok && t->has_space)
      buf[pos++] = ' ';
    memcpy(buf + pos, t->loc, t->len);
    pos += t->len;
  }
  buf[pos] = '\0';
  return buf;
}

// Tokenizes text produced by the preprocessor itself (##, #, __LINE__ ...).
// The new tokens report their position as that of `like`.
static Token *tokenize_text(char *text, Token *like) {
  File *file = new_file(like->filename, like->file ? like->file->file_no : -1,
                        text);
  Token *tok = tokenize(file);
  for (Token *t = tok; t; t = t->next) {
    t->file = like->file;
    t->filename = like->filename;
    t->line_no = like->line_no;
    t->line_delta = like->line_delta;
    t->origin = like->origin;
    t->at_bol = false;
    t->has_space = false;
  }
  tok->has_space = like->has_space;
  return tok;
}

static Token *new_num_token(int64_t val, Token *like) {
  return tokenize_text(format("%lld", (long long)val), like);
}

// A string literal token whose contents are `s` (escaped as needed).
static Token *new_str_token(char *s, Token *like) {
  int len = 3;
  for (char *p = s; *p; p++)
    len += (*p == '\\' || *p == '"') ? 2 : 1;
  char *buf = xmalloc(len);
  char *q = buf;
  *q++ = '"';
  for (char *p = s; *p; p++) {
    if (*p == '\\' || *p == '"')
      *q++ = '\\';
    *q++ = *p;
  }
  *q++ = '"';
  *q = '\0';
  return tokenize_text(buf, like);
}

//
// Hidesets
//

static Hideset *new_hideset(char *name) {
  Hideset *hs = xcalloc(1, sizeof(Hideset));
  hs->name = name;
  hs->len = strlen(name);
  return hs;
}

static bool hideset_contains(Hideset *hs, char *s, int len) {
  for (; hs; hs = hs->next)
    if (hs->len == len && memcmp(hs->name, s, len) == 0)
      return true;
  return false;
}

static Hideset *hideset_union(Hideset *a, Hideset *b) {
  if (!a || a == b)
    return b;
  if (!b)
    return a;
  // The common case, adding one macro name: share a's list.
  if (!b->next) {
    if (hideset_contains(a, b->name, b->len))
      return a;
    Hideset *hs = new_hideset(b->name);
    hs->next = a;
    return hs;
  }
  Hideset head = {0};
  Hideset *cur = &head;
  for (; a; a = a->next) {
    if (!hideset_contains(b, a->name, a->len)) {
      cur = cur->next = new_hideset(a->name);
    }
  }
  cur->next = b;
  return head.next;
}

static Hideset *hideset_intersection(Hideset *a, Hideset *b) {
  if (a == b)
    return a;
  Hideset head = {0};
  Hideset *cur = &head;
  for (; a; a = a->next)
    if (hideset_contains(b, a->name, a->len))
      cur = cur->next = new_hideset(a->name);
  return head.next;
}

//
// Macro table
//

static Macro *find_macro(Token *tok) {
  if (tok->kind != TK_IDENT)
    return NULL;
  return hashmap_get2(&macros, tok->loc, tok->len);
}

static Macro *add_macro(char *name, bool is_objlike, Token *body) {
  Macro *m = xcalloc(1, sizeof(Macro));
  m->name = name;
  m->is_objlike = is_objlike;
  m->body = body;
  hashmap_put(&macros, name, m);
  return m;
}

static void add_builtin(char *name, macro_handler_fn *fn) {
  Macro *m = add_macro(name, true, NULL);
  m->handler = fn;
}

void undef_macro(char *name) {
  hashmap_delete(&macros, name);
}

//
// Source positions: #line and line markers
//

// Since a File's tokens are made before its #line directives run, the
// tokens after a directive get the file's current display name and line
// delta here, up to the next directive (which does the same), so every
// token is stamped once.
static void stamp_positions(Token *tok, File *file) {
  if (file->line_delta == 0 && file->display_name == file->name)
    return;
  for (bool first = true; !is_eof(tok) && (first || !is_hash(tok)) &&
                          tok->file == file;
       tok = tok->next, first = false) {
    tok->filename = file->display_name;
    tok->line_delta = file->line_delta;
  }
}

static Token *line_end(Token *tok) {
  while (!ends_line(tok))
    tok = tok->next;
  return tok;
}

// #line N ["file"] and GNU markers # N "file" flags...: the line after the
// directive is line N.
static Token *line_directive(Token *tok, Token *hash) {
  Token *rest;
  Token *line = expand_tokens(copy_line(&rest, tok), false);
  if (line->kind != TK_PP_NUM)
    error_tok(line, "\"%.*s\" after #line is not a positive integer",
              line->len, line->loc);

  int64_t n = 0;
  for (int i = 0; i < line->len; i++) {
    if (!isdigit((unsigned char)line->loc[i]))
      error_tok(line, "\"%.*s\" after #line is not a positive integer",
                line->len, line->loc);
    n = n * 10 + (line->loc[i] - '0');
    // C11 6.10.4p3: at most 2147483647.  Checked after each digit, so the
    // value never grows past what int64_t holds.
    if (n > 2147483647)
      error_tok(line, "line number out of range after #line");
  }

  File *file = hash->file;
  file->line_delta = (int)(n - (hash->line_no + 1));
  Token *name = line->next;
  if (name->kind == TK_STR) {
    if (name->ty->base->size != 1)
      error_tok(name, "invalid filename after #line");
    file->display_name = name->str;
  } else if (!is_eof(name) && !equal(hash->next, "line") &&
             name->kind != TK_PP_NUM) {
    error_tok(name, "invalid filename after #line");
  }
  stamp_positions(rest, file);
  return rest;
}

//
// #define
//

static bool is_ident(Token *tok) {
  return tok->kind == TK_IDENT;
}

static Token *expect_on_line(Token *tok, char *op) {
  if (ends_line(tok) || !equal(tok, op))
    error_tok(tok, "expected '%s' in macro parameter list", op);
  return tok->next;
}

// Reads "(a, b, ...)" after a function-like macro's name.
static Token *read_macro_params(Token *tok, Macro *m) {
  MacroParam head = {0};
  MacroParam *cur = &head;
  tok = tok->next; // '('
  if (equal(tok, ")") && !tok->at_bol) {
    m->params = NULL;
    return tok->next;
  }

  for (;;) {
    if (!ends_line(tok) && equal(tok, "...")) {
      m->va_args_name = "__VA_ARGS__";
      m->params = head.next;
      return expect_on_line(tok->next, ")");
    }
    if (ends_line(tok) || !is_ident(tok))
      error_tok(tok, "expected parameter name");
    char *name = spelling(tok);
    for (MacroParam *p = head.next; p; p = p->next)
      if (strcmp(p->name, name) == 0)
        error_tok(tok, "duplicate macro parameter \"%s\"", name);
    if (!ends_line(tok->next) && equal(tok->next, "...")) {
      m->va_args_name = name;
      m->params = head.next;
      return expect_on_line(tok->next->next, ")");
    }
    cur = cur->next = xcalloc(1, sizeof(MacroParam));
    cur->name = name;
    tok = tok->next;
    if (!ends_line(tok) && equal(tok, ")")) {
      m->params = head.next;
      return tok->next;
    }
    tok = expect_on_line(tok, ",");
  }
}

static bool is_param(Macro *m, Token *tok) {
  if (!is_ident(tok))
    return false;
  for (MacroParam *p = m->params; p; p = p->next)
    if (equal(tok, p->name))
      return true;
  return m->va_args_name && equal(tok, m->va_args_name);
}

static bool is_va_opt(Macro *m, Token *tok) {
  return m->va_args_name && equal(tok, "__VA_OPT__");
}

// Checks the rules for # and ## in a replacement list.
static void check_macro_body(Macro *m) {
  Token *body = m->body;
  if (!is_eof(body) && equal(body, "##"))
    error_tok(body, "'##' cannot appear at either end of a macro expansion");
  for (Token *t = body; !is_eof(t); t = t->next) {
    if (equal(t, "##") && is_eof(t->next))
      error_tok(t, "'##' cannot appear at either end of a macro expansion");
    if (!m->is_objlike && equal(t, "#") && !is_param(m, t->next) &&
        !is_va_opt(m, t->next))
      error_tok(t, "'#' is not followed by a macro parameter");
  }
}

static void define_directive(Token **rest, Token *tok) {
  if (ends_line(tok) || !is_ident(tok))
    error_tok(tok, "macro name must be an identifier");
  char *name = spelling(tok);
  if (strcmp(name, "defined") == 0)
    error_tok(tok, "\"defined\" cannot be used as a macro name");

  Macro *m = xcalloc(1, sizeof(Macro));
  m->name = name;
  tok = tok->next;
  if (!ends_line(tok) && !tok->has_space && equal(tok, "(")) {
    tok = read_macro_params(tok, m);
  } else {
    m->is_objlike = true;
  }
  m->body = copy_line(rest, tok);
  if (m->body->kind != TK_EOF)
    m->body->has_space = false;
  check_macro_body(m);
  hashmap_put(&macros, name, m);
}

//
// Macro expansion
//

// A placemarker stands for an empty argument next to ## (C11 6.10.3.3).
static Token *new_placemarker(Token *like) {
  Token *t = copy_token(like);
  t->kind = TK_PUNCT;
  t->loc = "";
  t->len = 0;
  return t;
}

static bool is_placemarker(Token *tok) {
  return tok->kind == TK_PUNCT && tok->len == 0;
}

static MacroArg *find_arg(MacroArg *args, Token *tok) {
  if (!is_ident(tok))
    return NULL;
  for (MacroArg *a = args; a; a = a->next)
    if (equal(tok, a->name))
      return a;
  return NULL;
}

// Reads one macro argument: tokens up to a ',' or ')' at paren depth 0
// (with read_rest, commas do not end it: the variadic argument).  The
// argument's tokens are not copied but cut out of the list (they are
// consumed by the macro use anyway), so nested macro calls in arguments
// cost linear memory.
static MacroArg *read_macro_arg(Token **rest, Token *tok, bool read_rest,
                                Token *macro_tok) {
  Token *start = tok;
  Token *last = NULL;
  int depth = 0;
  for (;;) {
    if (is_eof(tok))
      error_tok(macro_tok, "unterminated argument list invoking macro \"%.*s\"",
                macro_tok->len, macro_tok->loc);
    if (is_hash(tok)) {
      // Like GCC, run directives (typically #ifdef) inside arguments.
      tok = directive(tok);
      if (last)
        last->next = tok;
      else
        start = tok;
      continue;
    }
    if (depth == 0 && equal(tok, ")"))
      break;
    if (depth == 0 && !read_rest && equal(tok, ","))
      break;
    if (equal(tok, "("))
      depth++;
    else if (equal(tok, ")"))
      depth--;
    last = tok;
    tok = tok->next;
  }

  Token *eof = new_eof(tok);
  MacroArg *arg = xcalloc(1, sizeof(MacroArg));
  if (last) {
    last->next = eof;
    arg->tok = start;
  } else {
    arg->tok = eof;
  }
  *rest = tok;
  return arg;
}

// Reads the arguments of a use of function-like macro m; tok is the
// token after '('.  *rest is set to the closing ')'.
static MacroArg *read_macro_args(Token **rest, Token *tok, Macro *m,
                                 Token *macro_tok) {
  MacroArg head = {0};
  MacroArg *cur = &head;
  char *name = m->name;

  for (MacroParam *p = m->params; p; p = p->next) {
    if (p != m->params) {
      if (equal(tok, ")"))
        error_tok(macro_tok, "macro \"%s\" requires more arguments", name);
      tok = tok->next; // ','
    }
    cur = cur->next = read_macro_arg(&tok, tok, false, macro_tok);
    cur->name = p->name;
  }

  if (m->va_args_name) {
    MacroArg *arg;
    if (equal(tok, ")")) {
      arg = xcalloc(1, sizeof(MacroArg));
      arg->tok = new_eof(tok);
      arg->omitted = true;
    } else {
      if (m->params)
        tok = tok->next; // ','
      arg = read_macro_arg(&tok, tok, true, macro_tok);
    }
    arg->name = m->va_args_name;
    arg->is_va_args = true;
    cur = cur->next = arg;
  } else if (!m->params && !equal(tok, ")")) {
    read_macro_arg(&tok, tok, true, macro_tok);
    error_tok(macro_tok, "macro \"%s\" passed arguments, but takes none", name);
  }

  if (!equal(tok, ")")) {
    read_macro_arg(&tok, tok, true, macro_tok); // unterminated: say so
    error_tok(macro_tok, "macro \"%s\" passed too many arguments", name);
  }
  *rest = tok;
  return head.next;
}

// The fully expanded argument.  It is expanded in place unless the
// unexpanded tokens are needed too.
static Token *expand_arg(MacroArg *arg) {
  if (!arg->expanded) {
    if (++expand_depth > MAX_EXPAND_DEPTH)
      error_tok(arg->tok, "macro arguments nested too deeply");
    Token *list = arg->needs_raw ? copy_list(arg->tok) : arg->tok;
    arg->expanded = expand_tokens(list, false);
    expand_depth--;
  }
  return arg->expanded;
}

// Whether parameter `name` is an operand of # or ## in m's body.
static bool is_used_raw(Macro *m, char *name) {
  Token *prev = NULL;
  for (Token *t = m->body; !is_eof(t); prev = t, t = t->next)
    if (equal(t, name) &&
        ((prev && (equal(prev, "#") || equal(prev, "##"))) ||
         equal(t->next, "##")))
      return true;
  return false;
}

// Whether tok is a string or character literal (whose quotes and
// backslashes stringizing must escape).
static bool is_quoted(Token *tok) {
  return tok->kind == TK_STR || memchr(tok->loc, '\'', tok->len) ||
         (tok->len == 1 && *tok->loc == '"');
}

// #x: the spelling of the argument as a string literal.
static Token *stringize(Token *hash, Token *arg) {
  int len = 1;
  for (Token *t = arg; !is_eof(t); t = t->next)
    len += 2 * t->len + 1;
  char *buf = xmalloc(len);
  int pos = 0;
  for (Token *t = arg; !is_eof(t); t = t->next) {
    if (t != arg && (t->has_space || t->at_bol) && pos > 0)
      buf[pos++] = ' ';
    bool quoted = is_quoted(t);
    for (int i = 0; i < t->len; i++) {
      if (quoted && (t->loc[i] == '\\' || t->loc[i] == '"'))
        buf[pos++] = '\\';
      buf[pos++] = t->loc[i];
    }
  }
  // Like GCC, drop a final lone backslash, which would escape the quote.
  int nbackslash = 0;
  while (nbackslash < pos && buf[pos - 1 - nbackslash] == '\\')
    nbackslash++;
  if (nbackslash % 2)
    pos--;
  buf[pos] = '\0';

  char *lit = format("\"%s\"", buf);
  return tokenize_text(lit, hash);
}

// x ## y: glues two tokens into one.
static Token *paste(Token *lhs, Token *rhs) {
  if (is_placemarker(lhs))
    return copy_token(rhs);
  if (is_placemarker(rhs))
    return copy_token(lhs);
  char *buf = format("%.*s%.*s", lhs->len, lhs->loc, rhs->len, rhs->loc);
  Token *tok = tokenize_text(buf, lhs);
  if (is_eof(tok) || !is_eof(tok->next))
    error_tok(lhs, "pasting \"%.*s\" and \"%.*s\" does not give a valid "
              "preprocessing token", lhs->len, lhs->loc, rhs->len, rhs->loc);
  tok->has_space = lhs->has_space;
  tok->hideset = lhs->hideset;
  tok->origin = lhs->origin;
  tok->next = NULL;
  return tok;
}

// Reads "__VA_OPT__ ( content )"; returns the token after ')' and stores
// a copy of content (EOF-terminated) in *content.
static Token *read_va_opt(Token *tok, Token **content) {
  Token *start = tok;
  tok = tok->next;
  if (!equal(tok, "("))
    error_tok(start, "__VA_OPT__ must be followed by (");
  Token head = {0};
  Token *cur = &head;
  int depth = 0;
  for (tok = tok->next;; tok = tok->next) {
    if (is_eof(tok))
      error_tok(start, "unterminated __VA_OPT__");
    if (equal(tok, "(")) {
      depth++;
    } else if (equal(tok, ")")) {
      if (depth == 0)
        break;
      depth--;
    }
    cur = cur->next = copy_token(tok);
  }
  cur->next = new_eof(tok);
  *content = head.next;
  return tok->next;
}

// __VA_OPT__ applies when the variable arguments expand to some tokens.
static bool has_va_args(MacroArg *args) {
  for (MacroArg *a = args; a; a = a->next)
    if (a->is_va_args)
      return !is_eof(expand_arg(a));
  return false;
}

// A token of the macro body, copied into an expansion.
static Token *copy_body_token(Token *tok, Token *macro_tok) {
  Token *t = copy_token(tok);
  t->origin = macro_tok;
  t->at_bol = false;
  return t;
}

// Appends copies of the list `src` to *cur; the first copy takes the
// spacing of `pos` (the parameter it replaces).
static Token *append_copies(Token *cur, Token *src, Token *pos) {
  for (Token *t = src; !is_eof(t); t = t->next) {
    cur = cur->next = copy_token(t);
    cur->at_bol = false;
    if (t == src)
      cur->has_space = pos->has_space;
  }
  return cur;
}

static Token *subst(Token *tok, MacroArg *args, Macro *m, Token *macro_tok);

// The tokens an operand of ## stands for: the unexpanded argument, the
// substituted __VA_OPT__ content, or the token itself.  *rest is set to
// the token after the operand.
static Token *paste_operand(Token **rest, Token *tok, MacroArg *args, Macro *m,
                            Token *macro_tok) {
  if (is_va_opt(m, tok)) {
    Token *content;
    *rest = read_va_opt(tok, &content);
    if (!has_va_args(args))
      return new_eof(tok);
    return subst(content, args, m, macro_tok);
  }
  *rest = tok->next;
  MacroArg *arg = find_arg(args, tok);
  if (arg)
    return copy_list(arg->tok);
  Token *t = copy_body_token(tok, macro_tok);
  t->next = new_eof(tok);
  return t;
}

// #x or #__VA_OPT__(...) at tok (the '#'), as a string literal token.
static Token *subst_stringize(Token **rest, Token *tok, MacroArg *args,
                              Macro *m, Token *macro_tok) {
  Token *str;
  if (is_va_opt(m, tok->next)) {
    Token *content;
    *rest = read_va_opt(tok->next, &content);
    Token *s = has_va_args(args) ? subst(content, args, m, macro_tok)
                                 : new_eof(tok);
    str = stringize(tok, s);
  } else {
    str = stringize(tok, find_arg(args, tok->next)->tok);
    *rest = tok->next->next;
  }
  str->origin = macro_tok;
  return str;
}

// `lhs ## operand` with tok at the "##": glues cur (the last token so far)
// to the first token of the operand and appends the operand's other
// tokens.  Returns the new last token.
static Token *subst_paste(Token *cur, Token **rest, Token *tok, MacroArg *args,
                          Macro *m, Token *macro_tok) {
  // GNU: a comma is never glued to the variable arguments, they just
  // follow it (also when the comma came from an argument, as in GCC).
  MacroArg *va = find_arg(args, tok->next);
  if (equal(cur, ",") && va && va->is_va_args) {
    *rest = tok->next->next;
    return append_copies(cur, va->tok, tok->next);
  }

  Token *rhs = paste_operand(rest, tok->next, args, m, macro_tok);
  if (is_eof(rhs))
    return cur; // pasting a placemarker changes nothing
  Token *pasted = paste(cur, rhs);
  Token *saved_next = cur->next;
  *cur = *pasted;
  cur->next = saved_next;
  return append_copies(cur, rhs->next, rhs->next);
}

// Replaces the parameters in a macro body by the arguments, handling
// #, ## and __VA_OPT__.  Returns a fresh EOF-terminated list.
static Token *subst(Token *tok, MacroArg *args, Macro *m, Token *macro_tok) {
  Token head = {0};
  Token *cur = &head;

  while (!is_eof(tok)) {
    if (!m->is_objlike && equal(tok, "#")) {
      cur = cur->next = subst_stringize(&tok, tok, args, m, macro_tok);
      continue;
    }

    // GNU: `, ## __VA_ARGS__` drops the comma if the variable arguments
    // were left out, and otherwise just places them after the comma.
    if (equal(tok, ",") && equal(tok->next, "##")) {
      MacroArg *arg = find_arg(args, tok->next->next);
      if (arg && arg->is_va_args) {
        if (arg->omitted) {
          tok = tok->next->next->next;
        } else {
          cur = cur->next = copy_body_token(tok, macro_tok);
          cur = append_copies(cur, arg->tok, tok->next->next);
          tok = tok->next->next->next;
        }
        continue;
      }
    }

    if (equal(tok, "##")) {
      if (cur == &head)
        cur = cur->next = new_placemarker(tok);
      cur = subst_paste(cur, &tok, tok, args, m, macro_tok);
      continue;
    }

    if (is_va_opt(m, tok)) {
      Token *content;
      Token *after = read_va_opt(tok, &content);
      Token *start = cur;
      if (has_va_args(args)) {
        Token *s = subst(content, args, m, macro_tok);
        cur = append_copies(cur, s, tok);
      }
      if (cur == start && equal(after, "##"))
        cur = cur->next = new_placemarker(tok);
      tok = after;
      continue;
    }

    MacroArg *arg = find_arg(args, tok);
    if (arg) {
      if (equal(tok->next, "##")) {
        if (is_eof(arg->tok))
          cur = cur->next = new_placemarker(tok);
        else
          cur = append_copies(cur, arg->tok, tok);
      } else {
        cur = append_copies(cur, expand_arg(arg), tok);
      }
      tok = tok->next;
      continue;
    }

    cur = cur->next = copy_body_token(tok, macro_tok);
    tok = tok->next;
  }

  cur->next = new_eof(tok);

  // Drop placemarkers.
  Token h2 = {0};
  Token *c2 = &h2;
  for (Token *t = head.next; t; t = t->next)
    if (!is_placemarker(t))
      c2 = c2->next = t;
  return h2.next;
}

// Gives every token of the (fresh) list the union of its hideset and hs.
static void add_hideset(Token *tok, Hideset *hs) {
  for (; !is_eof(tok); tok = tok->next)
    tok->hideset = hideset_union(tok->hideset, hs);
}

// Puts the expansion `body` (EOF-terminated, fresh) in place of the macro
// use `tok`, in front of `rest`.
static Token *splice_expansion(Token *body, Token *tok, Token *rest) {
  if (is_eof(body)) {
    if (tok->has_space || tok->at_bol)
      rest->has_space = true;
    return rest;
  }
  body->at_bol = tok->at_bol;
  body->has_space = tok->has_space;
  if (!body->origin)
    body->origin = tok; // a '#' from an argument must not start a directive
  Token *last = body;
  while (!is_eof(last->next))
    last = last->next;
  last->next = rest;
  return body;
}

// If tok is a macro use, replaces it by its expansion, sets *rest to the
// first token of the result, and returns true.
static bool expand_macro(Token **rest, Token *tok) {
  if (!is_ident(tok) || hideset_contains(tok->hideset, tok->loc, tok->len))
    return false;
  Macro *m = find_macro(tok);
  if (!m)
    return false;

  if (m->handler) {
    Token *t = m->handler(tok);
    t->at_bol = tok->at_bol;
    t->has_space = tok->has_space;
    t->origin = tok;
    t->next = tok->next;
    *rest = t;
    return true;
  }

  if (m->is_objlike) {
    Hideset *hs = hideset_union(tok->hideset, new_hideset(m->name));
    Token *body = subst(m->body, NULL, m, tok);
    add_hideset(body, hs);
    *rest = splice_expansion(body, tok, tok->next);
    return true;
  }

  if (!equal(tok->next, "("))
    return false;

  Token *rparen;
  MacroArg *args = read_macro_args(&rparen, tok->next->next, m, tok);
  for (MacroArg *a = args; a; a = a->next)
    a->needs_raw = is_used_raw(m, a->name);
  Hideset *hs = hideset_intersection(tok->hideset, rparen->hideset);
  hs = hideset_union(hs, new_hideset(m->name));
  Token *body = subst(m->body, args, m, tok);
  add_hideset(body, hs);
  *rest = splice_expansion(body, tok, rparen->next);
  return true;
}

//
// #if expressions
//

static bool is_defined_name(Token *tok) {
  static char *ops[] = {"__has_include", "__has_include_next",
                        "__has_attribute", "__has_builtin"};
  if (find_macro(tok))
    return true;
  for (int i = 0; i < 4; i++)
    if (equal(tok, ops[i]))
      return true;
  return false;
}

static bool in_list(char *name, char **list) {
  for (; *list; list++)
    if (strcmp(name, *list) == 0)
      return true;
  return false;
}

static bool has_attribute(char *name) {
  static char *attrs[] = {
      "packed", "aligned", "noreturn", "unused", "used", "weak", "alias",
      "visibility", "section", "constructor", "destructor", "format",
      "always_inline", "noinline", "noescape", "const", "pure", "deprecated", NULL,
  };
  // __attr__ is the same attribute as attr.
  int len = strlen(name);
  if (len > 4 && starts_with(name, "__") && ends_with(name, "__"))
    name = format("%.*s", len - 4, name + 2);
  return in_list(name, attrs);
}

static bool has_builtin(char *name) {
  static char *builtins[] = {
      "__builtin_expect", "__builtin_offsetof", "__builtin_va_start",
      "__builtin_va_arg", "__builtin_va_end", "__builtin_va_copy",
      "__builtin_types_compatible_p", "__builtin_unreachable",
      "__builtin_trap", "__builtin_constant_p", "__builtin_clz",
      "__builtin_clzl", "__builtin_clzll", "__builtin_ctz", "__builtin_ctzl",
      "__builtin_ctzll", "__builtin_popcount", "__builtin_popcountl",
      "__builtin_popcountll", "__builtin_bswap16", "__builtin_bswap32",
      "__builtin_bswap64", "__builtin_add_overflow", "__builtin_sub_overflow",
      "__builtin_mul_overflow", "__builtin_alloca", NULL,
  };
  return in_list(name, builtins);
}

static char *find_include(Token *hash, char *name, bool dquote, bool is_next,
                          int *dir_index);

// Reads the header name of #include / __has_include: "file", <file>, or
// macros expanding to one of these.  Sets *dquote for the "file" form.
static char *read_header_name(Token **rest, Token *tok, bool *dquote) {
  if (tok->kind == TK_STR && *tok->loc == '"') {
    *dquote = true;
    *rest = tok->next;
    return format("%.*s", tok->len - 2, tok->loc + 1);
  }
  if (equal(tok, "<")) {
    Token *start = tok->next;
    for (tok = start; !equal(tok, ">"); tok = tok->next)
      if (ends_line(tok) || is_eof(tok))
        error_tok(tok, "expected '>'");
    *dquote = false;
    *rest = tok->next;
    return join_tokens(start, tok);
  }
  return NULL;
}

// __has_include(...) / __has_include_next(...) at tok (the name).
static Token *eval_has_include(Token *tok, Token *hash, Token **rest) {
  bool is_next = equal(tok, "__has_include_next");
  Token *start = tok;
  tok = tok->next;
  if (!equal(tok, "("))
    error_tok(start, "missing '(' after __has_include");
  tok = tok->next;

  bool dquote;
  char *name = read_header_name(&tok, tok, &dquote);
  if (!name) {
    // Computed form: expand the tokens up to the matching ')'.
    Token head = {0};
    Token *cur = &head;
    int depth = 0;
    for (; !is_eof(tok) && !(depth == 0 && equal(tok, ")")); tok = tok->next) {
      depth += equal(tok, "(") - equal(tok, ")");
      cur = cur->next = copy_token(tok);
    }
    cur->next = new_eof(tok);
    Token *exp = expand_tokens(head.next, false);
    Token *dummy;
    name = read_header_name(&dummy, exp, &dquote);
    if (!name)
      error_tok(start, "operator \"__has_include\" requires a header name");
  }
  if (!equal(tok, ")"))
    error_tok(start, "missing ')' after __has_include");
  *rest = tok->next;
  int dir;
  return new_num_token(find_include(hash, name, dquote, is_next, &dir) != NULL,
                       start);
}

// __has_attribute(x), __has_builtin(x), __has_feature(x) ... at tok.
static Token *eval_has_operator(Token *tok, Token **rest) {
  Token *start = tok;
  tok = tok->next;
  if (!equal(tok, "("))
    error_tok(start, "missing '(' after \"%.*s\"", start->len, start->loc);
  Token *arg = tok->next;
  int depth = 0;
  for (tok = arg; !(depth == 0 && equal(tok, ")")); tok = tok->next) {
    if (is_eof(tok))
      error_tok(start, "missing ')' after \"%.*s\"", start->len, start->loc);
    depth += equal(tok, "(") - equal(tok, ")");
  }
  *rest = tok->next;

  int val = 0;
  char *name = join_tokens(arg, tok);
  if (equal(start, "__has_attribute"))
    val = has_attribute(name);
  else if (equal(start, "__has_builtin"))
    val = has_builtin(name);
  return new_num_token(val, start);
}

static bool is_has_operator(Token *tok) {
  static char *ops[] = {"__has_attribute", "__has_builtin", "__has_feature",
                        "__has_extension", "__has_c_attribute",
                        "__has_cpp_attribute", "__has_warning", NULL};
  if (!is_ident(tok) || find_macro(tok))
    return false;
  for (int i = 0; ops[i]; i++)
    if (equal(tok, ops[i]))
      return true;
  return false;
}

// Replaces `defined X`, `defined(X)` and the __has_* operators by 0 or 1.
static Token *resolve_operators(Token *tok, Token *hash) {
  Token head = {0};
  Token *cur = &head;
  while (!is_eof(tok)) {
    if (equal(tok, "defined")) {
      Token *start = tok;
      tok = tok->next;
      bool paren = equal(tok, "(");
      if (paren)
        tok = tok->next;
      if (!is_ident(tok))
        error_tok(start, "macro names must be identifiers");
      cur = cur->next = new_num_token(is_defined_name(tok), start);
      tok = tok->next;
      if (paren) {
        if (!equal(tok, ")"))
          error_tok(start, "missing ')' after \"defined\"");
        tok = tok->next;
      }
      continue;
    }
    if ((equal(tok, "__has_include") || equal(tok, "__has_include_next")) &&
        !find_macro(tok)) {
      cur = cur->next = eval_has_include(tok, hash, &tok);
      continue;
    }
    if (is_has_operator(tok)) {
      cur = cur->next = eval_has_operator(tok, &tok);
      continue;
    }
    cur = cur->next = tok;
    tok = tok->next;
  }
  cur->next = tok;
  return head.next;
}

// Evaluates the expression of #if/#elif (tok is its first token).
static bool eval_if(Token **rest, Token *tok, Token *hash) {
  Token *expr = copy_line(rest, tok);
  if (is_eof(expr))
    error_tok(hash->next, "#%.*s with no expression", hash->next->len,
              hash->next->loc);
  expr = resolve_operators(expr, hash);
  in_if_expr = true;
  expr = expand_tokens(expr, false);
  in_if_expr = false;
  expr = resolve_operators(expr, hash);
  convert_pp_tokens(expr);
  return pp_eval_expr(expr);
}

//
// Conditional groups
//

static void push_cond(Token *tok, bool included) {
  CondIncl *ci = xcalloc(1, sizeof(CondIncl));
  ci->next = cond_incl;
  ci->ctx = IN_THEN;
  ci->tok = tok;
  ci->included = included;
  cond_incl = ci;
}

static bool is_directive(Token *tok, char *name) {
  return is_hash(tok) && equal(tok->next, name) && !tok->next->at_bol;
}

// Skips a group whose condition is false, up to the #elif, #else or
// #endif that belongs to it (nested groups are skipped whole; this is a
// loop with a counter so deep nesting cannot exhaust the stack).
static Token *skip_cond_incl(Token *tok) {
  int depth = 0;
  for (; !is_eof(tok); tok = tok->next) {
    if (!is_hash(tok))
      continue;
    if (is_directive(tok, "if") || is_directive(tok, "ifdef") ||
        is_directive(tok, "ifndef")) {
      depth++;
    } else if (is_directive(tok, "endif")) {
      if (depth == 0)
        return tok;
      depth--;
    } else if (depth == 0 &&
               (is_directive(tok, "elif") || is_directive(tok, "else"))) {
      return tok;
    }
  }
  return tok;
}

// The innermost #if, checking it belongs to the current file.
static CondIncl *current_cond(Token *tok) {
  if (!cond_incl || (include_stack && cond_incl == include_stack->cond))
    error_tok(tok, "#%.*s without #if", tok->len, tok->loc);
  return cond_incl;
}

//
// #include
//

// Only regular files can be included (not directories, and not devices
// such as /dev/zero that never end).
static bool file_exists(char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void set_found_dir(int file_no, int index) {
  if (file_no < 0)
    return;
  if (file_no >= found_dir_cap) {
    int cap = MAX(found_dir_cap * 2, file_no + 16);
    found_dir = xrealloc(found_dir, sizeof(int) * cap);
    for (int i = found_dir_cap; i < cap; i++)
      found_dir[i] = -1;
    found_dir_cap = cap;
  }
  found_dir[file_no] = index;
}

static int get_found_dir(File *file) {
  if (!file || file->file_no < 0 || file->file_no >= found_dir_cap)
    return -1;
  return found_dir[file->file_no];
}

// Searches include_paths[start..] for filename.
static char *search_from(char *filename, int start, int *index) {
  for (int i = start; i < include_paths.len; i++) {
    char *path = format("%s/%s", include_paths.data[i], filename);
    if (file_exists(path)) {
      *index = i;
      return path;
    }
    free(path);
  }
  return NULL;
}

typedef struct {
  char *path;
  int index;
} SearchResult;

static char *cached_search(char *filename, int *index) {
  static HashMap cache;
  SearchResult *r = hashmap_get(&cache, filename);
  if (!r) {
    r = xcalloc(1, sizeof(SearchResult));
    r->path = search_from(filename, 0, &r->index);
    hashmap_put(&cache, filename, r);
  }
  *index = r->index;
  return r->path;
}

char *search_include_paths(char *filename) {
  if (filename[0] == '/')
    return file_exists(filename) ? filename : NULL;
  int index;
  return cached_search(filename, &index);
}

// Where #include (or #include_next) in hash's file finds `name`.
// *dir_index is the include_paths index of the directory, or -1.
static char *find_include(Token *hash, char *name, bool dquote, bool is_next,
                          int *dir_index) {
  *dir_index = -1;
  if (name[0] == '/')
    return file_exists(name) ? name : NULL;

  int found = get_found_dir(hash->file);
  if (is_next && found >= 0)
    return search_from(name, found + 1, dir_index);

  if (dquote && hash->file) {
    char *dir = strrchr(hash->file->name, '/');
    char *path = dir ? format("%.*s/%s", (int)(dir - hash->file->name),
                              hash->file->name, name)
                     : name;
    if (file_exists(path))
      return path;
  }
  return cached_search(name, dir_index);
}

// If a file is wrapped in #ifndef X ... #endif, returns X: once X is
// defined, including the file again has no effect and it can be skipped.
static char *detect_include_guard(Token *tok) {
  if (!is_directive(tok, "ifndef") || !is_ident(tok->next->next))
    return NULL;
  char *guard = spelling(tok->next->next);
  tok = tok->next->next->next;
  if (!ends_line(tok))
    return NULL;

  int depth = 0;
  for (; !is_eof(tok); tok = tok->next) {
    if (!is_hash(tok))
      continue;
    if (is_directive(tok, "if") || is_directive(tok, "ifdef") ||
        is_directive(tok, "ifndef")) {
      depth++;
    } else if (is_directive(tok, "endif")) {
      if (depth-- == 0)
        return is_eof(line_end(tok->next)) ? guard : NULL;
    } else if (depth == 0 &&
               (is_directive(tok, "elif") || is_directive(tok, "else"))) {
      return NULL;
    }
  }
  return NULL;
}

// A key naming the file itself (device and inode), so #pragma once
// recognises a file reached through different paths.
static char *real_path(char *path) {
  struct stat st;
  if (stat(path, &st) != 0)
    return path;
  return format("%lx:%lx", (unsigned long)st.st_dev, (unsigned long)st.st_ino);
}

// Whether file `path` is already being included (the main file or an
// open #include).
static bool is_being_included(char *path) {
  char *key = real_path(path);
  bool open = base_file && !strcmp(key, real_path(base_file));
  for (IncludeFrame *f = include_stack; f && !open; f = f->next)
    open = !strcmp(f->key, key);
  return open;
}

// Splices the tokens of file `path` in front of rest.  The file's EOF
// token stays in the list to mark where the include ends.
static Token *include_file(Token *rest, char *path, int dir_index,
                           Token *hash) {
  if (hashmap_get(&pragma_once, real_path(path)))
    return rest;
  char *guard = hashmap_get(&include_guards, path);
  if (guard && hashmap_get(&macros, guard))
    return rest;
  if (include_depth >= MAX_INCLUDE_DEPTH)
    error_tok(hash, "#include nested too deeply");
  bool repeats = is_being_included(path);

  Token *tok = tokenize_file(path);
  if (!tok)
    error_tok(hash, "%s: cannot open file: %s", path, strerror(errno));
  Token *last = tok;
  long count = 1;
  for (; !is_eof(last); last = last->next)
    count++;
  long repeated = repeats ? count : 0;
  if (repeated_include_tokens + repeated > MAX_REPEATED_INCLUDE_TOKENS)
    error_tok(hash, "#include cycle: files including themselves would repeat more than %ld tokens",
              MAX_REPEATED_INCLUDE_TOKENS);
  set_found_dir(tok->file->file_no, dir_index);
  if (!guard) {
    guard = detect_include_guard(tok);
    if (guard)
      hashmap_put(&include_guards, path, guard);
  }

  IncludeFrame *frame = xcalloc(1, sizeof(IncludeFrame));
  frame->next = include_stack;
  frame->cond = cond_incl;
  frame->key = real_path(path);
  frame->repeated_tokens = repeated;
  repeated_include_tokens += repeated;
  include_stack = frame;
  include_depth++;

  last->next = rest;
  return tok;
}

// Called at the EOF token that ends an included file.
static Token *leave_include(Token *eof) {
  if (cond_incl != include_stack->cond)
    error_tok(cond_incl->tok, "unterminated conditional directive");
  repeated_include_tokens -= include_stack->repeated_tokens;
  include_stack = include_stack->next;
  include_depth--;
  return eof->next;
}

static Token *include_directive(Token *tok, Token *hash, bool is_next) {
  Token *rest;
  bool dquote;
  char *name = NULL;
  if (!ends_line(tok))
    name = read_header_name(&rest, tok, &dquote);
  if (name) {
    rest = skip_line(rest);
  } else {
    // Computed include: macro-expand the line first.
    Token *line = expand_tokens(copy_line(&rest, tok), false);
    Token *after;
    name = read_header_name(&after, line, &dquote);
    if (!name)
      error_tok(ends_line(tok) ? hash->next : tok,
                "#include expects \"FILENAME\" or <FILENAME>");
  }
  if (!*name)
    error_tok(tok, "empty filename in #include");

  int dir_index;
  char *path = find_include(hash, name, dquote, is_next, &dir_index);
  if (!path)
    error_tok(tok, "%s: No such file or directory", name);
  return include_file(rest, path, dir_index, hash);
}

//
// Other directives
//

// #pragma push_macro("name") saves the definition of a macro (or that it
// is undefined) on a per-name stack; pop_macro restores it.
typedef struct SavedMacro SavedMacro;
struct SavedMacro {
  SavedMacro *next;
  Macro *macro; // NULL: was not defined
};

static HashMap saved_macros;

static void push_pop_macro(Token *tok, bool push) {
  Token *str = tok->next->next;
  if (!equal(tok->next, "(") || str->kind != TK_STR || !equal(str->next, ")"))
    error_tok(tok, "expected (\"macro name\")");
  char *name = str->str;
  SavedMacro *top = hashmap_get(&saved_macros, name);
  if (push) {
    SavedMacro *sm = xcalloc(1, sizeof(SavedMacro));
    sm->macro = hashmap_get(&macros, name);
    sm->next = top;
    hashmap_put(&saved_macros, name, sm);
    return;
  }
  if (!top)
    return;
  if (top->macro)
    hashmap_put(&macros, name, top->macro);
  else
    hashmap_delete(&macros, name);
  hashmap_put(&saved_macros, name, top->next);
}

// The tokens `marker` (tokenized), then tok..end (exclusive), then rest:
// how a pragma the parser acts on reaches it.
static Token *pragma_for_parser(char *marker, Token *tok, Token *end, Token *rest) {
  Token *head = tokenize_text(marker, tok), *cur = head;
  head->at_bol = true;
  while (cur->next && !is_eof(cur->next))
    cur = cur->next;
  for (Token *t = tok; t != end; t = t->next) {
    cur = cur->next = copy_token(t);
    cur->at_bol = false;
  }
  cur->next = rest;
  return head;
}

// Runs the pragma whose tokens are tok..end (exclusive) and returns the
// tokens to continue with (rest).  `#pragma pack(...)` changes struct
// layout and `#pragma weak name [= target]` a symbol, so they are handed
// to the parser as the tokens `__pragma_pack ( ... )` and
// `__pragma_weak ( ... )`; other pragmas are accepted and ignored.
static Token *run_pragma(Token *tok, Token *end, Token *hash, Token *rest) {
  if (tok == end)
    return rest;
  if (equal(tok, "once") && hash->file)
    hashmap_put(&pragma_once, real_path(hash->file->name), (void *)1);
  else if (equal(tok, "push_macro") || equal(tok, "pop_macro"))
    push_pop_macro(tok, equal(tok, "push_macro"));
  else if (equal(tok, "pack"))
    return pragma_for_parser("__pragma_pack", tok->next, end, rest);
  else if (equal(tok, "weak")) {
    Token *close = tokenize_text(")", tok);
    close->next = rest;
    return pragma_for_parser("__pragma_weak (", tok->next, end, close);
  }
  return rest;
}

static Token *pragma_directive(Token *tok, Token *hash) {
  Token *end = line_end(tok);
  return run_pragma(tok, end, hash, end);
}

static Token *message_directive(Token *tok, Token *hash, bool is_error) {
  Token *end = line_end(tok);
  char *msg = join_tokens(tok, end);
  if (is_error)
    error_tok(hash, "#error %s", msg);
  warn_tok(hash, "#warning %s", msg);
  return end;
}

// #if, #ifdef, #ifndef, #elif, #else and #endif.  Returns the token to
// continue with, or NULL if `name` is not one of these.
static Token *conditional_directive(Token *name, Token *hash) {
  Token *tok = name->next;
  if (equal(name, "if")) {
    bool val = eval_if(&tok, tok, hash);
    push_cond(hash, val);
    return val ? tok : skip_cond_incl(tok);
  }
  if (equal(name, "ifdef") || equal(name, "ifndef")) {
    if (ends_line(tok) || !is_ident(tok))
      error_tok(tok, "macro name must be an identifier");
    bool val = is_defined_name(tok) == equal(name, "ifdef");
    push_cond(hash, val);
    tok = skip_line(tok->next);
    return val ? tok : skip_cond_incl(tok);
  }
  if (equal(name, "elif")) {
    CondIncl *ci = current_cond(name);
    if (ci->ctx == IN_ELSE)
      error_tok(name, "#elif after #else");
    ci->ctx = IN_ELIF;
    if (!ci->included && eval_if(&tok, tok, hash)) {
      ci->included = true;
      return tok;
    }
    return skip_cond_incl(line_end(tok));
  }
  if (equal(name, "else")) {
    CondIncl *ci = current_cond(name);
    if (ci->ctx == IN_ELSE)
      error_tok(name, "#else after #else");
    ci->ctx = IN_ELSE;
    tok = skip_line(tok);
    if (ci->included)
      return skip_cond_incl(tok);
    ci->included = true;
    return tok;
  }
  if (equal(name, "endif")) {
    current_cond(name);
    cond_incl = cond_incl->next;
    return skip_line(tok);
  }
  return NULL;
}

// In assembler-with-cpp mode '#' also starts an assembler comment, so an
// unknown directive line is kept as it is: its '#' no longer starts a
// directive and its names are not macro-expanded.
static Token *pass_through_line(Token *hash) {
  Token *end = line_end(hash->next);
  Token *first = copy_token(hash);
  first->at_bol = false;
  Token *cur = first;
  for (Token *t = hash->next; t != end; t = t->next) {
    cur = cur->next = copy_token(t);
    if (is_ident(t))
      cur->hideset = new_hideset(spelling(t));
  }
  cur->next = end;
  return first;
}

// Executes the directive starting at `hash` and returns the token after it.
static Token *directive(Token *hash) {
  Token *tok = hash->next;
  if (ends_line(tok))
    return tok; // null directive
  if (tok->kind == TK_PP_NUM)
    return line_directive(tok, hash);
  if (equal(tok, "line"))
    return line_directive(tok->next, hash);

  stamp_positions(hash, hash->file);
  Token *name = tok;
  tok = tok->next;

  if (equal(name, "include"))
    return include_directive(tok, hash, false);
  if (equal(name, "include_next"))
    return include_directive(tok, hash, true);
  if (equal(name, "define")) {
    define_directive(&tok, tok);
    return tok;
  }
  if (equal(name, "undef")) {
    if (ends_line(tok) || !is_ident(tok))
      error_tok(tok, "macro name must be an identifier");
    hashmap_delete2(&macros, tok->loc, tok->len);
    return skip_line(tok->next);
  }
  Token *next = conditional_directive(name, hash);
  if (next)
    return next;
  if (equal(name, "pragma"))
    return pragma_directive(tok, hash);
  if (equal(name, "error"))
    return message_directive(tok, hash, true);
  if (equal(name, "warning"))
    return message_directive(tok, hash, false);
  if (equal(name, "ident") || equal(name, "sccs"))
    return line_end(tok);
  if (hashmap_get(&macros, "__ASSEMBLER__"))
    return pass_through_line(hash);
  error_tok(name, "invalid preprocessing directive #%.*s", name->len,
            name->loc);
}

// _Pragma("...") runs like #pragma.  Returns the tokens to continue
// with, or NULL if tok does not start one.
static Token *skip_pragma_operator(Token *tok) {
  if (!equal(tok, "_Pragma") || !equal(tok->next, "("))
    return NULL;
  Token *str = tok->next->next;
  if (str->kind != TK_STR || !equal(str->next, ")"))
    error_tok(tok, "_Pragma takes a parenthesized string literal");
  if (str->ty->base->size != 1)
    return str->next->next;
  Token *body = tokenize_text(format("%s", str->str), tok);
  Token *end = body;
  while (!is_eof(end))
    end = end->next;
  return run_pragma(body, end, tok, str->next->next);
}

// The preprocessor's main loop.  With run_directives it processes a whole
// file; without, it only expands macros (for arguments and #if lines).
static Token *expand_tokens(Token *tok, bool run_directives) {
  Token head = {0};
  Token *cur = &head;
  for (;;) {
    // In #if, `defined X` made by a macro must not expand X.
    if (in_if_expr && equal(tok, "defined")) {
      cur = cur->next = tok;
      tok = tok->next;
      if (equal(tok, "(")) {
        cur = cur->next = tok;
        tok = tok->next;
      }
      if (is_ident(tok)) {
        cur = cur->next = tok;
        tok = tok->next;
      }
      continue;
    }
    if (is_eof(tok)) {
      if (!tok->next)
        break;
      tok = leave_include(tok);
      continue;
    }
    if (run_directives && is_hash(tok)) {
      tok = directive(tok);
      continue;
    }
    if (expand_macro(&tok, tok))
      continue;
    Token *after = skip_pragma_operator(tok);
    if (after) {
      if (after->has_space == false)
        after->has_space = tok->has_space;
      tok = after;
      continue;
    }
    cur = cur->next = tok;
    tok = tok->next;
  }
  cur->next = tok;
  return head.next;
}

//
// Dynamic and predefined macros
//

static Token *expansion_root(Token *tok) {
  while (tok->origin)
    tok = tok->origin;
  return tok;
}

static Token *file_macro(Token *tok) {
  return new_str_token(expansion_root(tok)->filename, tok);
}

static Token *line_macro(Token *tok) {
  Token *root = expansion_root(tok);
  return new_num_token(token_line(root), tok);
}

static Token *counter_macro(Token *tok) {
  static int counter;
  return new_num_token(counter++, tok);
}

static Token *include_level_macro(Token *tok) {
  return new_num_token(include_depth, tok);
}

static Token *base_file_macro(Token *tok) {
  char *name = base_file;
  if (!name) {
    File **files = get_input_files();
    name = (files && files[0]) ? files[0]->display_name : "";
  }
  return new_str_token(name, tok);
}

static char *month_names[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                              "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

static struct tm *now(void) {
  static struct tm tm;
  static bool done;
  if (!done) {
    time_t t = time(NULL);
    localtime_r(&t, &tm);
    done = true;
  }
  return &tm;
}

// "Mmm dd yyyy", the day padded with a space.
static Token *date_macro(Token *tok) {
  struct tm *tm = now();
  return new_str_token(format("%s %2d %d", month_names[tm->tm_mon],
                              tm->tm_mday, tm->tm_year + 1900), tok);
}

static Token *time_macro(Token *tok) {
  struct tm *tm = now();
  return new_str_token(
      format("%02d:%02d:%02d", tm->tm_hour, tm->tm_min, tm->tm_sec), tok);
}

// The modification time of the current file, "Ddd Mmm dd hh:mm:ss yyyy".
static Token *timestamp_macro(Token *tok) {
  static char *days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  Token *root = expansion_root(tok);
  struct stat st;
  if (!root->file || stat(root->file->name, &st) != 0)
    return new_str_token("??? ??? ?? ??:??:?? ????", tok);
  struct tm tm;
  localtime_r(&st.st_mtime, &tm);
  return new_str_token(format("%s %s %2d %02d:%02d:%02d %d", days[tm.tm_wday],
                              month_names[tm.tm_mon], tm.tm_mday, tm.tm_hour,
                              tm.tm_min, tm.tm_sec, tm.tm_year + 1900),
                       tok);
}


// Runs the directives of a built-in text; returns its other tokens.
static Token *run_builtin_text(char *name, char *text) {
  File *file = new_file(name, -1, text);
  return expand_tokens(tokenize(file), true);
}

void init_macros(void) {
  add_builtin("__FILE__", file_macro);
  add_builtin("__LINE__", line_macro);
  add_builtin("__COUNTER__", counter_macro);
  add_builtin("__INCLUDE_LEVEL__", include_level_macro);
  add_builtin("__BASE_FILE__", base_file_macro);
  add_builtin("__DATE__", date_macro);
  add_builtin("__TIME__", time_macro);
  add_builtin("__TIMESTAMP__", timestamp_macro);

  const char *target_text = "";
  if (target)
    target_text = opt_safe ? target->safe_predefines : target->predefines;
  char *text = format("%s%s\n", predefined_macros, target_text);
  Token *tok = run_builtin_text("<built-in>", text);
  if (!is_eof(tok)) {
    predef_head = tok;
    predef_tail = tok;
    while (!is_eof(predef_tail->next))
      predef_tail = predef_tail->next;
  }
}

// Defines a macro as -D would: name may be "NAME" or "NAME(params)".
void define_macro(char *name, char *buf) {
  if (strcmp(name, "__ASSEMBLER__") == 0)
    tokenize_asm = true;
  run_builtin_text("<command-line>", format("#define %s %s\n", name, buf));
}

// -dM: a #define line for every macro (not the dynamic ones like __LINE__).
void print_macros(FILE *out) {
  for (int i = 0; i < macros.capacity; i++) {
    Macro *m = macros.buckets[i].val; // NULL for empty and deleted entries
    if (!m || m->handler)
      continue;
    fprintf(out, "#define %s", m->name);
    if (!m->is_objlike) {
      fputc('(', out);
      for (MacroParam *p = m->params; p; p = p->next)
        fprintf(out, "%s%s", p->name, p->next || m->va_args_name ? "," : "");
      if (m->va_args_name)
        fprintf(out, "%s", strcmp(m->va_args_name, "__VA_ARGS__") ? m->va_args_name : "");
      fprintf(out, "%s)", m->va_args_name ? "..." : "");
    }
    fprintf(out, " %s\n", join_tokens(m->body, NULL));
  }
}

Token *preprocess(Token *tok) {
  tok = expand_tokens(tok, true);
  if (cond_incl)
    error_tok(cond_incl->tok, "unterminated conditional directive");
  if (predef_head) {
    predef_tail->next = tok;
    tok = predef_head;
  }
  return tok;
}

//
// -E output
//

static bool is_word_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || (c == '$' && !tokenize_asm) ||
         (unsigned char)c >= 0x80;
}

// Whether printing tok right after prev would make them lex differently.
static bool need_space(Token *prev, Token *tok) {
  if (!prev || prev->len == 0 || tok->len == 0)
    return false;
  char a = prev->loc[prev->len - 1];
  char b = tok->loc[0];
  if (is_word_char(a) && is_word_char(b))
    return true;
  if (prev->kind == TK_PP_NUM && b == '.')
    return true;
  if (a == '.' && isdigit((unsigned char)b))
    return true;
  if (prev->kind == TK_PP_NUM && strchr("eEpP", a) && (b == '+' || b == '-'))
    return true;
  if (prev->kind == TK_IDENT && (b == '"' || b == '\''))
    return true;
  static char *pairs[] = {"++", "--", "<<", ">>", "<=", ">=", "==", "!=",
                          "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=",
                          "^=", "|=", "->", "##", "<:", ":>", "<%", "%>",
                          "%:", "//", "/*", "..", NULL};
  for (int i = 0; pairs[i]; i++)
    if (pairs[i][0] == a && pairs[i][1] == b)
      return true;
  return false;
}

static void print_line_marker(FILE *out, int64_t line, char *name) {
  fprintf(out, "# %lld \"", (long long)line);
  for (char *p = name; *p; p++) {
    if (*p == '"' || *p == '\\')
      fputc('\\', out);
    fputc(*p, out);
  }
  fprintf(out, "\"\n");
}

// Prints the token list as preprocessed source: one output line per
// source line, with `# N "file"` markers where the position jumps, so
// that compiling the output reports the original positions.
void print_preprocessed(Token *tok, FILE *out) {
  if (predef_head && tok == predef_head)
    tok = predef_tail->next;

  char *cur_name = NULL;
  int64_t cur_line = 0;
  Token *prev = NULL;
  int pragma_depth = -1; // inside `#pragma pack(...)` or weak: its paren depth
  bool pragma_is_weak = false;  // whose parentheses are ours, not printed
  for (; !is_eof(tok); tok = tok->next) {
    bool weak = equal(tok, "__pragma_weak");
    if ((weak || equal(tok, "__pragma_pack")) && equal(tok->next, "(")) {
      fprintf(out, weak ? "\n#pragma weak" : "\n#pragma pack");
      pragma_depth = 0;
      pragma_is_weak = weak;
      prev = tok;
      continue;
    }
    if (pragma_depth >= 0) {
      int before = pragma_depth;
      pragma_depth += equal(tok, "(") - equal(tok, ")");
      if (!pragma_is_weak) {
        fwrite(tok->loc, 1, tok->len, out);
      } else if (before > 0 && pragma_depth > 0) {
        fputc(' ', out);
        fwrite(tok->loc, 1, tok->len, out);
      }
      if (pragma_depth == 0) {
        fputc('\n', out);
        pragma_depth = -1;
        cur_line++;
        prev = NULL;
        cur_name = NULL; // force a line marker
      }
      continue;
    }
    Token *root = expansion_root(tok);
    char *name = root->filename ? root->filename : "";
    int64_t line = token_line(root);
    bool same_file = cur_name && strcmp(name, cur_name) == 0;

    // A token from the source, or from a macro used in the source (but not
    // from a macro argument: those have a hideset), starts a line when it
    // moved on to a later source line, e.g. after a macro that expanded to
    // nothing.
    bool from_source = !root->hideset;
    bool newline = !prev || !cur_name || tok->at_bol ||
                   (from_source && (!same_file || line > cur_line));
    if (newline) {
      if (prev)
        fputc('\n', out);
      if (!same_file || line < cur_line || line > cur_line + 8) {
        print_line_marker(out, line, name);
      } else {
        for (; cur_line + 1 < line; cur_line++)
          fputc('\n', out);
      }
      cur_name = name;
      cur_line = line;
      // Indent like the source so that columns in diagnostics match.
      if (!tok->origin)
        fprintf(out, "%*s", column_of(tok) - 1, "");
    } else if (tok->has_space || need_space(prev, tok)) {
      fputc(' ', out);
    }
    fwrite(tok->loc, 1, tok->len, out);
    prev = tok;
  }
  fputc('\n', out);
}
