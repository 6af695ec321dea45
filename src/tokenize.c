// tokenize.c — turns source text into a list of preprocessing tokens, and
// (after preprocessing) turns pp-numbers into numbers and identifiers into
// keywords.
//
// Before tokenizing, a file's text is normalised: "\r\n" and lone "\r"
// become "\n", and backslash-newline splices are removed.  To keep line
// numbers right, every removed splice adds one "\n" after the end of the
// logical line it belonged to, so a token's line is just the number of
// newlines before it.

#include "safecc.h"
#include "backend.h"

bool tokenize_asm;

static File **input_files;
static int num_input_files;
static HashMap file_cache; // path -> File, so each file is read only once

// Tokenizer state (tokenize() is never re-entered).
static File *cur_file;
static int cur_line;
static bool at_bol;
static bool has_space;

#define INVALID_CHAR ((uint32_t)-1)

bool equal(Token *tok, char *op) {
  return (int)strlen(op) == tok->len && memcmp(tok->loc, op, tok->len) == 0;
}

Token *skip(Token *tok, char *op) {
  if (!equal(tok, op))
    error_tok(tok, "expected '%s'", op);
  return tok->next;
}

bool consume(Token **rest, Token *tok, char *str) {
  if (equal(tok, str)) {
    *rest = tok->next;
    return true;
  }
  *rest = tok;
  return false;
}

File **get_input_files(void) {
  return input_files;
}

File *new_file(char *name, int file_no, char *contents) {
  File *file = xcalloc(1, sizeof(File));
  file->name = name;
  file->display_name = name;
  file->file_no = file_no;
  file->contents = contents;
  return file;
}

static Token *new_token(TokenKind kind, char *start, char *end) {
  Token *tok = xcalloc(1, sizeof(Token));
  tok->kind = kind;
  tok->loc = start;
  tok->len = end - start;
  tok->file = cur_file;
  tok->filename = cur_file->display_name;
  tok->line_no = cur_line;
  tok->line_delta = cur_file->line_delta;
  tok->at_bol = at_bol;
  tok->has_space = has_space;
  at_bol = has_space = false;
  return tok;
}

