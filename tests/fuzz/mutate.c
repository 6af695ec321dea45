// tests/fuzz/mutate.c — a mutation fuzzer's input generator.
//
//   mutate SEED FIRST COUNT OUTDIR FILE...
//
// Writes OUTDIR/FIRST.c .. OUTDIR/(FIRST+COUNT-1).c, each a copy of one of
// the FILEs with a few random mutations, and prints one line per input
// ("N.c <- FILE: mutations").  Input N depends only on SEED, N and the
// FILE list, so any single input can be regenerated with COUNT 1.
//
// Mutations are token-level (delete, duplicate, swap or move tokens,
// insert punctuators and keywords, truncate) and byte-level (flip bits,
// insert NULs, invalid UTF-8, stray quotes, preprocessor directives,
// deep nesting).  The compiler must answer every one with either valid
// assembly or a proper diagnostic.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

// ---- random numbers: splitmix64, seeded per input ----

static uint64_t rng_state;

static uint64_t rng_next(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A number in [0, n); 0 when n is 0.
static size_t rnd(size_t n) {
  return n ? (size_t)(rng_next() % n) : 0;
}

// ---- a growable byte buffer ----

typedef struct {
  char *data;
  size_t len, cap;
} Buf;

static void buf_reserve(Buf *b, size_t extra) {
  if (b->len + extra <= b->cap)
    return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra)
    cap *= 2;
  b->data = realloc(b->data, cap);
  if (!b->data) {
    perror("mutate");
    exit(2);
  }
  b->cap = cap;
}

// Replaces len bytes at pos with the n bytes at s.
static void buf_splice(Buf *b, size_t pos, size_t len, const char *s, size_t n) {
  if (pos > b->len)
    pos = b->len;
  if (len > b->len - pos)
    len = b->len - pos;
  buf_reserve(b, n);
  memmove(b->data + pos + n, b->data + pos + len, b->len - pos - len);
  memcpy(b->data + pos, s, n);
  b->len = b->len - len + n;
}

static void buf_insert_str(Buf *b, size_t pos, const char *s) {
  buf_splice(b, pos, 0, s, strlen(s));
}

static int read_file(const char *path, Buf *b) {
  FILE *fp = fopen(path, "rb");
  if (!fp)
    return 0;
  char tmp[65536];
  size_t n;
  while ((n = fread(tmp, 1, sizeof(tmp), fp)) > 0) {
    buf_reserve(b, n);
    memcpy(b->data + b->len, tmp, n);
    b->len += n;
  }
  fclose(fp);
  return 1;
}

// ---- a rough tokenizer: only token boundaries matter here ----

typedef struct {
  size_t start, len;
} Tok;

static Tok *toks;
static size_t ntoks, toks_cap;

static size_t skip_quoted(const char *p, size_t i, size_t len, char q) {
  i++;
  while (i < len && p[i] != q && p[i] != '\n') {
    if (p[i] == '\\' && i + 1 < len)
      i++;
    i++;
  }
  return i < len && p[i] == q ? i + 1 : i;
}

// Splits the buffer into tokens, skipping whitespace and comments.  A
// punctuator is a single byte; that is close enough for mutation.
static void tokenize(const Buf *b) {
  const char *p = b->data;
  size_t i = 0, len = b->len;
  ntoks = 0;
  while (i < len) {
    unsigned char c = (unsigned char)p[i];
    size_t j = i + 1;
    if (isspace(c)) {
      i++;
      continue;
    }
    if (c == '/' && i + 1 < len && p[i + 1] == '/') {
      while (i < len && p[i] != '\n')
        i++;
      continue;
    }
    if (c == '/' && i + 1 < len && p[i + 1] == '*') {
      i += 2;
      while (i + 1 < len && !(p[i] == '*' && p[i + 1] == '/'))
        i++;
      i = i + 1 < len ? i + 2 : len;
      continue;
    }
    if (isalnum(c) || c == '_' || c >= 0x80) {
      while (j < len && (isalnum((unsigned char)p[j]) || p[j] == '_' || p[j] == '.' ||
                         (unsigned char)p[j] >= 0x80))
        j++;
    } else if (c == '"' || c == '\'') {
      j = skip_quoted(p, i, len, (char)c);
    }
    if (ntoks == toks_cap) {
      toks_cap = toks_cap ? toks_cap * 2 : 1024;
      toks = realloc(toks, toks_cap * sizeof(Tok));
      if (!toks) {
        perror("mutate");
        exit(2);
      }
    }
    toks[ntoks].start = i;
    toks[ntoks].len = j - i;
    ntoks++;
    i = j;
  }
}

