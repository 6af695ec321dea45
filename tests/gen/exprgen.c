// exprgen.c — writes a random C program (deterministic for a given seed)
// full of integer and floating expressions that mix every integer type,
// for differential testing: tests/run-diff.sh compiles it with gcc and with
// the compiler under test and compares the printed results.
//
// Every expression is free of undefined behaviour: signed +, - and * are
// done in unsigned types and converted back, divisions are guarded against
// zero and INT_MIN / -1, shift counts are masked to the operand width and
// only unsigned values are shifted left, and floating values are converted
// to integers only when they are known to be in range.  What remains is
// implementation-defined behaviour, which gcc and safecc define alike on
// x86_64 (conversions to signed types wrap, >> of negative values is
// arithmetic).
//
// Usage: exprgen SEED [VOLATILE]   (VOLATILE=1 makes every variable volatile,
// so that nothing can be constant-folded)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long rng_state;

// xorshift64*: small, and the same on every host.
static unsigned long long rnd(void) {
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 2685821657736338717ULL;
}

static int pick(int n) { return (int)(rnd() % (unsigned long long)n); }

typedef struct {
  const char *name;   // C spelling
  int bits;
  int is_signed;
} IntType;

static const IntType types[] = {
  {"signed char", 8, 1},   {"unsigned char", 8, 0},
  {"short", 16, 1},        {"unsigned short", 16, 0},
  {"int", 32, 1},          {"unsigned", 32, 0},
  {"long", 64, 1},         {"unsigned long", 64, 0},
  {"long long", 64, 1},    {"unsigned long long", 64, 0},
  {"_Bool", 1, 0},
};
#define NTYPES (int)(sizeof(types) / sizeof(types[0]))
#define NVARS 24

static int var_type[NVARS];

// Bit-fields, used like variables: "bf.fN".  Unsigned ones may also be
// assigned to.
static const struct { const char *decl; int is_unsigned; } fields[] = {
  {"int f0 : 3", 0}, {"unsigned f1 : 5", 1}, {"int f2 : 17", 0},
  {"unsigned f3 : 31", 1}, {"signed char f4 : 7", 0}, {"unsigned short f5 : 9", 1},
  {"_Bool f6 : 1", 1}, {"unsigned f7 : 1", 1}, {"int f8 : 1", 0}, {"unsigned f9 : 32", 1},
};
#define NFIELDS (int)(sizeof(fields) / sizeof(fields[0]))

static const char *interesting[] = {
  "0", "1", "-1", "2", "7", "-8", "100", "127", "-128", "128", "255", "256",
  "32767", "-32768", "65535", "65536", "2147483647", "(-2147483647 - 1)",
  "2147483648", "4294967295", "4294967296", "9223372036854775807L",
  "(-9223372036854775807L - 1)", "18446744073709551615UL", "0x5555555555555555UL",
  "0xdeadbeef", "12345", "-54321",
};
#define NINTERESTING (int)(sizeof(interesting) / sizeof(interesting[0]))

static const char *unsigned_type(int bits) {
  return bits <= 32 ? "unsigned" : "unsigned long";
}

// A constant literal, sometimes with a suffix.
static void constant(FILE *out) {
  if (pick(3) == 0) {
    fprintf(out, "%s", interesting[pick(NINTERESTING)]);
    return;
  }
  static const char *suffix[] = {"", "u", "L", "UL", "LL", "ULL"};
  unsigned long long v = rnd() >> pick(64);
  if (pick(2))
    fprintf(out, "%lluULL", v);
  else
    fprintf(out, "0x%llx%s", v & 0x7fffffff, suffix[pick(6)]);
}

static void expr(FILE *out, int depth);

// Floating expressions of type float (0), double (1) or long double (2).
// Leaves are small (|x| <= 32768), so nothing overflows at the depths used,
// and every division is by a value >= 1: no infinities, no NaNs (whose sign
// is not specified), only rounding -- which C fixes for each type
// (FLT_EVAL_METHOD 0 on x86_64: float arithmetic is done in float, also when
// a compiler folds it at translation time).
static const char *ftypes[] = {"float", "double", "long double"};

// A floating leaf, as text (so that it can be written twice).
static const char *fleaf(int kind) {
  static char buf[64];
  static const char *consts[] = {"0.1", "1.5", "3.0", "1e-3", "0.7", "2.25", "100.0", "1.0"};
  static const char *suffix[] = {"f", "", "L"};
  if (pick(2))
    snprintf(buf, sizeof buf, "(%s)(short)v%d", ftypes[kind], pick(NVARS));
  else
    snprintf(buf, sizeof buf, "%s%s", consts[pick(8)], suffix[kind]);
  return buf;
}