static int hex_value(char c) {
  if ('0' <= c && c <= '9')
    return c - '0';
  if ('a' <= c && c <= 'f')
    return c - 'a' + 10;
  if ('A' <= c && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

// Reads the universal character name \uXXXX or \UXXXXXXXX at p.  Returns
// INVALID_CHAR if p does not start one, or if it names a character that
// C11 6.4.3 forbids: a surrogate, or one below U+00A0 other than $ @ `
// (so "\u0000" cannot hide a NUL in a string or an asm statement).
static uint32_t read_ucn(char **new_pos, char *p) {
  int ndigits = (p[1] == 'u') ? 4 : (p[1] == 'U') ? 8 : 0;
  if (p[0] != '\\' || ndigits == 0)
    return INVALID_CHAR;
  uint32_t c = 0;
  for (int i = 0; i < ndigits; i++) {
    int d = hex_value(p[2 + i]);
    if (d < 0)
      return INVALID_CHAR;
    c = (c << 4) | d;
  }
  if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
    return INVALID_CHAR;
  if (c < 0xA0 && c != '$' && c != '@' && c != '`')
    return INVALID_CHAR;
  *new_pos = p + 2 + ndigits;
  return c;
}

// Decodes one source character (UTF-8) at p; malformed UTF-8 is an error.
static uint32_t read_source_char(char **new_pos, char *p) {
  uint32_t c = decode_utf8(new_pos, p);
  if (c == INVALID_CHAR)
    error_at(cur_file, p, "invalid UTF-8 sequence");
  return c;
}

// Returns the length of the identifier starting at p, or 0 if none does.
static int ident_length(char *p) {
  char *start = p;
  for (;;) {
    char *q;
    uint32_t c;
    if (*p == '\\')
      c = read_ucn(&q, p);
    else if ((unsigned char)*p >= 0x80)
      c = read_source_char(&q, p);
    else
      c = *p, q = p + 1;

    if (c == INVALID_CHAR || c == 0 || (c == '$' && tokenize_asm))
      break;
    if (p == start ? !is_ident1(c) : !is_ident2(c))
      break;
    p = q;
  }
  return p - start;
}

// An identifier written with \u escapes is the same identifier as one
// written in UTF-8, so give it its UTF-8 spelling (in a new buffer).
static void spell_ucns_as_utf8(Token *tok) {
  char *buf = xcalloc(1, tok->len + 1);
  char *q = buf;
  for (char *p = tok->loc; p < tok->loc + tok->len;) {
    if (*p == '\\')
      q += encode_utf8(q, read_ucn(&p, p));
    else
      *q++ = *p++;
  }
  tok->loc = buf;
  tok->len = q - buf;
}

// Length of the punctuator at p, or 0.  Longest match first.  The first
// character is compared before the whole string: this runs for every
// punctuator, and input made of little else (a file of parentheses that
// includes itself 200 times) would otherwise spend most of its time here.
static int punct_length(char *p) {
  static char *puncts[] = {
      "%:%:", "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=",
      "==",   "!=",  "&&",  "||",  "+=", "-=", "*=", "/=", "%=", "&=", "^=",
      "|=",   "##",  "<:",  ":>",  "<%", "%>", "%:",
  };
  for (int i = 0; i < (int)(sizeof(puncts) / sizeof(*puncts)); i++)
    if (*p == puncts[i][0] && starts_with(p, puncts[i]))
      return strlen(puncts[i]);
  return strchr("[](){}.&*+-~!/%<>^|?:;=,#", *p) && *p ? 1 : 0;
}

// Rewrites a digraph in the source text into the token it stands for,
// padded with spaces, so that the rest of the compiler only ever sees
// the ordinary spelling.  Returns the length of the token.
static int rewrite_digraph(char *p, int len) {
  static char *from[] = {"%:%:", "<:", ":>", "<%", "%>", "%:"};
  static char *to[] = {"##  ", "[ ", "] ", "{ ", "} ", "# "};
  for (int i = 0; i < 6; i++) {
    if ((int)strlen(from[i]) == len && strncmp(p, from[i], len) == 0) {
      memcpy(p, to[i], len);
      return strlen(to[i]) == 4 ? 2 : 1;
    }
  }
  return len;
}

//
// Escape sequences and literals
//

// Reads one escape sequence (p points after the backslash).  *is_unit says
// whether the value is a raw code unit (octal and hex escapes) rather
// than a character (which a UTF-8 string encodes).
static uint32_t read_escape(char **new_pos, char *p, bool *is_unit) {
  *is_unit = true;
  if ('0' <= *p && *p <= '7') {
    uint32_t c = *p++ - '0';
    for (int i = 0; i < 2 && '0' <= *p && *p <= '7'; i++)
      c = (c << 3) | (*p++ - '0');
    *new_pos = p;
    return c;
  }
  if (*p == 'x') {
    p++;
    if (hex_value(*p) < 0)
      error_at(cur_file, p, "\\x used with no following hex digits");
    uint32_t c = 0;
    for (; hex_value(*p) >= 0; p++)
      c = (c << 4) | hex_value(*p);
    *new_pos = p;
    return c;
  }
  if (*p == 'u' || *p == 'U') {
    uint32_t c = read_ucn(new_pos, p - 1);
    if (c == INVALID_CHAR)
      error_at(cur_file, p - 1, "invalid universal character name");
    *is_unit = false;
    return c;
  }

  *new_pos = p + 1;
  switch (*p) {
  case 'a': return '\a';
  case 'b': return '\b';
  case 't': return '\t';
  case 'n': return '\n';
  case 'v': return '\v';
  case 'f': return '\f';
  case 'r': return '\r';
  case 'e': return 27; // GNU extension
  case 'E': return 27;
  }
  // \\ \' \" \? and, like GCC, any other character stands for itself.
  return (unsigned char)*p;
}

// Returns the position of the closing quote of the literal whose opening
// quote is at p, or NULL if the line ends first.
static char *literal_end(char *p) {
  char quote = *p++;
  for (; *p != quote; p++) {
    if (*p == '\n' || *p == '\0')
      return NULL;
    if (*p == '\\') {
      p++;
      if (*p == '\n' || *p == '\0')
        return NULL;
    }
  }
  return p;
}

// Appends code point or unit c to a buffer of `size`-byte elements.
static int put_unit(char *buf, int n, int size, uint32_t c, bool is_unit) {
  if (size == 1) {
    if (is_unit) {
      buf[n] = c;
      return n + 1;
    }
    return n + encode_utf8(buf + n, c);
  }
  if (size == 2) {
    uint16_t *out = (uint16_t *)buf;
    if (!is_unit && c > 0xFFFF) {
      c -= 0x10000;
      out[n] = 0xD800 + (c >> 10);
      out[n + 1] = 0xDC00 + (c & 0x3FF);
      return n + 2;
    }
    out[n] = c;
    return n + 1;
  }
  ((uint32_t *)buf)[n] = c;
  return n + 1;
}

// Decodes the body of a literal, start..end (without quotes), into
// elements of `size` bytes.  Returns the buffer (one spare zero element at
// the end) and stores the number of elements in *len.
static char *decode_literal(char *start, char *end, int size, int *len) {
  // Each source byte yields at most one element (a UTF-8 escape \U yields
  // at most 4 bytes from 10 source bytes), plus the terminator.
  char *buf = xcalloc(end - start + 2, size > 1 ? size : 1);
  int n = 0;
  for (char *p = start; p < end;) {
    bool is_unit = false;
    uint32_t c;
    if (*p == '\\')
      c = read_escape(&p, p + 1, &is_unit);
    else if ((unsigned char)*p >= 0x80 && size > 1)
      c = read_source_char(&p, p);
    else if ((unsigned char)*p >= 0x80) {
      // Narrow string: copy the (validated) UTF-8 sequence as is.
      char *q;
      read_source_char(&q, p);
      while (p < q)
        buf[n++] = *p++;
      continue;
    } else {
      c = (unsigned char)*p++;
      is_unit = true;
    }
    n = put_unit(buf, n, size, c, is_unit);
  }
  *len = n;
  return buf;
}

// The length of a string or character literal's encoding prefix at p.
static int prefix_length(char *p) {
  if (starts_with(p, "u8"))
    return 2;
  if (*p == 'u' || *p == 'U' || *p == 'L')
    return 1;
  return 0;
}

static Type *string_base_type(char *p) {
  if (starts_with(p, "u8"))
    return ty_char;
  switch (*p) {
  case 'u': return ty_ushort;
  case 'U': return ty_uint;
  case 'L': return target && target->wchar_is_unsigned ? ty_uint : ty_int; // wchar_t
  }
  return ty_char;
}

// Decodes the string literal token `tok` with elements of type basety.
static void set_string_value(Token *tok, Type *basety) {
  char *start = tok->loc + prefix_length(tok->loc) + 1;
  char *end = tok->loc + tok->len - 1;
  int len;
  tok->str = decode_literal(start, end, basety->size, &len);
  tok->ty = array_of(basety, len + 1);
}

// Returns a copy of the string literal `tok` decoded with element type
// basety (used to widen "abc" when it is concatenated with L"def").
Token *tokenize_string_literal(Token *tok, Type *basety) {
  Token *t = xcalloc(1, sizeof(Token));
  *t = *tok;
  t->next = NULL;
  File *saved = cur_file;
  cur_file = tok->file;
  set_string_value(t, basety);
  cur_file = saved;
  return t;
}

static Token *read_string_literal(char *start, char *quote) {
  char *end = literal_end(quote);
  if (!end)
    return NULL;
  Token *tok = new_token(TK_STR, start, end + 1);
  set_string_value(tok, string_base_type(start));
  return tok;
}

// A character constant: 'x' has type int (several characters combine as
// in GCC), u'x' unsigned short, U'x' unsigned int, L'x' wchar_t (int or
// unsigned int, as the target says).
static Token *read_char_literal(char *start, char *quote) {
  char *end = literal_end(quote);
  if (!end)
    return NULL;
  if (end == quote + 1)
    error_at(cur_file, start, "empty character constant");

  Type *ty = string_base_type(start);
  if (ty == ty_char && prefix_length(start) == 2)
    return NULL; // u8'x' is not C11: read as u8 followed by 'x'
  int size = (ty == ty_char) ? 1 : 4;
  int len;
  uint32_t *units = (uint32_t *)decode_literal(quote + 1, end, size, &len);

  Token *tok = new_token(TK_NUM, start, end + 1);
  if (ty == ty_char) {
    unsigned char *bytes = (unsigned char *)units;
    bool sign = !target || target->char_is_signed;
    if (len == 1) {
      tok->val = sign ? (int64_t)(signed char)bytes[0] : bytes[0];
    } else {
      uint32_t v = 0;
      for (int i = 0; i < len; i++)
        v = (v << 8) | bytes[i];
      tok->val = (int32_t)v;
    }
    tok->ty = ty_int;
    return tok;
  }

  uint32_t c = units[len - 1];
  if (ty == ty_ushort)
    c &= 0xFFFF; // like GCC, keep the low 16 bits of a too-large character
  tok->val = (ty == ty_int) ? (int64_t)(int32_t)c : (int64_t)c;
  tok->ty = ty;
  return tok;
}

//
// Whole-file handling
//

// Returns a copy of text with line endings normalised and backslash-newline
// splices removed (see the comment at the top of the file).  A UTF-8 byte
// order mark is dropped and the result always ends in a newline.
static char *normalize_text(char *text) {
  size_t len = strlen(text);
  char *out = xmalloc(len + 2);
  char *q = out;
  char *p = text;
  if (starts_with(p, "\xEF\xBB\xBF"))
    p += 3;

  int pending = 0; // newlines removed by splices on the current line
  while (*p) {
    if (*p == '\r') {
      *q++ = '\n';
      p += (p[1] == '\n') ? 2 : 1;
    } else if (*p == '\\' && (p[1] == '\n' || (p[1] == '\r'))) {
      p += (p[1] == '\r' && p[2] == '\n') ? 3 : 2;
      pending++;
      continue;
    } else {
      *q++ = *p++;
    }
    if (q[-1] == '\n')
      for (; pending > 0; pending--)
        *q++ = '\n';
  }

  // The buffer holds len + 2 bytes; splices always shrink the text by at
  // least as much as the newlines they add later.
  if (q == out || q[-1] != '\n')
    *q++ = '\n';
  *q = '\0';
  if (pending) {
    // Splice at the very end of the file: keep the newlines it removed.
    size_t n = q - out;
    out = xrealloc(out, n + pending + 1);
    memset(out + n, '\n', pending);
    out[n + pending] = '\0';
  }
  return out;
}

// Skips a /* */ comment starting at p, counting newlines.  Comments may
// contain any bytes (old sources have Latin-1 in them, as GCC allows);
// everywhere else the source must be valid UTF-8.
static char *skip_block_comment(char *p) {
  char *start = p;
  for (p += 2; !(p[0] == '*' && p[1] == '/'); p++) {
    if (*p == '\0')
      error_at(cur_file, start, "unterminated comment");
    if (*p == '\n')
      cur_line++;
  }
  return p + 2;
}

static char *skip_line_comment(char *p) {
  while (*p != '\n' && *p != '\0')
    p++;
  return p;
}

static bool starts_number(char *p) {
  return isdigit((unsigned char)p[0]) ||
         (p[0] == '.' && isdigit((unsigned char)p[1]));
}

static char *skip_pp_number(char *p) {
  for (;;) {
    if (p[0] && strchr("eEpP", p[0]) && p[1] && strchr("+-", p[1]))
      p += 2;
    else if (isalnum((unsigned char)*p) || *p == '_' || *p == '.')
      p++;
    else
      return p;
  }
}

// Reads a string or character literal (with optional prefix) at p, or
// returns NULL if there is none or it is unterminated.
static Token *read_literal(char *p) {
  int plen = prefix_length(p);
  if (p[plen] == '"')
    return read_string_literal(p, p + plen);
  if (p[plen] == '\'')
    return read_char_literal(p, p + plen);
  return NULL;
}

// Skips white space and comments, noting line starts and spaces for the
// next token.
static char *skip_space(char *p) {
  for (;;) {
    if (starts_with(p, "//")) {
      p = skip_line_comment(p);
      has_space = true;
    } else if (starts_with(p, "/*")) {
      p = skip_block_comment(p);
      has_space = true;
    } else if (*p == '\n') {
      p++;
      cur_line++;
      at_bol = true;
      has_space = false;
    } else if (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f') {
      p++;
      has_space = true;
    } else {
      return p;
    }
  }
}

// Tokenizes a file's normalised contents.
Token *tokenize(File *file) {
  cur_file = file;
  cur_line = 1;
  at_bol = true;
  has_space = false;

  Token head = {0};
  Token *cur = &head;
  char *p = file->contents;

  for (;;) {
    p = skip_space(p);
    if (!*p)
      break;

    if (starts_number(p)) {
      char *end = skip_pp_number(p);
      cur = cur->next = new_token(TK_PP_NUM, p, end);
      p = end;
      continue;
    }

    Token *lit = read_literal(p);
    if (lit) {
      cur = cur->next = lit;
      p += lit->len;
      continue;
    }

    int len = ident_length(p);
    if (len) {
      cur = cur->next = new_token(TK_IDENT, p, p + len);
      if (memchr(p, '\\', len))
        spell_ucns_as_utf8(cur);
      p += len;
      continue;
    }

    len = punct_length(p);
    if (len) {
      int toklen = rewrite_digraph(p, len);
      cur = cur->next = new_token(TK_PUNCT, p, p + toklen);
      p += toklen;
      continue;
    }

    // Anything else (a lone quote, '@', '`', a stray backslash or a
    // non-identifier character) becomes a one-character token.  It is an
    // error only if it survives preprocessing (see convert_pp_tokens):
    // skipped #if groups and #error lines may contain anything.
    char *q;
    read_source_char(&q, p);
    cur = cur->next = new_token(TK_PUNCT, p, q);
    p = q;
  }

  at_bol = true;
  cur = cur->next = new_token(TK_EOF, p, p);
  return head.next;
}

// read_file stops at nothing, but the text is NUL-terminated, so a NUL
// byte inside the file would silently end it: make it an error.
static void check_no_nul(char *path, char *name, char *text) {
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
    return;
  size_t len = strlen(text);
  if ((off_t)len < st.st_size)
    error_at(new_file(name, -1, text), text + len, "null character in source");
}

// Reads and tokenizes a file.  A file read before is not read again, but
// is tokenized afresh (the preprocessor consumes token lists).
Token *tokenize_file(char *path) {
  File *file = hashmap_get(&file_cache, path);
  if (!file) {
    char *text = read_file(path);
    if (!text)
      return NULL;
    char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    check_no_nul(path, name, text);
    file = new_file(name, num_input_files, normalize_text(text));
    free(text);

    input_files = xrealloc(input_files, sizeof(File *) * (num_input_files + 2));
    input_files[num_input_files++] = file;
    input_files[num_input_files] = NULL;
    hashmap_put(&file_cache, path, file);
  }
  file->display_name = file->name;
  file->line_delta = 0;
  return tokenize(file);
}

//
// After preprocessing: keywords, numbers, string concatenation
//

static bool is_keyword(Token *tok) {
  static HashMap map;
  static char *kw[] = {
      "return", "if", "else", "for", "while", "do", "switch", "case",
      "default", "break", "continue", "goto", "sizeof", "typedef", "extern",
      "static", "auto", "register", "const", "volatile", "restrict",
      "__restrict", "__restrict__", "inline", "__inline", "__inline__",
      "_Noreturn", "signed", "unsigned", "__signed", "__signed__", "__const",
      "__const__", "__volatile", "__volatile__", "void", "_Bool", "char",
      "short", "int", "long", "float", "double", "struct", "union", "enum",
      "_Alignof", "__alignof", "__alignof__", "_Alignas", "_Thread_local",
      "__thread", "_Atomic", "typeof", "__typeof", "__typeof__", "asm",
      "__asm", "__asm__", "_Static_assert", "_Generic", "__attribute__",
      "__attribute", "__extension__", "__int128", "__label__", "_Complex",
  };
  if (map.capacity == 0)
    for (int i = 0; i < (int)(sizeof(kw) / sizeof(*kw)); i++)
      hashmap_put(&map, kw[i], (void *)1);
  return hashmap_get2(&map, tok->loc, tok->len);
}

static int digit_value(char c) {
  int d = hex_value(c);
  return d;
}

// Picks the type of an integer constant by the C11 rules (6.4.4.1):
// decimal constants without `u` never become unsigned (except, as in GCC,
// when nothing signed can hold them); others try the unsigned type next.
static Type *int_literal_type(Token *tok, uint64_t val, int base, bool u,
                              int l) {
  bool dec = (base == 10);
  if (u) {
    if (l == 2)
      return ty_ullong;
    if (l == 1 || val > UINT32_MAX)
      return ty_ulong;
    return ty_uint;
  }
  if (val > INT64_MAX) {
    if (dec)
      warn_tok(tok, "integer constant is so large that it is unsigned");
    return l == 2 ? ty_ullong : ty_ulong;
  }
  if (l == 2)
    return ty_llong;
  if (l == 1 || val > UINT32_MAX)
    return ty_long;
  if (val > INT32_MAX)
    return dec ? ty_long : ty_uint;
  return ty_int;
}

// Converts an integer pp-number.  Returns false if tok is not one.
static bool convert_int(Token *tok) {
  char *p = tok->loc;
  char *end = tok->loc + tok->len;
  int base = 10;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && hex_value(p[2]) >= 0) {
    p += 2;
    base = 16;
  } else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B') &&
             (p[2] == '0' || p[2] == '1')) {
    p += 2;
    base = 2;
  } else if (p[0] == '0') {
    base = 8;
  }

  uint64_t val = 0;
  bool overflow = false;
  for (; p < end; p++) {
    int d = digit_value(*p);
    if (d < 0 || d >= base)
      break;
    if (val > (UINT64_MAX - d) / base)
      overflow = true;
    val = val * base + d;
  }

  bool u = false;
  int l = 0;
  for (;;) {
    if ((*p == 'u' || *p == 'U') && !u && p < end) {
      u = true;
      p++;
    } else if ((starts_with(p, "ll") || starts_with(p, "LL")) && !l &&
               p + 1 < end) {
      l = 2;
      p += 2;
    } else if ((*p == 'l' || *p == 'L') && !l && p < end) {
      l = 1;
      p++;
    } else {
      break;
    }
  }
  if (p != end)
    return false;
  if (overflow)
    error_tok(tok, "integer constant is too large for its type");

  tok->kind = TK_NUM;
  tok->val = (int64_t)val;
  tok->ty = int_literal_type(tok, val, base, u, l);
  return true;
}