// ---- things to insert ----

static const char *punctuators[] = {
  "(", ")", "[", "]", "{", "}", ";", ",", ".", "->", "...", "*", "&", "+", "-",
  "++", "--", "~", "!", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=",
  "^", "|", "&&", "||", "?", ":", "=", "*=", "/=", "%=", "+=", "-=", "<<=",
  ">>=", "&=", "^=", "|=", "#", "##", "<:", ":>", "<%", "%>", "%:", "\\", "@", "`",
};

static const char *keywords[] = {
  "return", "if", "else", "for", "while", "do", "switch", "case", "default",
  "break", "continue", "goto", "sizeof", "typedef", "extern", "static", "auto",
  "register", "const", "volatile", "restrict", "inline", "_Noreturn", "signed",
  "unsigned", "void", "_Bool", "char", "short", "int", "long", "float", "double",
  "struct", "union", "enum", "_Alignof", "_Alignas", "_Thread_local", "_Atomic",
  "typeof", "asm", "_Static_assert", "_Generic", "__attribute__", "__extension__",
  "__int128", "__label__", "_Complex", "__builtin_va_arg", "__builtin_offsetof",
  "__builtin_types_compatible_p", "__builtin_va_start", "__func__", "main", "x",
  "0", "1", "-1", "0x7fffffffffffffff", "18446744073709551616", "1e999", "0x1p",
  "1.0L", "'\\777'", "\"\\x\"", "L\"a\"", "u8\"b\"", "U'c'", "'ab'", "0b102",
  "1..2", "0777777777777777777777777", "__VA_ARGS__", "__LINE__", "defined",
};

static const char *directives[] = {
  "#define X(", "#define X(a, a) a", "#define X(...) __VA_OPT__(", "#undef",
  "#if", "#if 1/0", "#if (", "#ifdef", "#ifndef X", "#elif", "#else", "#endif",
  "#include", "#include <", "#include \"", "#include __FILE__", "#include_next <stdio.h>",
  "#line 0", "#line 4294967296 \"x\"", "#line", "#pragma", "#pragma once",
  "#pragma pack(1)", "#error boom", "#warning w", "#", "#define a a a",
  "#define F(x) F(x) #x ## x", "#define S(x) #", "#if defined(", "#ident \"x\"",
  "#define __LINE__ 1", "#undef __FILE__", "#if 1 ? 2", "#if 0x10000000000000000",
  "_Pragma(", "_Pragma(\"once\")", "#define C(a,b) a##b\nC(+,+)C(/,/)",
};