static void fexpr(FILE *out, int kind, int depth) {
  const char *t = ftypes[kind];
  if (depth <= 0 || pick(4) == 0) {
    fprintf(out, "%s", fleaf(kind));
    return;
  }
  switch (pick(6)) {
  case 0: case 1: case 2: {
    static const char *ops[] = {"+", "-", "*"};
    fprintf(out, "(");
    fexpr(out, kind, depth - 1);
    fprintf(out, " %s ", ops[pick(3)]);
    fexpr(out, kind, depth - 1);
    fprintf(out, ")");
    break;
  }
  case 3: {  // division by x * x + 1 >= 1
    fprintf(out, "(");
    fexpr(out, kind, depth - 1);
    const char *x = fleaf(kind);
    fprintf(out, " / (%s * %s + 1))", x, x);
    break;
  }
  case 4:  // conversion from another floating type
    fprintf(out, "(%s)", t);
    fexpr(out, pick(3), depth - 1);
    break;
  default:  // mixed types: the usual arithmetic conversions
    fprintf(out, "(%s)(", t);
    fexpr(out, kind, depth - 1);
    fprintf(out, " + ");
    fexpr(out, pick(3), depth - 1);
    fprintf(out, ")");
    break;
  }
}

// An integer-typed operand: a variable, a constant or a subexpression.
static void operand(FILE *out, int depth) {
  if (depth <= 0 || pick(4) == 0) {
    int k = pick(6);
    if (k < 3)
      fprintf(out, "v%d", pick(NVARS));
    else if (k == 3)
      fprintf(out, "%sf%d", pick(2) ? "bf." : "pbf->", pick(NFIELDS));
    else
      constant(out);
    return;
  }
  fprintf(out, "(");
  expr(out, depth - 1);
  fprintf(out, ")");
}