static void convert_float(Token *tok) {
  char *buf = format("%.*s", tok->len, tok->loc);
  bool hex = buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X');
  if (hex && !strpbrk(buf, "pP"))
    error_tok(tok, "invalid numeric constant");
  if (!hex && strpbrk(buf, "pP"))
    error_tok(tok, "invalid numeric constant");

  char *end;
  long double val = strtold(buf, &end);
  // A GNU imaginary constant has one i or j (either case) before or
  // after the f/l suffix.
  char *imag = end + strcspn(end, "iIjJ");
  if (*imag) {
    tok->is_imaginary = true;
    memmove(imag, imag + 1, strlen(imag));
  }
  Type *ty;
  if (*end == '\0')
    ty = ty_double;
  else if (strcmp(end, "f") == 0 || strcmp(end, "F") == 0)
    ty = ty_float;
  else if (strcmp(end, "l") == 0 || strcmp(end, "L") == 0)
    ty = ty_ldouble;
  else
    error_tok(tok, "invalid numeric constant");
  if (end == buf)
    error_tok(tok, "invalid numeric constant");

  tok->kind = TK_NUM;
  tok->fval = val;
  tok->ty = ty;
  free(buf);
}

static void convert_number(Token *tok) {
  if (!convert_int(tok))
    convert_float(tok);
}