static const char *byte_junk[] = {
  "\0", "\xff", "\xc0\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82",
  "\x80", "\"", "'", "\\", "\\\n", "?\?/", "\r", "\f\v", "/*", "*/", "\x1b",
  "\\u0000", "\\U0010FFFF", "\\ud800", "$", "\xef\xbb\xbf",
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

// ---- mutations ----

static size_t tok_end(size_t i) {
  return toks[i].start + toks[i].len;
}

// A run of 1..8 tokens starting at a random one; false if there are none.
static int pick_run(size_t *first, size_t *last) {
  if (ntoks == 0)
    return 0;
  *first = rnd(ntoks);
  *last = *first + rnd(8);
  if (*last >= ntoks)
    *last = ntoks - 1;
  return 1;
}

static size_t random_token_boundary(const Buf *b) {
  if (ntoks == 0)
    return rnd(b->len + 1);
  size_t i = rnd(ntoks);
  return rnd(2) ? toks[i].start : tok_end(i);
}

static size_t line_start_near(const Buf *b, size_t pos) {
  while (pos > 0 && b->data[pos - 1] != '\n')
    pos--;
  return pos;
}

static void mut_delete(Buf *b) {
  size_t f, l;
  if (pick_run(&f, &l))
    buf_splice(b, toks[f].start, tok_end(l) - toks[f].start, "", 0);
}

static void mut_duplicate(Buf *b) {
  size_t f, l;
  if (!pick_run(&f, &l))
    return;
  size_t n = tok_end(l) - toks[f].start;
  char *copy = malloc(n + 1);
  memcpy(copy, b->data + toks[f].start, n);
  copy[n] = ' ';
  size_t at = random_token_boundary(b);
  buf_splice(b, at, 0, copy, n + 1);
  free(copy);
}

// Swaps two single tokens (the later one first, so offsets stay valid).
static void mut_swap(Buf *b) {
  if (ntoks < 2)
    return;
  size_t i = rnd(ntoks), j = rnd(ntoks);
  if (i == j)
    return;
  if (i > j) {
    size_t t = i;
    i = j;
    j = t;
  }
  Tok a = toks[i], c = toks[j];
  char *sa = malloc(a.len + 1), *sc = malloc(c.len + 1);
  memcpy(sa, b->data + a.start, a.len);
  memcpy(sc, b->data + c.start, c.len);
  buf_splice(b, c.start, c.len, sa, a.len);
  buf_splice(b, a.start, a.len, sc, c.len);
  free(sa);
  free(sc);
}

static void mut_insert_word(Buf *b) {
  const char *w = rnd(2) ? punctuators[rnd(COUNT(punctuators))]
                         : keywords[rnd(COUNT(keywords))];
  size_t at = random_token_boundary(b);
  buf_insert_str(b, at, " ");
  buf_insert_str(b, at, w);
  buf_insert_str(b, at, " ");
}

static void mut_truncate(Buf *b) {
  b->len = ntoks ? random_token_boundary(b) : rnd(b->len + 1);
}

static void mut_flip_byte(Buf *b) {
  if (b->len)
    b->data[rnd(b->len)] ^= (char)(1u << rnd(8));
}

static void mut_random_byte(Buf *b) {
  char c = (char)rnd(256);
  buf_splice(b, rnd(b->len + 1), rnd(2), &c, 1);
}

static void mut_junk(Buf *b) {
  size_t k = rnd(COUNT(byte_junk));
  const char *s = byte_junk[k];
  buf_splice(b, rnd(b->len + 1), 0, s, k == 0 ? 1 : strlen(s));
}

static void mut_directive(Buf *b) {
  size_t at = line_start_near(b, rnd(b->len + 1));
  buf_insert_str(b, at, "\n");
  buf_insert_str(b, at, directives[rnd(COUNT(directives))]);
  buf_insert_str(b, at, "\n");
}

// Deep nesting of one bracket kind (or of a prefix operator) at a token
// boundary: the compiler must give an error, not overflow its stack.
static void mut_deep_nesting(Buf *b) {
  static const char *open[] = {"(", "{", "[", "*", "!", "-", "if(1)", "#if 1\n"};
  static const char *close[] = {")", "}", "]", "", "", "", "", "#endif\n"};
  size_t k = rnd(COUNT(open));
  size_t depth = 1 + rnd(rnd(2) ? 300 : 20000);
  Buf ins = {0};
  for (size_t i = 0; i < depth; i++)
    buf_insert_str(&ins, ins.len, open[k]);
  buf_insert_str(&ins, ins.len, " 0 ");
  if (rnd(4))
    for (size_t i = 0; i < depth; i++)
      buf_insert_str(&ins, ins.len, close[k]);
  buf_splice(b, random_token_boundary(b), 0, ins.data, ins.len);
  free(ins.data);
}

// Copies a token run from another input file (held in donor).
static void mut_splice_donor(Buf *b, const Buf *donor) {
  if (!donor->len)
    return;
  size_t from = rnd(donor->len), n = 1 + rnd(200);
  if (n > donor->len - from)
    n = donor->len - from;
  buf_splice(b, random_token_boundary(b), 0, donor->data + from, n);
}

static const char *interesting_numbers[] = {
  "0", "1", "-1", "2147483647", "2147483648", "-2147483647-1", "4294967295U",
  "4294967296", "9223372036854775807L", "(-9223372036854775807L-1)",
  "18446744073709551615UL", "0x80000000", "0xffffffffffffffff", "255", "256",
  "65535", "63", "64", "-64", "1e308", "1e-320", "0.0", "-0.0", "3.4e38f",
  "1.18e-38f", "0x1p-1074", "1e4932L", "0x1.fffffffffffffp1023", "077", "0b11",
  "'\\0'", "'\\xff'", "(1/0)", "(1.0/0.0)",
};

static const char *operators[] = {
  "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||", "<", ">",
  "<=", ">=", "==", "!=", "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=",
  "&=", "|=", "^=", ",", "?", ":", ".", "->", "++", "--", "!", "~",
};

// Replaces a random token of the wanted kind (a number when numeric,
// else a punctuator) with one of the replacements; tries a few tokens.
static void replace_token(Buf *b, int numeric, const char **with, size_t nwith) {
  for (int tries = 0; tries < 20 && ntoks; tries++) {
    Tok t = toks[rnd(ntoks)];
    unsigned char c = (unsigned char)b->data[t.start];
    int is_number = isdigit(c) != 0;
    int is_punct = !isalnum(c) && c != '_' && c != '"' && c != '\'' && c < 0x80;
    if (numeric ? is_number : is_punct) {
      const char *w = with[rnd(nwith)];
      buf_splice(b, t.start, t.len, w, strlen(w));
      return;
    }
  }
}

static void mut_number(Buf *b) {
  replace_token(b, 1, interesting_numbers, COUNT(interesting_numbers));
}

static void mut_operator(Buf *b) {
  replace_token(b, 0, operators, COUNT(operators));
}

static const char *mutation_names[] = {
  "delete", "duplicate", "swap", "insert", "truncate", "flip", "byte",
  "junk", "directive", "nesting", "splice", "number", "operator",
};

static void mutate_once(Buf *b, const Buf *donor, size_t kind) {
  tokenize(b);
  switch (kind) {
  case 0: mut_delete(b); break;
  case 1: mut_duplicate(b); break;
  case 2: mut_swap(b); break;
  case 3: mut_insert_word(b); break;
  case 4: mut_truncate(b); break;
  case 5: mut_flip_byte(b); break;
  case 6: mut_random_byte(b); break;
  case 7: mut_junk(b); break;
  case 8: mut_directive(b); break;
  case 9: mut_deep_nesting(b); break;
  case 10: mut_splice_donor(b, donor); break;
  case 11: mut_number(b); break;
  default: mut_operator(b); break;
  }
}

// A mutation kind, weighted: token edits are the most useful, truncation
// and deep nesting are rarer (they dominate whatever else happens).
static size_t pick_kind(void) {
  static const int weights[] = {6, 4, 4, 6, 1, 3, 2, 3, 3, 1, 2, 6, 5};
  int total = 0, r;
  for (size_t i = 0; i < COUNT(weights); i++)
    total += weights[i];
  r = (int)rnd((size_t)total);
  for (size_t i = 0; i < COUNT(weights); i++) {
    if (r < weights[i])
      return i;
    r -= weights[i];
  }
  return 0;
}

// ---- random preprocessor programs ----
//
// Every tenth input (N % 10 == 9) is not a mutation but a program written
// from a small grammar of the preprocessor: object- and function-like
// macros whose bodies use #, ##, __VA_ARGS__, __VA_OPT__, unbalanced
// parentheses and each other (recursion included), #undef, nested
// #if/#ifdef/#ifndef/#elif/#else with arithmetic and defined, and text
// lines that invoke the macros.  Their first line says so, and
// run-fuzz.sh then also compares what `-E` makes of them with gcc's
// output.

static void out(Buf *b, const char *s) { buf_insert_str(b, b->len, s); }

static const char *pp_names[] = {"A", "B", "C", "F", "G", "H", "X", "Y"};
static const char *pp_params[] = {"a", "b", "c"};
// Tokens of bodies and text lines; the first PP_PASTABLE paste into an
// identifier or number, the first PP_ARG_SAFE contain no parenthesis or
// comma (they keep a macro call's arguments as written).
static const char *pp_atoms[] = {
  "0", "1", "2", "10", "x", "y", "z", "_1",
  "0x1f", "07", "1u", "'c'", "\"s\"", "\"\"", "+", "-", "*", "/", "%", "<", ">", "<<",
  "==", "!", "~", "?", ":", ";", ".", "->", "&", "|", "^", "=", "[", "]", "{", "}",
  "__LINE__", "(", ")", ",",
};
#define PP_PASTABLE 8
#define PP_ARG_SAFE 39

// What the program has defined so far: -2 undefined, -1 object-like,
// else the parameter count (variadic when pp_variadic).
static int pp_params_of[8], pp_variadic[8];

static const char *pp_param(int params) { return pp_params[rnd((size_t)params)]; }

// One token of a macro body (params: the macro's parameter count, -1 for
// an object-like macro; variadic: it has ...).
static void pp_body_token(Buf *b, int params, int variadic) {
  char tmp[64];
  switch (rnd(12)) {
  case 0: case 1:
    if (params > 0) {
      out(b, pp_param(params));
      return;
    }
    break;
  case 2:
    if (params > 0) {  // stringify a parameter (rarely something else: an error)
      snprintf(tmp, sizeof tmp, "#%s", rnd(16) ? pp_param(params) : "1");
      out(b, tmp);
      return;
    }
    break;
  case 3:  // paste: operand ## operand
    snprintf(tmp, sizeof tmp, "%s ## %s",
             params > 0 && rnd(2) ? pp_param(params) : pp_names[rnd(COUNT(pp_names))],
             params > 0 && rnd(2) ? pp_param(params) : pp_atoms[rnd(PP_PASTABLE)]);
    out(b, tmp);
    return;
  case 4: case 5:
    out(b, pp_names[rnd(COUNT(pp_names))]);
    return;
  case 6:
    if (variadic) {
      out(b, rnd(3) ? "__VA_ARGS__" : rnd(2) ? "__VA_OPT__(,)" : "__VA_OPT__(x ## __VA_ARGS__)");
      return;
    }
    break;
  }
  // Parentheses and commas (unbalanced calls across expansions) now and then.
  out(b, pp_atoms[rnd(rnd(8) ? PP_ARG_SAFE : COUNT(pp_atoms))]);
}

static void pp_define(Buf *b) {
  size_t m = rnd(COUNT(pp_names));
  int params = -1, variadic = 0;
  if (pp_params_of[m] != -2 && rnd(16)) {  // redefinitions (an error) are rare
    out(b, "#undef ");
    out(b, pp_names[m]);
    out(b, "\n");
  }
  out(b, "#define ");
  out(b, pp_names[m]);
  if (rnd(3)) {  // function-like
    params = (int)rnd(4);
    variadic = rnd(3) == 0;
    out(b, "(");
    for (int i = 0; i < params; i++) {
      out(b, i ? ", " : "");
      out(b, pp_params[i]);
    }
    if (variadic)
      out(b, params > 0 ? ", ..." : "...");
    out(b, ")");
  }
  for (size_t n = rnd(7); n > 0; n--) {
    out(b, " ");
    pp_body_token(b, params, variadic);
  }
  out(b, "\n");
  pp_params_of[m] = params;
  pp_variadic[m] = variadic;
}

// An invocation or a plain token on a text line; depth bounds nesting.
// Calls mostly pass as many arguments as the macro takes.
static void pp_text_item(Buf *b, int depth) {
  if (rnd(3) == 0 || depth > 2) {
    out(b, pp_atoms[rnd(depth ? PP_ARG_SAFE : COUNT(pp_atoms))]);
    return;
  }
  size_t m = rnd(COUNT(pp_names));
  out(b, pp_names[m]);
  if (rnd(6) == 0)
    return;
  size_t nargs = pp_params_of[m] >= 0 && rnd(16) ? (size_t)pp_params_of[m] : rnd(4);
  if (pp_variadic[m])
    nargs += rnd(3);
  out(b, "(");
  for (size_t i = 0; i < nargs; i++) {
    if (i)
      out(b, ",");
    for (size_t k = rnd(3); k > 0; k--) {
      out(b, " ");
      pp_text_item(b, depth + 1);
    }
  }
  out(b, rnd(30) ? ")" : "");  // an unterminated call, now and then
}

static void pp_expr(Buf *b, int depth) {
  static const char *ops[] = {"+", "-", "*", "/", "%", "<<", ">>", "<", "==", "!=",
                              "&&", "||", "&", "|", "^"};
  char tmp[64];
  switch (depth > 2 ? rnd(3) : rnd(7)) {
  case 0: out(b, pp_atoms[rnd(4)]); return;
  case 1:
    snprintf(tmp, sizeof tmp, rnd(2) ? "defined %s" : "defined(%s)", pp_names[rnd(COUNT(pp_names))]);
    out(b, tmp);
    return;
  case 2: out(b, pp_names[rnd(COUNT(pp_names))]); return;
  case 3: out(b, rnd(2) ? "!" : "-"); pp_expr(b, depth + 1); return;
  case 4: out(b, "("); pp_expr(b, depth + 1); out(b, ")"); return;
  case 5:
    pp_expr(b, depth + 1);
    out(b, " ? ");
    pp_expr(b, depth + 1);
    out(b, " : ");
    pp_expr(b, depth + 1);
    return;
  default:
    pp_expr(b, depth + 1);
    out(b, " ");
    out(b, ops[rnd(COUNT(ops))]);
    out(b, " ");
    pp_expr(b, depth + 1);
  }
}

static void pp_program(Buf *b) {
  int depth = 0, has_else[16] = {0};
  for (size_t m = 0; m < COUNT(pp_names); m++)
    pp_params_of[m] = -2, pp_variadic[m] = 0;
  for (size_t lines = 10 + rnd(80); lines > 0; lines--) {
    size_t r = rnd(20);
    if (r < 6) {
      pp_define(b);
    } else if (r < 7) {
      size_t m = rnd(COUNT(pp_names));
      out(b, "#undef ");
      out(b, pp_names[m]);
      out(b, "\n");
      pp_params_of[m] = -2;
      pp_variadic[m] = 0;
    } else if (r < 9 && depth < 15) {
      size_t k = rnd(3);
      out(b, k == 0 ? "#if " : k == 1 ? "#ifdef " : "#ifndef ");
      if (k == 0)
        pp_expr(b, 0);
      else
        out(b, pp_names[rnd(COUNT(pp_names))]);
      out(b, "\n");
      has_else[++depth] = 0;
    } else if (r < 10 && depth > 0) {
      if (!has_else[depth] && rnd(2)) {
        out(b, "#elif ");
        pp_expr(b, 0);
        out(b, "\n");
      } else if (!has_else[depth]) {
        out(b, "#else\n");
        has_else[depth] = 1;
      }
    } else if (r < 12 && depth > 0) {
      out(b, "#endif\n");
      depth--;
    } else {
      for (size_t k = 1 + rnd(6); k > 0; k--) {
        pp_text_item(b, 0);
        out(b, " ");
      }
      out(b, "\n");
    }
  }
  while (depth-- > 0)
    if (rnd(40))  // an unterminated #if, now and then
      out(b, "#endif\n");
}

static void write_input(const char *dir, unsigned long n, const Buf *b) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/%lu.c", dir, n);
  FILE *fp = fopen(path, "wb");
  if (!fp || fwrite(b->data, 1, b->len, fp) != b->len || fclose(fp)) {
    perror(path);
    exit(2);
  }
}