// One expression of some integer type, without undefined behaviour.
static void expr(FILE *out, int depth) {
  const IntType *t = &types[pick(NTYPES - 1)];   // no _Bool for arithmetic
  const char *ut = unsigned_type(t->bits);
  switch (pick(16)) {
  case 0: case 1: {  // + - * computed without signed overflow
    static const char *ops[] = {"+", "-", "*"};
    fprintf(out, "(%s)((%s)(%s)", t->name, ut, t->name);
    operand(out, depth);
    fprintf(out, " %s (%s)(%s)", ops[pick(3)], ut, t->name);
    operand(out, depth);
    fprintf(out, ")");
    break;
  }
  case 2: {  // & | ^ on the usual arithmetic conversions of two operands
    static const char *ops[] = {"&", "|", "^"};
    operand(out, depth);
    fprintf(out, " %s ", ops[pick(3)]);
    operand(out, depth);
    break;
  }
  case 3:  // guarded division and remainder
    fprintf(out, "%s((%s)", pick(2) ? "DIV" : "MOD", t->name);
    operand(out, depth);
    fprintf(out, ", (%s)", t->name);
    operand(out, depth);
    fprintf(out, ")");
    break;
  case 4:  // shifts: left only on unsigned values, counts masked
    if (pick(2)) {
      fprintf(out, "(%s)(%s)", ut, t->name);
      operand(out, depth);
      fprintf(out, " << ((");
      operand(out, depth);
      fprintf(out, ") & %d)", (t->bits <= 32 ? 32 : 64) - 1);
    } else {
      fprintf(out, "(%s)", t->name);
      operand(out, depth);
      fprintf(out, " >> ((");
      operand(out, depth);
      fprintf(out, ") & %d)", (t->bits <= 32 ? 32 : 64) - 1);
    }
    break;
  case 5: case 6: {  // comparisons across types and signedness
    static const char *ops[] = {"<", "<=", ">", ">=", "==", "!="};
    fprintf(out, "(%s)", types[pick(NTYPES)].name);
    operand(out, depth);
    fprintf(out, " %s (%s)", ops[pick(6)], types[pick(NTYPES)].name);
    operand(out, depth);
    break;
  }
  case 7:  // logical operators
    operand(out, depth);
    fprintf(out, pick(2) ? " && " : " || ");
    operand(out, depth);
    break;
  case 8:  // conditional operator (operands of different types)
    operand(out, depth);
    fprintf(out, " ? (%s)", types[pick(NTYPES)].name);
    operand(out, depth);
    fprintf(out, " : (%s)", types[pick(NTYPES)].name);
    operand(out, depth);
    break;
  case 9:  // unary operators on a converted value
    fprintf(out, "%s(%s)", pick(2) ? "~" : "!", t->name);
    operand(out, depth);
    break;
  case 10:  // negation without overflow
    fprintf(out, "(%s)-(%s)(%s)", t->name, ut, t->name);
    operand(out, depth);
    break;
  case 11:  // through double, in range
    fprintf(out, "(long)((double)(int)");
    operand(out, depth);
    fprintf(out, pick(2) ? " * 0.75)" : " / 3.0)");
    break;
  case 12:  // through float and long double, in range
    if (pick(2)) {
      fprintf(out, "(int)((float)(short)");
      operand(out, depth);
      fprintf(out, " * 1.5f)");
    } else {
      fprintf(out, "(long)((long double)(long)");
      operand(out, depth);
      fprintf(out, " / 7.0L)");
    }
    break;
  case 13:  // unsigned long <-> double, results compared; floating comparisons
    if (pick(2)) {
      int k = pick(3);
      fexpr(out, k, 2);
      fprintf(out, pick(2) ? " < " : " == ");
      fexpr(out, pick(3), 2);
      break;
    }
    fprintf(out, "(double)(unsigned long)");
    operand(out, depth);
    fprintf(out, " < (double)(unsigned long)");
    operand(out, depth);
    break;
  case 14:  // comma
    operand(out, depth);
    fprintf(out, ", ");
    operand(out, depth);
    break;
  default:  // a plain conversion
    fprintf(out, "(%s)", types[pick(NTYPES)].name);
    operand(out, depth);
    break;
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: exprgen SEED [VOLATILE]\n");
    return 2;
  }
  rng_state = strtoull(argv[1], NULL, 10) * 0x9E3779B97F4A7C15ULL + 1;
  int vol = argc > 2 && atoi(argv[2]);
  FILE *out = stdout;

  fprintf(out, "// generated by tests/gen/exprgen.c, seed %s\n", argv[1]);
  fprintf(out, "#include <stdio.h>\n");
  fprintf(out, "#define DIV(a, b) ((b) == 0 || (b) == -1 ? (a) : (a) / (b))\n");
  fprintf(out, "#define MOD(a, b) ((b) == 0 || (b) == -1 ? (a) : (a) %% (b))\n");
  for (int i = 0; i < NVARS; i++) {
    var_type[i] = pick(NTYPES);
    fprintf(out, "static %s%s v%d = %s;\n", vol ? "volatile " : "",
            types[var_type[i]].name, i, interesting[pick(NINTERESTING)]);
  }
  fprintf(out, "static %sstruct {", vol ? "volatile " : "");
  for (int i = 0; i < NFIELDS; i++)
    fprintf(out, " %s;", fields[i].decl);
  fprintf(out, " } bf = {");
  for (int i = 0; i < NFIELDS; i++)
    fprintf(out, "%s%s", i ? ", " : "", interesting[pick(NINTERESTING)]);
  fprintf(out, "};\n");
  fprintf(out, "static %stypeof(bf) *pbf = &bf;\n", vol ? "volatile " : "");
  fprintf(out, "int main(void) {\n");
  for (int i = 0; i < 150; i++) {
    if (pick(4) == 0) {
      int k = pick(3);
      if (k == 2)
        fprintf(out, "  printf(\"%d %%La\\n\", (long double)(", i);
      else
        fprintf(out, "  printf(\"%d %%a\\n\", (double)(", i);
      fexpr(out, k, 1 + pick(3));
      fprintf(out, "));\n");
      continue;
    }
    fprintf(out, "  printf(\"%d %%llu\\n\", (unsigned long long)(", i);
    expr(out, 1 + pick(4));
    fprintf(out, "));\n");
    if (pick(6) == 0) {
      // plain or compound assignment to an unsigned bit-field
      int f = pick(NFIELDS);
      if (fields[f].is_unsigned) {
        static const char *ops[] = {"=", "+=", "-=", "*=", "|=", "^=", "&="};
        fprintf(out, "  %sf%d %s (unsigned)(", pick(2) ? "bf." : "pbf->", f, ops[pick(7)]);
        expr(out, 2);
        fprintf(out, ");\n");
      }
    }
    if (pick(4) == 0) {
      // a compound assignment to an unsigned variable (no overflow UB)
      int v = pick(NVARS);
      if (!types[var_type[v]].is_signed && var_type[v] != NTYPES - 1) {
        static const char *ops[] = {"+=", "-=", "*=", "&=", "|=", "^="};
        // the right side is converted to the variable's type and then to
        // unsigned (int or long), so the operation cannot overflow a signed int
        fprintf(out, "  v%d %s (%s)(%s)(", v, ops[pick(6)], unsigned_type(types[var_type[v]].bits),
                types[var_type[v]].name);
        expr(out, 2);
        fprintf(out, ");\n");
      }
    }
  }
  for (int i = 0; i < NVARS; i++)
    fprintf(out, "  printf(\"v%d %%llu\\n\", (unsigned long long)v%d);\n", i, i);
  for (int i = 0; i < NFIELDS; i++)
    fprintf(out, "  printf(\"f%d %%lld\\n\", (long long)bf.f%d);\n", i, i);
  fprintf(out, "  return 0;\n}\n");
  return 0;
}