// Whether a punctuator token is a real C punctuator (and not a stray
// character the tokenizer let through).
static bool is_valid_punct(Token *tok) {
  return tok->len > 0 && punct_length(tok->loc) == tok->len;
}

static void report_stray(Token *tok) {
  if (*tok->loc == '\'')
    error_tok(tok, "missing terminating ' character");
  if (*tok->loc == '"')
    error_tok(tok, "missing terminating \" character");
  error_tok(tok, "stray '%.*s' in program", tok->len, tok->loc);
}

// Concatenates the adjacent string literals starting at tok into tok.
// The widest element type wins; narrower literals are re-decoded.
static void join_string_literals(Token *first) {
  Type *basety = first->ty->base;
  Token *last = first;
  for (Token *t = first->next; t->kind == TK_STR; t = t->next) {
    last = t;
    if (t->ty->base->size > basety->size)
      basety = t->ty->base;
    else if (basety == ty_char && t->ty->base != ty_char)
      basety = t->ty->base;
  }

  int size = basety->size;
  int total = 0;
  for (Token *t = first; t != last->next; t = t->next)
    total += t->ty->array_len - 1;

  char *buf = xcalloc(total + 1, size);
  int pos = 0;
  for (Token *t = first; t != last->next; t = t->next) {
    Token *s = (t->ty->base->size == size) ? t : tokenize_string_literal(t, basety);
    int n = s->ty->array_len - 1;
    memcpy(buf + pos * size, s->str, n * size);
    pos += n;
  }

  first->str = buf;
  first->ty = array_of(basety, pos + 1);
  first->next = last->next;
}

void convert_pp_tokens(Token *tok) {
  for (Token *t = tok; t && t->kind != TK_EOF; t = t->next) {
    if (t->kind == TK_IDENT && is_keyword(t))
      t->kind = TK_KEYWORD;
    else if (t->kind == TK_PP_NUM)
      convert_number(t);
    else if (t->kind == TK_PUNCT && !is_valid_punct(t))
      report_stray(t);
  }
  for (Token *t = tok; t && t->kind != TK_EOF; t = t->next)
    if (t->kind == TK_STR && t->next->kind == TK_STR)
      join_string_literals(t);
}