int main(int argc, char **argv) {
  if (argc < 6) {
    fprintf(stderr, "usage: mutate SEED FIRST COUNT OUTDIR FILE...\n");
    return 2;
  }
  unsigned long seed = strtoul(argv[1], NULL, 10);
  unsigned long first = strtoul(argv[2], NULL, 10);
  unsigned long count = strtoul(argv[3], NULL, 10);
  const char *dir = argv[4];
  char **files = argv + 5;
  size_t nfiles = (size_t)(argc - 5);

  for (unsigned long n = first; n < first + count; n++) {
    rng_state = seed * 0x100000001b3ULL + n * 0x9e3779b97f4a7c15ULL;
    rng_next();
    if (n % 10 == 9) {
      Buf b = {0};
      out(&b, "// random preprocessor program\n");  // run-fuzz.sh looks for this line
      pp_program(&b);
      printf("%lu.c <- random preprocessor program\n", n);
      write_input(dir, n, &b);
      free(b.data);
      continue;
    }
    const char *src = files[rnd(nfiles)];
    const char *donor_path = files[rnd(nfiles)];
    Buf b = {0}, donor = {0};
    if (!read_file(src, &b) || !read_file(donor_path, &donor)) {
      fprintf(stderr, "mutate: cannot read %s or %s\n", src, donor_path);
      return 2;
    }
    printf("%lu.c <- %s:", n, src);
    // Half the inputs get a single mutation, so that more of them still
    // compile and reach the later passes.
    size_t nmut = rnd(2) ? 1 : 1 + rnd(rnd(4) ? 3 : 12);
    for (size_t i = 0; i < nmut; i++) {
      size_t kind = pick_kind();
      printf(" %s", mutation_names[kind]);
      mutate_once(&b, &donor, kind);
    }
    printf("\n");
    write_input(dir, n, &b);
    free(b.data);
    free(donor.data);
  }
  return 0;
}
